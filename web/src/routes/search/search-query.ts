import type { LoaderFunctionArgs } from "react-router";
import { preloadQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { readSearchFilters, toMangasArguments } from "./search-filters.ts";

const pageSize = 24;

const SearchRouteQuery = graphql(`
  query SearchRouteQuery($filter: MangaFilter, $sort: MangaSort, $first: Int!, $after: String) {
    mangas(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      ...MangaConnectionResults_connection
    }
    genres {
      id
      ...GenreCheckboxes_genre
    }
  }
`);

export function searchLoader({ request }: LoaderFunctionArgs) {
  const filters = readSearchFilters(new URL(request.url).searchParams);
  return preloadQuery(SearchRouteQuery, {
    variables: { ...toMangasArguments(filters), first: pageSize },
  });
}
