import { escapeMarkup } from "../lib/escape-markup.ts";
import { motifFor, paletteFor } from "./genre-style.ts";
import {
  FONT_SANS,
  byline,
  displayTextLines,
  fitDisplayText,
  round,
  seededRandom,
  svgDocument,
} from "./svg.ts";

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 900;

export interface CoverData {
  id: string;
  title: string;
  author: string;
  /** name and slug of the title's first genre, which picks the palette and motif */
  mainGenre: { name: string; slug: string } | null;
}

/** A 600x900 cover: palette and motif from the main genre and the id, the title in large type. */
export function renderCover({ id, title, author, mainGenre }: CoverData): string {
  const random = seededRandom(`cover:${id}`);
  const palette = paletteFor(mainGenre?.slug ?? id, random);
  const motif = motifFor(mainGenre?.slug ?? id, random);
  const { lines, fontSize } = fitDisplayText(title, {
    maxWidth: 480,
    maxLines: 4,
    sizes: [104, 88, 74, 62, 52],
  });
  const titleTop = COVER_HEIGHT - 150 - (lines.length - 1) * fontSize;
  const sun = {
    x: round(140 + random() * 320),
    y: round(190 + random() * 200),
    r: round(110 + random() * 70),
  };

  const body = [
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">`,
    `<stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.base}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/>`,
    `<stop offset="0.45" stop-color="${palette.ink}" stop-opacity="0.85"/>`,
    `<stop offset="1" stop-color="${palette.ink}"/></linearGradient>`,
    `</defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${palette.accent}" opacity="0.9"/>`,
    motif({ width: COVER_WIDTH, height: COVER_HEIGHT, focus: sun, color: palette.ink, random }),
    `<rect y="${round(titleTop - 140)}" width="${COVER_WIDTH}" height="${round(COVER_HEIGHT - titleTop + 140)}" fill="url(#shade)"/>`,
    `<rect x="40" y="40" width="520" height="820" fill="none" stroke="${palette.paper}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="60" y="86" font-family="${FONT_SANS}" font-size="18" font-weight="700" letter-spacing="6" fill="${palette.paper}">INKPANEL</text>`,
    mainGenre
      ? `<text x="540" y="86" text-anchor="end" font-family="${FONT_SANS}" font-size="18" letter-spacing="3" fill="${palette.paper}">${escapeMarkup(mainGenre.name.toUpperCase())}</text>`
      : "",
    `<rect x="60" y="${round(titleTop - fontSize - 24)}" width="72" height="8" fill="${palette.accent}"/>`,
    displayTextLines(lines, { x: 60, y: titleTop, fontSize, fill: palette.paper }),
    byline(author, { x: 60, y: COVER_HEIGHT - 96, fill: palette.paper, letterSpacing: 2 }),
  ].join("");
  return svgDocument(COVER_WIDTH, COVER_HEIGHT, body);
}
