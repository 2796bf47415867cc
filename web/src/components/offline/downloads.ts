import { browserApolloClient } from "../../apollo/client.ts";
import type { DownloadQuality } from "../../gql/graphql.ts";
import { chapterDataKey, DOWNLOADS_CACHE } from "../../lib/offline-caches.ts";
import { offlineDb, type DownloadedChapter } from "./offline-db.ts";
import { ReaderRouteQuery } from "./reader-route-query.ts";

/** The long side of a page at each download quality (as the .cbz downloads); HIGH is as stored. */
const LONG_SIDE: Record<DownloadQuality, number | null> = { HIGH: null, MEDIUM: 1600, LOW: 1000 };

interface Page {
  imageUrl: string;
  width: number;
  height: number;
}

/**
 * The address to fetch a page from at the reader's download quality. Stored images come in
 * widths that `?w=` picks from; the generated pages have one size.
 */
export function pageVariantUrl(page: Page, quality: DownloadQuality): string {
  const longSide = LONG_SIDE[quality];
  if (!longSide || !page.imageUrl.startsWith("/media/images/")) return page.imageUrl;
  const scale = longSide / Math.max(page.width, page.height);
  if (scale >= 1) return page.imageUrl;
  return `${page.imageUrl}?w=${Math.round(page.width * scale)}`;
}

const listeners = new Set<() => void>();
/** Tells the screens that show downloads that the list changed. */
const changed = () => listeners.forEach((listener) => listener());
export function onDownloadsChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function listDownloads(): Promise<DownloadedChapter[]> {
  const downloads = await (await offlineDb()).getAll("downloads");
  return downloads.sort(
    (a, b) => a.mangaTitle.localeCompare(b.mangaTitle) || a.chapterNumber - b.chapterNumber,
  );
}

/**
 * Stores a chapter on the device: the reader route's answer and every page, at the reader's
 * download quality but under the address the reader shows it at, in a cache nothing expires.
 * Answers the number of the chapter after it, if any, for downloading the next ones.
 */
export async function downloadChapter(
  mangaId: string,
  chapterNumber: number,
  onPage: (done: number, total: number) => void,
): Promise<number | null> {
  const variables = { mangaId, number: chapterNumber };
  const { data } = await browserApolloClient().query({
    query: ReaderRouteQuery,
    variables,
    fetchPolicy: "network-only",
  });
  const chapter = data?.chapter;
  // Not shown as such: the download button says that the download failed.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!chapter) throw new Error(`There is no chapter ${chapterNumber}.`);
  const quality = data.me?.preferences.downloadQuality ?? "HIGH";
  const cache = await caches.open(DOWNLOADS_CACHE);
  let bytes = 0;
  for (const [index, page] of chapter.pages.entries()) {
    const response = await fetch(pageVariantUrl(page, quality));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
    if (!response.ok) throw new Error(`Page ${index + 1} did not download (${response.status}).`);
    const image = await response.blob();
    bytes += image.size;
    await cache.put(page.imageUrl, new Response(image, { headers: typeOf(image) }));
    onPage(index + 1, chapter.pages.length);
  }
  const answer = new Blob([JSON.stringify({ data })], { type: "application/json" });
  bytes += answer.size;
  await cache.put(chapterDataKey(mangaId, chapterNumber), new Response(answer));
  const download: DownloadedChapter = {
    chapterId: chapter.id,
    mangaId,
    mangaTitle: chapter.manga.title,
    chapterNumber: chapter.number,
    chapterTitle: chapter.title ?? null,
    pageUrls: chapter.pages.map((page) => page.imageUrl),
    bytes,
    downloadedAt: new Date().toISOString(),
  };
  await (await offlineDb()).put("downloads", download);
  changed();
  return chapter.next?.number ?? null;
}

const typeOf = (blob: Blob) => ({ "content-type": blob.type || "application/octet-stream" });

/** Removes a downloaded chapter from the device: its pages, its data and its entry. */
export async function deleteDownload(download: DownloadedChapter) {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await Promise.all(download.pageUrls.map((url) => cache.delete(url)));
  await cache.delete(chapterDataKey(download.mangaId, download.chapterNumber));
  await (await offlineDb()).delete("downloads", download.chapterId);
  changed();
}
