// schema.org descriptions of the site's pages (JSON-LD), which search engines read.
/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary, not the reader's */

/** A trail of pages from the home page to this one, for the search result's breadcrumb. */
export function breadcrumbList(origin: string, trail: { name: string; path: string }[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: new URL(path, origin).href,
    })),
  };
}

interface Series {
  title: string;
  description: string;
  author: string;
  path: string;
  image: string;
  genres: string[];
}

/** A manga title: a series of comic issues (its chapters). */
export const comicSeries = (origin: string, series: Series) => ({
  "@type": "ComicSeries",
  name: series.title,
  description: series.description,
  author: { "@type": "Person", name: series.author },
  genre: series.genres,
  image: new URL(series.image, origin).href,
  url: new URL(series.path, origin).href,
});

interface Article {
  title: string;
  excerpt: string;
  author: string;
  path: string;
  image?: string | null;
  publishedAt: string;
}

/** An article of the blog. */
export const blogPosting = (origin: string, article: Article) => ({
  "@type": "BlogPosting",
  headline: article.title,
  description: article.excerpt,
  author: { "@type": "Person", name: article.author },
  datePublished: article.publishedAt,
  url: new URL(article.path, origin).href,
  ...(article.image && { image: new URL(article.image, origin).href }),
});
