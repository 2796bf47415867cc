import { analysisPosts } from "./analysis.ts";
import { discussionPosts } from "./discussion.ts";
import { newsPosts } from "./news.ts";
import { reviewPosts } from "./reviews.ts";
import { tutorialPosts } from "./tutorials.ts";
import type { BlogPostData } from "./types.ts";

export { blogAuthors } from "./authors.ts";
export type { BlogPostData } from "./types.ts";

export const blogPosts: BlogPostData[] = [
  ...reviewPosts,
  ...newsPosts,
  ...analysisPosts,
  ...discussionPosts,
  ...tutorialPosts,
];
