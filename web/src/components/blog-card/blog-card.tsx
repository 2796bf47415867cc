import { AppLink, Badge, Card } from "@inkpanel/ui";
import { Clock, MessageCircle } from "lucide-react";
import { formatDate } from "../../app/format.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { BlogCategory } from "../../gql/graphql.ts";

export const BlogCard_post = graphql(`
  fragment BlogCard_post on BlogPost {
    id
    slug
    title
    excerpt
    imageUrl
    category
    publishedAt
    readTimeMinutes
    commentCount
    author {
      name
    }
  }
`);

export const blogCategoryLabels: Record<BlogCategory, string> = {
  REVIEWS: "Reviews",
  NEWS: "News",
  ANALYSIS: "Analysis",
  DISCUSSION: "Discussion",
  TUTORIALS: "Tutorials",
};

/** A blog post as a card: category, author, date, read time, comments and Read More. */
export function BlogCard(props: { post: FragmentType<typeof BlogCard_post> }) {
  const post = useFragment(BlogCard_post, props.post);
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden">
      {post.imageUrl && (
        <img src={post.imageUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="w-fit">
          {blogCategoryLabels[post.category]}
        </Badge>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug group-hover:text-primary">
          {post.title}
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="text-xs text-muted-foreground">
          {post.author.name} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <div className="mt-auto flex items-center justify-between text-xs text-muted-foreground">
          <span className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {post.readTimeMinutes} min read
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden /> {post.commentCount}
              <span className="sr-only">comments</span>
            </span>
          </span>
          <AppLink
            href={`/blog/${post.slug}`}
            className="font-semibold text-primary after:absolute after:inset-0"
            aria-label={`Read More: ${post.title}`}
          >
            Read More
          </AppLink>
        </div>
      </div>
    </Card>
  );
}
