import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const SubscriptionRouteQuery = graphql(`
  query SubscriptionRouteQuery {
    plans {
      id
      name
      monthlyPrice
      yearlySavingsPercent
      ...PlanCard_plan
    }
    # The FAQ tabs' categories, each asked of the API (the Features tab shows two).
    general: faqs(category: "general") {
      ...FaqList_faq
    }
    billing: faqs(category: "billing") {
      ...FaqList_faq
    }
    reading: faqs(category: "reading") {
      ...FaqList_faq
    }
    technical: faqs(category: "technical") {
      ...FaqList_faq
    }
  }
`);

export function subscriptionLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(SubscriptionRouteQuery);
}
