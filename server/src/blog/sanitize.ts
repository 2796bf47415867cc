import GithubSlugger from "github-slugger";
import { DomUtils, parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

// Article markup an author may use. Everything else (scripts, styles, event handlers, iframes,
// unknown schemes) is dropped; the text inside a dropped tag is kept unless it is a script or style.
const articleOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "em",
    "strong",
    "b",
    "i",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's own <h1> is the article title, so a body's top-level heading becomes an h2.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer" }
        : attribs,
    }),
  },
};

/** Sanitizes a blog post's body and gives every h2/h3 an id, so a table of contents can link to it. */
export function sanitizeBlogHtml(html: string): string {
  return addHeadingIds(sanitizeHtml(html, articleOptions));
}

// An id is the slug of the heading's text ("Why it works" -> "why-it-works"), made unique within
// the post with a -1, -2 suffix; ids the author gave are kept.
function addHeadingIds(html: string): string {
  const document = parseDocument(html);
  const headings = DomUtils.findAll(
    (element) => ["h2", "h3"].includes(element.name),
    document.children,
  );
  const takenIds = new Set(headings.map((heading) => heading.attribs.id).filter(Boolean));
  const slugger = new GithubSlugger();
  for (const heading of headings) {
    if (heading.attribs.id) continue;
    const text = DomUtils.textContent(heading).trim() || "section";
    let id = slugger.slug(text);
    while (takenIds.has(id)) id = slugger.slug(text);
    takenIds.add(id);
    heading.attribs.id = id;
  }
  return DomUtils.getOuterHTML(document.children);
}
