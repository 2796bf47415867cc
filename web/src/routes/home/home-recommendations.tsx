import { useReadQuery } from "@apollo/client/react";
import { Recommendations } from "../../components/home-sections/recommendations.tsx";
import type { homeLoader } from "./home-query.ts";

export type HomeRecommendationsRef = ReturnType<typeof homeLoader>["recommendations"];

/**
 * The signed-in reader's bands, or nothing when signed out. It suspends into the home page's own
 * skeleton, so the page appears once with its bands in place rather than pushed down by them.
 * They are extras: when they fail, the rest of the page shows without them.
 */
export function HomeRecommendations({ queryRef }: { queryRef: HomeRecommendationsRef }) {
  const { data } = useReadQuery(queryRef);
  return data?.me ? <Recommendations user={data.me} /> : null;
}
