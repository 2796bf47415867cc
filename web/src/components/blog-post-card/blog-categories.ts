import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BlogCategory } from "../../gql/graphql.ts";

/** The blog's categories in the order the category buttons show them. */
export const blogCategoryLabels: Record<BlogCategory, MessageDescriptor> = {
  REVIEWS: msg`Reviews`,
  NEWS: msg`News`,
  ANALYSIS: msg`Analysis`,
  DISCUSSION: msg`Discussion`,
  TUTORIALS: msg`Tutorials`,
};

export const blogCategories = Object.keys(blogCategoryLabels) as BlogCategory[];
