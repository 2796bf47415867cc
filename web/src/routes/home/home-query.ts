import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const HomeRouteQuery = graphql(`
  query HomeRouteQuery($genres: [String!]) {
    featuredMangas {
      id
      ...FeaturedCarousel_manga
    }
    latestReleases: mangas(sort: LATEST_CHAPTER, first: 6) {
      edges {
        cursor
        node {
          id
          ...MangaCard_manga
        }
      }
    }
    trending: popularMangas(period: WEEK, sort: VIEWS, first: 8) {
      ...PopularThisWeek_entry
    }
    highestRated: popularMangas(period: WEEK, sort: RATING, first: 8) {
      ...PopularThisWeek_entry
    }
    mostViewed: popularMangas(period: ALL_TIME, sort: VIEWS, first: 8) {
      ...PopularThisWeek_entry
    }
    blogPosts(first: 3) {
      edges {
        node {
          id
          ...BlogPostCard_post
        }
      }
    }
    genres {
      id
      slug
      name
      ...ExploreCategories_genre
    }
    genrePicks: mangas(filter: { genres: $genres }, sort: POPULARITY, first: 12) {
      edges {
        node {
          id
          ...MangaCard_manga
        }
      }
    }
    siteStats {
      seriesCount
    }
  }
`);

// A signed-in reader's own bands. A query of its own: with `me` (private) in it, the home query's
// anonymous answer could no longer be cached as public by a CDN. Started beside it, never after it.
const HomeRecommendationsQuery = graphql(`
  query HomeRecommendationsQuery {
    me {
      id
      ...Recommendations_user
    }
  }
`);

export function homeLoader({ request, context }: LoaderFunctionArgs) {
  const genre = new URL(request.url).searchParams.get("genre");
  const preloadQuery = preloaderOf(context);
  return {
    home: preloadQuery(HomeRouteQuery, { variables: { genres: genre ? [genre] : null } }),
    // What the reader did since their last visit changes it: the cached bands show at once and
    // the fresh ones replace them.
    recommendations: preloadQuery(HomeRecommendationsQuery, {
      fetchPolicy: "cache-and-network",
    }),
  };
}
