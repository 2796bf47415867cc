import { storedImageForWidth } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { useSiteOrigin } from "./site-origin.tsx";

// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand, the same in every language
const siteName = "Inkpanel";

/** Link previews draw the image about this wide: the stored variant nearest it is shared. */
const previewImageWidth = 1200;

interface PageMetaProps {
  /** the page's own title; the home page leaves it out */
  title?: string;
  description: string;
  /** a path under /media, for the social preview card */
  image?: string;
  /** an Atom feed of this page's updates, for feed readers to discover */
  feed?: { title: string; href: string };
  /** what the page is, for search engines (schema.org objects, see structured-data.ts) */
  structuredData?: object[];
}

/**
 * The page title, its canonical address (its path, without filters or tabs), social-preview tags
 * and structured data. React places the tags in the document head, also in the HTML the server sends.
 */
export function PageMeta({ title, description, image, feed, structuredData = [] }: PageMetaProps) {
  const { t } = useLingui();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} — ${siteName}` : t`${siteName} — Read Manga Online`;
  const canonical = new URL(pathname, origin).href;
  const imageUrl = image
    ? new URL(storedImageForWidth(image, previewImageWidth), origin).href
    : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {feed && (
        <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      )}
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON as data, with `<` escaped so no text in it can close the element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
              /</g,
              "\\u003c",
            ),
          }}
        />
      ))}
    </>
  );
}
