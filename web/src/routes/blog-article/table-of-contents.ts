export interface ArticleHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The article's h2 and h3 headings, in order. The API gives every one of them an id, so the
 * table of contents can link to them as #anchors.
 */
export function readHeadings(html: string): ArticleHeading[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll<HTMLHeadingElement>("h2[id], h3[id]")].map((heading) => ({
    id: heading.id,
    text: heading.textContent?.trim() ?? "",
    level: heading.tagName === "H2" ? 2 : 3,
  }));
}
