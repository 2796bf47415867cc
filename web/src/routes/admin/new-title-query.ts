import type { LoaderFunctionArgs } from "react-router";
import { prefetchQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";

export const NewTitleQuery = graphql(`
  query NewTitleQuery {
    genres {
      id
      ...GenreCheckboxes_genre
    }
  }
`);

export function newTitleLoader({ context }: LoaderFunctionArgs) {
  return prefetchQuery(context, NewTitleQuery, {});
}
