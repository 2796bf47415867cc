import type { LoaderFunctionArgs } from "react-router";
import { prefetchQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";

export const AdminTitleQuery = graphql(`
  query AdminTitleQuery($id: ID!) {
    manga(id: $id) {
      id
      slug
      title
      allChapters {
        id
        number
      }
      ...TitleForm_manga
      ...AdminChapterList_manga
    }
    # The form's genre choices come with the title: no second request once the form shows.
    genres {
      id
      ...GenreCheckboxes_genre
    }
  }
`);

export function editTitleLoader({ params, context }: LoaderFunctionArgs) {
  return prefetchQuery(context, AdminTitleQuery, { id: params.mangaId ?? "" });
}
