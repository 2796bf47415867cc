import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const HomeV1RouteQuery = graphql(`
  query HomeV1RouteQuery {
    featuredMangas {
      id
      ...FeaturedCarousel_manga
    }
    trendingNow: popularMangas(period: WEEK, sort: VIEWS, first: 12) {
      ...PopularThisWeek_entry
    }
    mostPopular: popularMangas(period: ALL_TIME, sort: VIEWS, first: 12) {
      ...PopularThisWeek_entry
    }
    recentlyUpdated: mangas(sort: LATEST_CHAPTER, first: 12) {
      edges {
        node {
          id
          ...MangaCard_manga
        }
      }
    }
    genres {
      id
      ...ExploreCategories_genre
    }
    siteStats {
      seriesCount
    }
  }
`);

export function homeV1Loader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(HomeV1RouteQuery);
}
