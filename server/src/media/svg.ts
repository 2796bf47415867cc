import { escapeMarkup } from "../lib/escape-markup.ts";

// Small building blocks shared by the cover, page and blog-hero renderers.

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}

/**
 * A pseudo-random generator seeded from a string, so an image drawn from the same data is the
 * same image every time (FNV-1a hash as the seed of mulberry32).
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Rounds a coordinate so the markup stays short and identical across runs. */
export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Breaks text into at most maxLines lines of about maxChars characters, at spaces where it can;
 * the last line ends in an ellipsis when text is left over.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] as string;
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

/** Text lines stacked downwards from baseline y. */
export function textLines(
  lines: string[],
  {
    x,
    y,
    lineHeight,
    attributes,
  }: { x: number; y: number; lineHeight: number; attributes: string },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${round(y + index * lineHeight)}" ${attributes}>${escapeMarkup(line)}</text>`,
    )
    .join("");
}

export const FONT_SANS = "'Helvetica Neue',Arial,'Liberation Sans','DejaVu Sans',sans-serif";

/** The author's name on one line of at most 40 characters, the way covers and heroes sign it. */
export function byline(
  author: string,
  { x, y, fill, letterSpacing }: { x: number; y: number; fill: string; letterSpacing?: number },
): string {
  const spacing = letterSpacing === undefined ? "" : ` letter-spacing="${letterSpacing}"`;
  return textLines(wrapText(author, 40, 1), {
    x,
    y,
    lineHeight: 0,
    attributes: `font-family="${FONT_SANS}" font-size="26"${spacing} fill="${fill}" fill-opacity="0.9"`,
  });
}
export const FONT_DISPLAY =
  "'Arial Narrow','Liberation Sans Narrow','Roboto Condensed',Impact,'DejaVu Sans Condensed',sans-serif";
// Average advance of a bold capital in the condensed display face, in ems.
const DISPLAY_LETTER_WIDTH = 0.52;

/**
 * Display type (upper-cased) at the largest of sizes where all of it fits in maxLines lines
 * of maxWidth; at the smallest size, the last line ends in an ellipsis when it still does not fit.
 */
export function fitDisplayText(
  text: string,
  { maxWidth, maxLines, sizes }: { maxWidth: number; maxLines: number; sizes: number[] },
): { lines: string[]; fontSize: number } {
  const words = text.toUpperCase().trim().replace(/\s+/g, " ");
  const wrapAt = (fontSize: number) =>
    wrapText(words, Math.floor(maxWidth / (fontSize * DISPLAY_LETTER_WIDTH)), maxLines);
  for (const fontSize of sizes) {
    const lines = wrapAt(fontSize);
    if (lines.join(" ") === words) return { lines, fontSize };
  }
  const fontSize = sizes[sizes.length - 1] ?? 16;
  return { lines: wrapAt(fontSize), fontSize };
}

/**
 * Display lines, each squeezed to its estimated width: the viewer's fonts are unknown, and this way
 * a title never runs off the image whichever face draws it.
 */
export function displayTextLines(
  lines: string[],
  { x, y, fontSize, fill }: { x: number; y: number; fontSize: number; fill: string },
): string {
  const lineHeight = fontSize * 0.98;
  return lines
    .map((line, index) => {
      const width = round(line.length * fontSize * DISPLAY_LETTER_WIDTH);
      return (
        `<text x="${x}" y="${round(y + index * lineHeight)}" textLength="${width}" lengthAdjust="spacingAndGlyphs" ` +
        `font-family="${FONT_DISPLAY}" font-size="${fontSize}" font-weight="700" fill="${fill}">${escapeMarkup(line)}</text>`
      );
    })
    .join("");
}
