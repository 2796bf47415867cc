import type { Chapter, Manga } from "../generated/prisma/client.ts";
import { ACQUISITION_TYPE, PSE_STREAM, type AtomEntry, type AtomLink } from "./atom.ts";
import type { OpdsReader } from "./authentication.ts";

// The addresses inside the catalogue and the entries it lists: titles (each leading to its
// chapters) and chapters (a .cbz to download, and their pages to stream).

export const OPDS_BASE = "/opds/v1.2";

/** A root-relative address; a token-signed reader's carries the token on. */
export function withToken(
  reader: OpdsReader,
  path: string,
  params: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (reader.token) search.set("token", reader.token);
  return search.size ? `${path}?${search}` : path;
}

/** The address of one of the catalogue's feeds ("latest", "titles/<id>"...). */
export const catalogHref = (
  reader: OpdsReader,
  feed: string,
  params?: Record<string, string | undefined>,
) => withToken(reader, `${OPDS_BASE}/${feed}`, params);

/** A permanent id (a tag URI) for what the catalogue lists, the same whatever its address. */
export const opdsId = (siteUrl: string, what: string) =>
  `tag:${new URL(siteUrl).hostname},2026:opds/${what}`;

const CBZ_TYPE = "application/vnd.comicbook+zip";

/** The title's cover and its thumbnail, as JPEG at a width that suits each. */
function coverLinks(reader: OpdsReader, manga: Manga): AtomLink[] {
  const cover = (width: number) =>
    catalogHref(reader, `covers/${manga.id}`, { width: String(width) });
  return [
    { rel: "http://opds-spec.org/image", href: cover(600), type: "image/jpeg" },
    { rel: "http://opds-spec.org/image/thumbnail", href: cover(200), type: "image/jpeg" },
  ];
}

/** A title in a list: it leads to the feed of its chapters. */
export function titleEntry(
  siteUrl: string,
  reader: OpdsReader,
  manga: Manga,
  { genres = [], note }: { genres?: string[]; note?: string } = {},
): AtomEntry {
  return {
    id: opdsId(siteUrl, `manga/${manga.id}`),
    title: manga.title,
    updated: manga.updatedAt,
    author: manga.author,
    summary: note ?? manga.description,
    categories: genres,
    links: [
      {
        rel: "subsection",
        href: catalogHref(reader, `titles/${manga.id}`),
        type: ACQUISITION_TYPE,
      },
      ...coverLinks(reader, manga),
    ],
  };
}

export const chapterName = (chapter: Pick<Chapter, "number" | "title">) =>
  `Chapter ${chapter.number}${chapter.title ? `: ${chapter.title}` : ""}`;

/**
 * A chapter of a title's feed: its .cbz (for readers whose plan has downloads) and its pages to
 * stream (PSE 1.2: 0-based page numbers, a width the app chooses, pse:lastRead where the reader
 * stopped in it).
 */
export function chapterEntry(
  siteUrl: string,
  reader: OpdsReader,
  manga: Manga,
  chapter: Chapter & { pageCount: number },
  { canDownload, lastReadPage }: { canDownload: boolean; lastReadPage: number | null },
): AtomEntry {
  const token = reader.token ? `&token=${encodeURIComponent(reader.token)}` : "";
  const stream: AtomLink = {
    rel: PSE_STREAM,
    // A URI template: the app fills in {pageNumber} and {maxWidth}.
    href: `${OPDS_BASE}/pages/${chapter.id}/{pageNumber}?width={maxWidth}${token}`,
    type: "image/jpeg",
    extra: {
      "pse:count": chapter.pageCount,
      ...(lastReadPage !== null && { "pse:lastRead": lastReadPage - 1 }),
    },
  };
  return {
    id: opdsId(siteUrl, `chapter/${chapter.id}`),
    title: chapterName(chapter),
    updated: chapter.releasedAt,
    author: manga.author,
    links: [
      ...(canDownload
        ? [
            {
              rel: "http://opds-spec.org/acquisition",
              href: withToken(reader, `/downloads/chapters/${chapter.id}`),
              type: CBZ_TYPE,
            },
          ]
        : []),
      stream,
      ...coverLinks(reader, manga),
    ],
  };
}
