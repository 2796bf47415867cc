import type { TypedDocumentNode } from "@apollo/client";
import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import type { MangaFilter, MangaSort } from "../../gql/graphql.ts";
import { pageCursorOf } from "../../lib/page-cursor.ts";

/** What a catalogue's route query takes: `mangas(...)`'s arguments and a page. */
export interface CatalogueVariables {
  filter?: MangaFilter | null;
  sort?: MangaSort | null;
  first: number;
  after?: string | null;
}

/**
 * The loader of a catalogue screen: it starts the route's `query` (which spreads
 * `CatalogueRoute_query`) for the filters in the URL, before the route renders.
 */
export const catalogueLoader =
  <TValues, TData>(
    catalogue: {
      read: (params: URLSearchParams) => TValues;
      toMangasArguments: (values: TValues) => { filter: MangaFilter; sort: MangaSort };
      pageSize: number;
    },
    query: TypedDocumentNode<TData, CatalogueVariables>,
  ) =>
  ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const values = catalogue.read(params);
    return preloaderOf(context)(query, {
      variables: {
        ...catalogue.toMangasArguments(values),
        first: catalogue.pageSize,
        ...pageCursorOf(params),
      },
    });
  };
