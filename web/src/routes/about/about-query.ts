import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const AboutRouteQuery = graphql(`
  query AboutRouteQuery {
    siteStats {
      seriesCount
      chapterCount
      readerCount
      newsletterSubscriberCount
    }
  }
`);

export function aboutLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(AboutRouteQuery);
}
