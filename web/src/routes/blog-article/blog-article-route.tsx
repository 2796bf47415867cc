import { useMutation } from "@apollo/client/react";
import { AppLink, Avatar, Badge, Card, EmptyState, Skeleton } from "@inkpanel/ui";
import { ArrowLeft, Calendar, Clock, Eye, FileQuestion } from "lucide-react";
import { useEffect, useMemo } from "react";
import { formatDate, formatWholeNumber } from "../../lib/format.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { useSiteOrigin } from "../../components/page-meta/site-origin.tsx";
import { blogPosting, breadcrumbList } from "../../components/page-meta/structured-data.ts";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { useNotFoundStatus } from "../../lib/page-status.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { blogCategoryLabels } from "../../components/blog-post-card/blog-categories.ts";
import { BlogPostImage } from "../../components/blog-post-card/blog-post-image.tsx";
import { CommentsSection } from "../../components/comments/comments-section.tsx";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible/hydrate-when-visible.tsx";
import { RECORDS_ONLY } from "../../apollo/reread-after-saves.ts";
import { graphql } from "../../gql";
import type { BlogArticleRouteQueryQuery } from "../../gql/graphql.ts";
import { ArticleActions } from "./article-actions.tsx";
import { ArticleSidebar } from "./article-sidebar.tsx";
import { readHeadings } from "./table-of-contents.ts";
import type { blogArticleLoader } from "./blog-article-query.ts";
import { useLingui } from "@lingui/react/macro";

const RecordBlogView = graphql(`
  mutation RecordBlogView($postId: ID!) {
    recordBlogView(postId: $postId) {
      id
      views
    }
  }
`);

export function BlogArticleRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof blogArticleLoader>();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6">
      <AppLink
        href="/blog"
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t`Back to Blog`}
      </AppLink>
      <RouteData queryRef={queryRef} skeleton={<ArticleSkeleton />}>
        {(data) => (data.blogPost ? <Article post={data.blogPost} /> : <ArticleNotFound />)}
      </RouteData>
    </div>
  );
}

function ArticleNotFound() {
  const { t } = useLingui();
  useNotFoundStatus();
  return (
    <>
      <PageMeta title={t`Article not found`} description={t`This article does not exist.`} />
      <EmptyState
        icon={FileQuestion}
        title={t`Article not found`}
        description={t`It may have been moved or removed. Find more to read on the blog.`}
      />
    </>
  );
}

// The body is HTML from the API: its elements are styled from here, headings clear the sticky navbar.
const articleBodyClassName = [
  "space-y-5 text-base leading-7 text-foreground/90",
  "[&_h2]:scroll-mt-24 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground",
  "[&_h3]:scroll-mt-24 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:font-mono [&_code]:text-sm",
  "[&_img]:rounded-xl",
].join(" ");

type Post = NonNullable<BlogArticleRouteQueryQuery["blogPost"]>;

function Article({ post }: { post: Post }) {
  const { t, i18n } = useLingui();
  const headings = useMemo(() => readHeadings(post.contentHtml), [post.contentHtml]);
  // A new object would count as new props, and hydrate the comments at once (HydrateWhenVisible).
  const commentsTarget = useMemo(() => ({ postId: post.id }), [post.id]);
  const origin = useSiteOrigin();
  const path = `/blog/${post.slug}`;

  return (
    <article className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <PageMeta
        title={post.title}
        description={post.excerpt}
        image={post.imageUrl ?? undefined}
        structuredData={[
          blogPosting(origin, { ...post, author: post.author.name, path, image: post.imageUrl }),
          breadcrumbList(origin, [
            { name: t`Home`, path: "/" },
            { name: t`Blog`, path: "/blog" },
            { name: post.title, path },
          ]),
        ]}
      />
      <div className="min-w-0 space-y-8">
        <header className="space-y-5">
          {post.imageUrl && (
            <BlogPostImage
              src={post.imageUrl}
              priority
              className="aspect-[1200/630] w-full rounded-3xl object-cover"
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{i18n._(blogCategoryLabels[post.category])}</Badge>
            {post.featured && <Badge variant="premium">{t`Featured`}</Badge>}
          </div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-2 font-medium text-foreground">
              <Avatar src={post.author.avatarUrl ?? undefined} name={post.author.name} size="sm" />
              {post.author.name}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden />
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden /> {t`${post.readTimeMinutes} min read`}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden /> {formatWholeNumber(post.views)} views
            </span>
          </div>
          <ArticleActions
            postId={post.id}
            title={post.title}
            likes={post.likes}
            likedByMe={post.likedByMe}
          />
        </header>

        <div
          className={articleBodyClassName}
          // Sanitised by the API (an allow-list of tags and attributes), with ids on the headings.
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />

        {post.tags.length > 0 && (
          <ul aria-label={t`Tags`} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}

        {/* Below the first screen on a phone: hydrated as it comes near it. */}
        <HydrateWhenVisible className="space-y-8">
          <AuthorCard author={post.author} />
          <CommentsSection target={commentsTarget} />
        </HydrateWhenVisible>
      </div>

      <ArticleSidebar headings={headings} stats={post} related={post.related} />
      <RecordView postId={post.id} />
    </article>
  );
}

/**
 * Counts one view per visit of an article (StrictMode's second effect run included). A component
 * of its own, which renders nothing: the mutation's state re-renders only it.
 */
function RecordView({ postId }: { postId: string }) {
  const [recordView] = useMutation(RecordBlogView);
  useEffect(() => {
    const timer = window.setTimeout(
      () => void recordView({ variables: { postId }, context: RECORDS_ONLY }).catch(() => {}),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [postId, recordView]);
  return null;
}

function AuthorCard({ author }: { author: Post["author"] }) {
  const { t } = useLingui();
  const socialLinks = [
    author.twitter && {
      label: t`@${author.twitter} on X`,
      href: `https://x.com/${author.twitter}`,
    },
    author.instagram && {
      label: t`@${author.instagram} on Instagram`,
      href: `https://instagram.com/${author.instagram}`,
    },
  ].filter((link) => !!link);
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row">
      <Avatar src={author.avatarUrl ?? undefined} name={author.name} size="lg" />
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t`Written by`}
        </p>
        <h2 className="text-lg font-semibold">{author.name}</h2>
        {author.bio && <p className="text-sm text-muted-foreground">{author.bio}</p>}
        {socialLinks.length > 0 && (
          <ul className="flex flex-wrap gap-4 text-sm">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function ArticleSkeleton() {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <div className="space-y-5">
        <Skeleton className="aspect-[1200/630] w-full rounded-3xl" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}
