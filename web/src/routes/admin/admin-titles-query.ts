import type { LoaderFunctionArgs } from "react-router";
import { prefetchQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";

export const PAGE_SIZE = 25;

export const AdminTitlesQuery = graphql(`
  query AdminTitlesQuery($search: String, $sort: MangaSort!, $first: Int!, $after: String) {
    mangas(filter: { search: $search }, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          slug
          title
          author
          status
          coverUrl
          allChapterCount
        }
      }
    }
  }
`);

/** The list's first page: A to Z, or by relevance to a search. */
export const adminTitlesVariables = (search: string) => ({
  search: search || null,
  sort: search ? ("RELEVANCE" as const) : ("TITLE" as const),
  first: PAGE_SIZE,
});

export function adminTitlesLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  return prefetchQuery(context, AdminTitlesQuery, adminTitlesVariables(search));
}
