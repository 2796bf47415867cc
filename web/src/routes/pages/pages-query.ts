import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

// Pages with {params} preview a real title and article.
const PagesRouteQuery = graphql(`
  query PagesRouteQuery {
    featuredMangas {
      id
    }
    blogPosts(featured: true, first: 3) {
      edges {
        node {
          id
          slug
        }
      }
    }
  }
`);

export function pagesLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(PagesRouteQuery);
}
