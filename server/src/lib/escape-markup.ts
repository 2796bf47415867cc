// One escape for every text the server writes into markup: SVG, Atom XML and HTML mail. The five
// characters that can end a text node or a quoted attribute become entities valid in all three.

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` safe inside a text node or a quoted attribute of HTML, XML or SVG. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
