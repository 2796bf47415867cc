import type { BlogCategory } from "../../../../server/src/generated/prisma/enums.ts";
import type { BlogAuthorSlug } from "./authors.ts";

export interface BlogPostData {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  featured: boolean;
  author: BlogAuthorSlug;
  tags: string[];
  /** published this many days before the seed's `now` */
  publishedDaysAgo: number;
  /** edited this many days after publishing, if ever */
  editedDaysLater?: number;
  views: number;
  /** Markdown; rendered to HTML and sanitized when seeded */
  body: string;
}
