import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { readBrowseFilters, toMangasArguments } from "./browse-filters.ts";

/** Titles per Load More: four rows of the five-column grid. */
export const pageSize = 20;

const BrowseRouteQuery = graphql(`
  query BrowseRouteQuery($filter: MangaFilter, $sort: MangaSort, $first: Int!, $after: String) {
    mangas(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      ...MangaConnectionResults_connection
    }
    genres {
      id
      slug
      name
      ...GenreCheckboxes_genre
    }
  }
`);

export function browseLoader({ request, context }: LoaderFunctionArgs) {
  const filters = readBrowseFilters(new URL(request.url).searchParams);
  return preloaderOf(context)(BrowseRouteQuery, {
    variables: { ...toMangasArguments(filters), first: pageSize },
  });
}
