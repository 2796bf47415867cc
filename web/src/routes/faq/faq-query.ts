import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const FaqRouteQuery = graphql(`
  query FaqRouteQuery {
    faqs {
      id
      category
      question
      answer
      ...FaqList_faq
    }
  }
`);

export function faqLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(FaqRouteQuery);
}
