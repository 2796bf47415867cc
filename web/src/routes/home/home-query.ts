import type { LoaderFunctionArgs } from "react-router";
import { apolloClientContext, preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

// The first screen: the carousel and Latest Releases. The bands below the fold have a query
// each: reading the whole page from the restored cache at once held a phone's main thread for
// a third of a second while the page hydrated (see bandQuery).
const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    featuredMangas {
      id
      ...FeaturedCarousel_manga
    }
    latestReleases: mangas(sort: LATEST_CHAPTER, first: 6) {
      edges {
        node {
          id
          ...MangaCard_manga
        }
      }
    }
  }
`);

const HomePopularQuery = graphql(`
  query HomePopularQuery {
    trending: popularMangas(period: WEEK, sort: VIEWS, first: 8) {
      ...PopularThisWeek_entry
    }
    highestRated: popularMangas(period: WEEK, sort: RATING, first: 8) {
      ...PopularThisWeek_entry
    }
    mostViewed: popularMangas(period: ALL_TIME, sort: VIEWS, first: 8) {
      ...PopularThisWeek_entry
    }
  }
`);

const HomeBlogQuery = graphql(`
  query HomeBlogQuery {
    blogPosts(first: 3) {
      edges {
        node {
          id
          ...BlogPostCard_post
        }
      }
    }
  }
`);

// Explore Categories and Browse by Genre.
const HomeGenresQuery = graphql(`
  query HomeGenresQuery($genres: [String!]) {
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

/**
 * A below-the-fold band's query, started at once beside the route's, except while the page the
 * server rendered hydrates: its answer is then in the restored cache, and the band reads it when
 * it hydrates (once reached, see HomeSection), in a task of its own, not in the loader's.
 */
function bandQuery<Ref>(context: LoaderFunctionArgs["context"], start: () => Ref): () => Ref {
  let ref: Ref | undefined;
  const started = () => (ref ??= start());
  if (!context.get(apolloClientContext).prioritizeCacheValues) started();
  return started;
}

export function homeLoader({ request, context }: LoaderFunctionArgs) {
  const genre = new URL(request.url).searchParams.get("genre");
  const preloadQuery = preloaderOf(context);
  return {
    home: preloadQuery(HomeRouteQuery),
    popular: bandQuery(context, () => preloadQuery(HomePopularQuery)),
    blog: bandQuery(context, () => preloadQuery(HomeBlogQuery)),
    genres: bandQuery(context, () =>
      preloadQuery(HomeGenresQuery, { variables: { genres: genre ? [genre] : null } }),
    ),
    // What the reader did since their last visit changes it: the cached bands show at once and
    // the fresh ones replace them.
    recommendations: preloadQuery(HomeRecommendationsQuery, {
      fetchPolicy: "cache-and-network",
    }),
  };
}
