import { escapeMarkup } from "../lib/escape-markup.ts";
import type { BlogCategory } from "../generated/prisma/enums.ts";
import { halftone } from "./genre-style.ts";
import {
  FONT_SANS,
  byline,
  displayTextLines,
  fitDisplayText,
  round,
  seededRandom,
  svgDocument,
} from "./svg.ts";

export const BLOG_HERO_WIDTH = 1200;
export const BLOG_HERO_HEIGHT = 630;

export interface BlogHeroData {
  id: string;
  title: string;
  category: BlogCategory;
  authorName: string;
}

// Each category's hue: the same colour every card and hero of that category carries.
const CATEGORY_HUES: Record<BlogCategory, number> = {
  REVIEWS: 352,
  NEWS: 212,
  ANALYSIS: 268,
  DISCUSSION: 152,
  TUTORIALS: 30,
};

/** A 1200x630 hero (also a social preview image): the title over the category's colour. */
export function renderBlogHero({ id, title, category, authorName }: BlogHeroData): string {
  const random = seededRandom(`blog:${id}`);
  const hue = CATEGORY_HUES[category];
  const ink = `hsl(${hue} 50% 10%)`;
  const { lines, fontSize } = fitDisplayText(title, {
    maxWidth: 980,
    maxLines: 3,
    sizes: [96, 80, 66, 54],
  });
  const titleTop = 330 - ((lines.length - 1) * fontSize) / 2;
  const circle = {
    x: round(880 + random() * 200),
    y: round(120 + random() * 200),
    r: round(200 + random() * 90),
  };
  const label = category.charAt(0) + category.slice(1).toLowerCase();

  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 46%)"/><stop offset="1" stop-color="hsl(${hue + 30} 60% 22%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${BLOG_HERO_WIDTH}" height="${BLOG_HERO_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${circle.x}" cy="${circle.y}" r="${circle.r}" fill="hsl(${hue + 20} 90% 66%)" opacity="0.55"/>`,
    halftone({
      width: BLOG_HERO_WIDTH,
      height: BLOG_HERO_HEIGHT,
      focus: circle,
      color: ink,
      random,
    }),
    `<rect x="80" y="72" width="${round(36 + label.length * 13)}" height="44" rx="22" fill="#fff"/>`,
    `<text x="${round(98)}" y="101" font-family="${FONT_SANS}" font-size="20" font-weight="700" letter-spacing="1" fill="hsl(${hue} 60% 32%)">${escapeMarkup(label)}</text>`,
    displayTextLines(lines, { x: 80, y: titleTop, fontSize, fill: "#fff" }),
    byline(authorName, { x: 80, y: 560, fill: "#fff" }),
    `<text x="1120" y="560" text-anchor="end" font-family="${FONT_SANS}" font-size="20" font-weight="700" letter-spacing="6" fill="#fff">INKPANEL BLOG</text>`,
  ].join("");
  return svgDocument(BLOG_HERO_WIDTH, BLOG_HERO_HEIGHT, body);
}
