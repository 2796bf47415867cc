import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
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

export function searchLoader({ request, context }: LoaderFunctionArgs) {
  const filters = readSearchFilters(new URL(request.url).searchParams);
  return preloaderOf(context)(SearchRouteQuery, {
    variables: { ...toMangasArguments(filters), first: pageSize },
  });
}
