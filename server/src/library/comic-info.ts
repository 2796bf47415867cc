import { escapeMarkup } from "../lib/escape-markup.ts";

/** What a reader app (Komga, Kavita, Tachiyomi/Mihon) shows of an archive: ComicInfo.xml. */
export interface ComicInfo {
  /** the chapter's title; left out for a whole title */
  title?: string;
  series: string;
  /** the chapter number; left out for a whole title */
  number?: number;
  summary: string;
  writer: string;
  penciller?: string;
  genres: string[];
  /** the site's address of the title */
  web: string;
  /** the pages in order; a bookmark marks where a chapter starts in a whole-title archive */
  pages: { bookmark?: string }[];
}

const element = (name: string, value: string | number | undefined) =>
  value === undefined || value === ""
    ? ""
    : `  <${name}>${escapeMarkup(String(value))}</${name}>\n`;

/**
 * ComicInfo.xml in the Anansi Project's schema (v2.0), the de facto metadata file of comic and
 * manga archives. Elements follow the schema's order, which strict readers check.
 */
export function comicInfoXml(info: ComicInfo): string {
  const pages = info.pages
    .map((page, index) => {
      const type = index === 0 ? ` Type="FrontCover"` : "";
      const bookmark = page.bookmark ? ` Bookmark="${escapeMarkup(page.bookmark)}"` : "";
      return `    <Page Image="${index}"${type}${bookmark} />\n`;
    })
    .join("");
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    element("Title", info.title) +
    element("Series", info.series) +
    element("Number", info.number) +
    element("Summary", info.summary) +
    element("Writer", info.writer) +
    element("Penciller", info.penciller) +
    element("Genre", info.genres.join(", ")) +
    element("Web", info.web) +
    element("PageCount", info.pages.length) +
    element("Manga", "Yes") +
    `  <Pages>\n${pages}  </Pages>\n` +
    `</ComicInfo>\n`
  );
}
