import { escapeMarkup } from "../lib/escape-markup.ts";

// The OPDS 1.2 documents (Atom feeds with OPDS's link relations and media types) and the
// OpenSearch description, as text. Every value passes through escapeMarkup; hrefs are root-relative,
// which reader apps resolve against the feed's own address.

export const NAVIGATION_TYPE = "application/atom+xml;profile=opds-catalog;kind=navigation";
export const ACQUISITION_TYPE = "application/atom+xml;profile=opds-catalog;kind=acquisition";
export const OPENSEARCH_TYPE = "application/opensearchdescription+xml";

/** The Page Streaming Extension's namespace and link relation (PSE 1.2). */
export const PSE_NAMESPACE = "http://vaemendis.net/opds-pse/ns";
export const PSE_STREAM = "http://vaemendis.net/opds-pse/stream";

export interface AtomLink {
  rel: string;
  href: string;
  type: string;
  title?: string;
  /** further attributes, already namespaced (pse:count...) */
  extra?: Record<string, string | number>;
}

export interface AtomEntry {
  id: string;
  title: string;
  updated: Date;
  author?: string;
  summary?: string;
  categories?: string[];
  links: AtomLink[];
}

export interface AtomFeed {
  id: string;
  title: string;
  updated: Date;
  links: AtomLink[];
  entries: AtomEntry[];
}

const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeMarkup(String(value))}"`)
    .join("");

const link = ({ rel, href, type, title, extra }: AtomLink) =>
  `<link${attributes({ rel, href, type, title, ...extra })}/>`;

function entry({ id, title, updated, author, summary, categories = [], links }: AtomEntry) {
  return [
    "  <entry>",
    `    <id>${escapeMarkup(id)}</id>`,
    `    <title>${escapeMarkup(title)}</title>`,
    `    <updated>${updated.toISOString()}</updated>`,
    ...(author ? [`    <author><name>${escapeMarkup(author)}</name></author>`] : []),
    ...categories.map((term) => `    <category${attributes({ term, label: term })}/>`),
    ...(summary ? [`    <summary type="text">${escapeMarkup(summary)}</summary>`] : []),
    ...links.map((value) => `    ${link(value)}`),
    "  </entry>",
  ].join("\n");
}

/** An OPDS catalogue feed: its own links (self, start, search, next...) and its entries. */
export function opdsFeed({ id, title, updated, links, entries }: AtomFeed): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:pse="${PSE_NAMESPACE}">
  <id>${escapeMarkup(id)}</id>
  <title>${escapeMarkup(title)}</title>
  <updated>${updated.toISOString()}</updated>
  <author><name>Inkpanel</name></author>
${links.map((value) => `  ${link(value)}`).join("\n")}
${entries.map(entry).join("\n")}
</feed>
`;
}

/** The OpenSearch 1.1 description a reader app reads to search: `template` holds {searchTerms}. */
export const openSearchDescription = (template: string) => `<?xml version="1.0" encoding="utf-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>Inkpanel</ShortName>
  <Description>Search Inkpanel's titles by name or author</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Url${attributes({ type: NAVIGATION_TYPE, template })}/>
</OpenSearchDescription>
`;
