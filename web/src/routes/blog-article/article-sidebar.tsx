import { AppLink, Card } from "@inkpanel/ui";
import { formatDate, formatWholeNumber } from "../../lib/format.ts";
import { BlogPostImage } from "../../components/blog-post-card/blog-post-image.tsx";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible/hydrate-when-visible.tsx";
import type { ArticleHeading } from "./table-of-contents.ts";
import { useLingui } from "@lingui/react/macro";

interface ArticleSidebarProps {
  headings: ArticleHeading[];
  stats: {
    views: number;
    likes: number;
    commentCount: number;
    publishedAt: string;
    updatedAt: string;
  };
  related: readonly {
    id: string;
    slug: string;
    title: string;
    imageUrl?: string | null;
    readTimeMinutes: number;
  }[];
}

/**
 * Beside the article: its table of contents, its numbers and related articles. On a phone it
 * comes after the article, and is hydrated as it comes near the screen.
 */
export function ArticleSidebar(props: ArticleSidebarProps) {
  return (
    <aside className="lg:sticky lg:top-24">
      <HydrateWhenVisible className="space-y-6">
        <SidebarCards {...props} />
      </HydrateWhenVisible>
    </aside>
  );
}

function SidebarCards({ headings, stats, related }: ArticleSidebarProps) {
  const { t } = useLingui();
  const statRows = [
    [t`Views`, formatWholeNumber(stats.views)],
    [t`Likes`, formatWholeNumber(stats.likes)],
    [t`Comments`, formatWholeNumber(stats.commentCount)],
    [t`Published`, formatDate(stats.publishedAt)],
    [t`Updated`, formatDate(stats.updatedAt)],
  ];
  return (
    <>
      {headings.length > 0 && (
        <Card className="p-5">
          <nav aria-label={t`Table of Contents`}>
            <h2 className="mb-3 font-semibold">{t`Table of Contents`}</h2>
            <ol className="space-y-2 text-sm">
              {headings.map((heading) => (
                <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
                  <a href={`#${heading.id}`} className="text-muted-foreground hover:text-primary">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </Card>
      )}
      <Card className="p-5">
        <h2 className="mb-3 font-semibold">{t`Article Stats`}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {statRows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {related.length > 0 && (
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">{t`Related Articles`}</h2>
          <ul className="space-y-4">
            {related.map((post) => (
              <li key={post.id}>
                <AppLink href={`/blog/${post.slug}`} className="group flex gap-3">
                  {post.imageUrl && (
                    <BlogPostImage
                      src={post.imageUrl}
                      className="aspect-video w-24 shrink-0 rounded-lg object-cover"
                    />
                  )}
                  <span className="grid gap-1">
                    <span className="line-clamp-2 text-sm font-medium group-hover:text-primary">
                      {post.title}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {t`${post.readTimeMinutes} min read`}
                    </span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
