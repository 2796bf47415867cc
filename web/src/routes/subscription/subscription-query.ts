import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const SubscriptionRouteQuery = graphql(`
  query SubscriptionRouteQuery {
    plans {
      id
      name
      yearlySavingsPercent
      ...PlanCard_plan
    }
    faqs {
      id
      category
      ...FaqList_faq
    }
  }
`);

export function subscriptionLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(SubscriptionRouteQuery);
}
