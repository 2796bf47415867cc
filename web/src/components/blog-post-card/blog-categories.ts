import type { BlogCategory } from "../../gql/graphql.ts";

/** The blog's categories in the order the category buttons show them. */
export const blogCategoryLabels: Record<BlogCategory, string> = {
  REVIEWS: "Reviews",
  NEWS: "News",
  ANALYSIS: "Analysis",
  DISCUSSION: "Discussion",
  TUTORIALS: "Tutorials",
};

export const blogCategories = Object.keys(blogCategoryLabels) as BlogCategory[];
