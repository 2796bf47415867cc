import { preloadQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const AboutRouteQuery = graphql(`
  query AboutRouteQuery {
    siteStats {
      seriesCount
      chapterCount
      readerCount
    }
  }
`);

export function aboutLoader() {
  return preloadQuery(AboutRouteQuery);
}
