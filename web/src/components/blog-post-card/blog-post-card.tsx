import { AppLink, Badge, Card, cn } from "@inkpanel/ui";
import { Clock, Heart, MessageCircle } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatCount, formatDate } from "../../lib/format.ts";
import type { LibraryView } from "../../lib/library-view.ts";
import { blogCategoryLabels } from "./blog-categories.ts";
import { BlogPostImage } from "./blog-post-image.tsx";
import { useLingui } from "@lingui/react/macro";

export const BlogPostCard_post = graphql(`
  fragment BlogPostCard_post on BlogPost {
    id
    slug
    title
    excerpt
    imageUrl
    category
    featured
    publishedAt
    readTimeMinutes
    likes
    commentCount
    author {
      name
    }
  }
`);

interface BlogPostCardProps {
  post: FragmentType<typeof BlogPostCard_post>;
  /** a card with the image on top, or a row with the image beside the text */
  view?: LibraryView;
}

/** A post in the blog's lists: category, author, date, read time, likes, comments, Read More. */
export function BlogPostCard({ view = "grid", ...props }: BlogPostCardProps) {
  const { t, i18n } = useLingui();
  const post = useFragment(BlogPostCard_post, props.post);
  const isRow = view === "list";
  return (
    <Card
      className={cn(
        "group relative flex h-full overflow-hidden",
        isRow ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      {post.imageUrl && (
        <BlogPostImage
          src={post.imageUrl}
          className={cn(
            "aspect-video object-cover",
            isRow ? "w-full sm:w-64 sm:shrink-0" : "w-full",
          )}
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{i18n._(blogCategoryLabels[post.category])}</Badge>
          {post.featured && <Badge variant="premium">{t`Featured`}</Badge>}
        </div>
        <h3 className="line-clamp-2 text-lg leading-snug font-semibold group-hover:text-primary">
          {post.title}
        </h3>
        <p className={cn("text-sm text-muted-foreground", isRow ? "line-clamp-2" : "line-clamp-3")}>
          {post.excerpt}
        </p>
        <p className="text-xs text-muted-foreground">
          {post.author.name} ·{" "}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {t`${post.readTimeMinutes} min read`}
            </span>
            <span className="inline-flex items-center gap-1">
              <Heart className="size-3.5" aria-hidden /> {formatCount(post.likes)}
              <span className="sr-only">{t`likes`}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden /> {post.commentCount}
              <span className="sr-only">{t`comments`}</span>
            </span>
          </span>
          <AppLink
            href={`/blog/${post.slug}`}
            className="font-semibold text-primary after:absolute after:inset-0"
            aria-label={t`Read More: ${post.title}`}
          >
            {t`Read More`}
            {/* The title in the link's own text too: search engines read the text, not the label. */}
            <span className="sr-only">: {post.title}</span>
          </AppLink>
        </div>
      </div>
    </Card>
  );
}
