export interface ArticleHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** A heading's text: its markup without tags, entities decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(Number(name.startsWith("#x") ? `0${name.slice(1)}` : name.slice(1)))
        : (entities[name] ?? entity),
    )
    .trim();

/**
 * The article's h2 and h3 headings, in order. The API gives every one of them an id, so the
 * table of contents can link to them as #anchors. The markup is the API's own (sanitised and
 * serialised by htmlparser2, attributes in double quotes), so a pattern reads it the same on the
 * server, which has no DOMParser, and in the browser.
 */
export function readHeadings(html: string): ArticleHeading[] {
  return [...html.matchAll(/<h([23])\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/gi)].map(
    ([, level, id, inner]) => ({
      id: textOf(id!),
      text: textOf(inner!),
      level: level === "2" ? 2 : 3,
    }),
  );
}
