import { useLingui } from "@lingui/react/macro";
// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand, the same in every language
const siteName = "Inkpanel";

interface PageMetaProps {
  /** the page's own title; the home page leaves it out */
  title?: string;
  description: string;
  /** a path under /media, for the social preview card */
  image?: string;
  /** an Atom feed of this page's updates, for feed readers to discover */
  feed?: { title: string; href: string };
}

/** The page title and social-preview tags; React places them in the document head. */
export function PageMeta({ title, description, image, feed }: PageMetaProps) {
  const { t } = useLingui();
  const fullTitle = title ? `${title} — ${siteName}` : t`${siteName} — Read Manga Online`;
  const imageUrl = image ? new URL(image, window.location.origin).href : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      {feed && (
        <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      )}
    </>
  );
}
