import type { LoaderFunctionArgs } from "react-router";
import { prefetchQuery } from "../../apollo/client.ts";
import { graphql } from "../../gql";

export const PAGE_SIZE = 20;

export const ModerationQueue = graphql(`
  query ModerationQueue($first: Int!, $after: String) {
    reportedComments(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          lastReportedAt
          comment {
            id
            body
            author {
              id
              name
            }
          }
          reports {
            id
            reason
            createdAt
            reporter {
              id
              name
            }
          }
          post {
            id
            slug
            title
          }
          chapter {
            id
            number
            manga {
              id
              slug
              title
            }
          }
        }
      }
    }
  }
`);

export function moderationLoader({ context }: LoaderFunctionArgs) {
  return prefetchQuery(context, ModerationQueue, { first: PAGE_SIZE });
}
