import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const BlogArticleRouteQuery = graphql(`
  query BlogArticleRouteQuery($id: ID!) {
    blogPost(id: $id) {
      id
      slug
      title
      excerpt
      contentHtml
      imageUrl
      category
      featured
      tags
      publishedAt
      updatedAt
      readTimeMinutes
      views
      likes
      likedByMe
      commentCount
      author {
        name
        avatarUrl
        bio
        twitter
        instagram
      }
      related(first: 3) {
        id
        slug
        title
        imageUrl
        readTimeMinutes
      }
    }
  }
`);

export function blogArticleLoader({ params, context }: LoaderFunctionArgs) {
  return preloaderOf(context)(BlogArticleRouteQuery, { variables: { id: params.postId ?? "" } });
}
