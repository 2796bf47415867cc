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

export function newTitleLoader() {
  return prefetchQuery(NewTitleQuery, {});
}
