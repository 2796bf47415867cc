import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { blogCategories } from "../../components/blog-post-card/blog-categories.ts";
import { graphql } from "../../gql";
import { pageCursorOf } from "../../lib/page-cursor.ts";
import type { BlogCategory } from "../../gql/graphql.ts";
import { readChoice } from "../../lib/url-params.ts";

// The URL names a category in lower case (`?category=reviews`); no category is All.
const categoryParams = blogCategories.map((category) => category.toLowerCase());

export function readCategory(params: URLSearchParams): BlogCategory | null {
  const param = readChoice(params, "category", categoryParams, "");
  return param ? (param.toUpperCase() as BlogCategory) : null;
}

/** Posts per Load More: three rows of the three-column grid. */
const pageSize = 9;

const BlogRouteQuery = graphql(`
  query BlogRouteQuery($category: BlogCategory, $first: Int!, $after: String) {
    featured: blogPosts(featured: true, first: 3) {
      edges {
        node {
          id
          ...BlogPostCard_post
        }
      }
    }
    blogPosts(category: $category, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          ...BlogPostCard_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function blogLoader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return preloaderOf(context)(BlogRouteQuery, {
    variables: { category: readCategory(params), first: pageSize, ...pageCursorOf(params) },
  });
}
