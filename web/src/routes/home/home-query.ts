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

export function homeLoader({ request, context }: LoaderFunctionArgs) {
  const genre = new URL(request.url).searchParams.get("genre");
  return preloaderOf(context)(HomeRouteQuery, { variables: { genres: genre ? [genre] : null } });
}
