import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

/** The signed-in reader, whom the frame shows (and the server asks of a page for readers only). */
export const ViewerQuery = graphql(`
  query ViewerQuery {
    me {
      id
      name
      email
      emailVerified
      avatarUrl
      role
      plan {
        id
      }
      billingPeriod
      preferences {
        autoPlay
        language
      }
    }
  }
`);

const PREMIUM_PLANS = new Set(["premium", "ultimate"]);

/** The signed-in reader (null when signed out); `loading` until the API has answered once. */
export function useViewer() {
  const { data, loading } = useQuery(ViewerQuery);
  const viewer = data?.me ?? null;
  return {
    viewer,
    loading,
    isPremium: !!viewer && PREMIUM_PLANS.has(viewer.plan.id),
    isModerator: viewer?.role === "MODERATOR" || viewer?.role === "ADMIN",
    /** the signed-in reader's saved interface language (en, jp, es, fr) */
    preferredLanguage: viewer?.preferences.language,
  };
}
