import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { pageCursorOf } from "../../lib/page-cursor.ts";

/** Chapters shown at first (the latest ten), and added by each Load More. */
const chapterPageSize = 10;

const MangaDetailRouteQuery = graphql(`
  query MangaDetailRouteQuery($id: ID!, $first: Int!, $after: String) {
    manga(id: $id) {
      id
      slug
      title
      description
      author
      genres {
        name
      }
      coverUrl
      chapterCount
      ...MangaOverview_manga
      chapters(first: $first, after: $after) {
        totalCount
        edges {
          node {
            id
            ...ChapterList_chapter
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      related(first: 6) {
        id
        ...MangaCard_manga
      }
    }
  }
`);

export function mangaDetailLoader({ params, request, context }: LoaderFunctionArgs) {
  return preloaderOf(context)(MangaDetailRouteQuery, {
    variables: {
      id: params.mangaId ?? "",
      first: chapterPageSize,
      // The chapters' next page without JavaScript (Load More's link).
      ...pageCursorOf(new URL(request.url).searchParams),
    },
  });
}
