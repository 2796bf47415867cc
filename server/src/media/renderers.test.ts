import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { BLOG_HERO_HEIGHT, BLOG_HERO_WIDTH, renderBlogHero } from "./blog-hero.ts";
import { COVER_HEIGHT, COVER_WIDTH, renderCover } from "./cover.ts";
import { renderPage } from "./page.ts";

/** Parses an SVG as strict XML, failing the test on any markup error. */
function parseSvg(svg: string): SVGSVGElement {
  const document = new new JSDOM().window.DOMParser().parseFromString(svg, "image/svg+xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`Not well-formed: ${error.textContent}`);
  return document.documentElement as unknown as SVGSVGElement;
}

const texts = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll("text")].map((text) => text.textContent);

const cover = {
  id: "manga-dragon",
  title: "Dragon Ascendant",
  author: "Mika Tanaka",
  mainGenre: { name: "Action", slug: "action" },
};
const page = {
  chapterId: "chapter-1",
  mangaTitle: "Dragon Ascendant",
  chapterNumber: 12.5,
  pageNumber: 3,
  width: 800,
  height: 1200,
  layout: 2,
};
const hero = {
  id: "post-1",
  title: "Top Action Manga",
  category: "REVIEWS" as const,
  authorName: "Sarah Chen",
};
// Markup characters in user-visible data must come out as text, never as markup.
const hostile = `<script>alert("x")</script> & 'friends'`;

describe("renderCover", () => {
  it("is a 600x900 SVG with the title and author", () => {
    const svg = parseSvg(renderCover(cover));
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual([
      `${COVER_WIDTH}`,
      `${COVER_HEIGHT}`,
    ]);
    expect(texts(svg)).toEqual(["INKPANEL", "ACTION", "DRAGON", "ASCENDANT", "Mika Tanaka"]);
  });

  it("escapes the title and author", () => {
    const svg = parseSvg(
      renderCover({ ...cover, title: hostile, author: hostile, mainGenre: null }),
    );
    expect(svg.querySelector("script")).toBeNull();
    expect(texts(svg).join(" ")).toContain(`<SCRIPT>ALERT("X`); // the title, upper-cased and wrapped
    expect(texts(svg)).toContain(hostile);
  });

  it("draws the same cover for the same data, and another for another id", () => {
    expect(renderCover(cover)).toBe(renderCover(cover));
    expect(renderCover({ ...cover, id: "manga-other" })).not.toBe(renderCover(cover));
  });

  it("fits a very long title in four lines ending in an ellipsis", () => {
    const svg = parseSvg(renderCover({ ...cover, title: "word ".repeat(60) }));
    const titleLines = [...svg.querySelectorAll("text[textLength]")].map(
      (text) => text.textContent ?? "",
    );
    expect(titleLines).toHaveLength(4);
    expect(titleLines.at(-1)).toMatch(/…$/);
  });
});

describe("renderPage", () => {
  it("is exactly the page's size, with title, chapter and page number", () => {
    const svg = parseSvg(renderPage(page));
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["800", "1200"]);
    expect(texts(svg)).toEqual(["Dragon Ascendant · Chapter 12.5", "3"]);
  });

  it("draws the panels of its layout", () => {
    // Layout 2: a wide panel, three side by side, a wide panel.
    expect(parseSvg(renderPage(page)).querySelectorAll("clipPath")).toHaveLength(5);
    // Layouts wrap around: 6 arrangements, so 8 draws layout 2 as well.
    expect(parseSvg(renderPage({ ...page, layout: 8 })).querySelectorAll("clipPath")).toHaveLength(
      5,
    );
  });

  it("draws a wide page as a spread of two facing halves with a fold", () => {
    const svg = parseSvg(renderPage({ ...page, width: 1600, height: 1200 }));
    expect(svg.getAttribute("width")).toBe("1600");
    expect(svg.querySelector("linearGradient#fold")).not.toBeNull();
    // Layout 2 on the left (5 panels), layout 3 on the right (5 panels).
    expect(svg.querySelectorAll("clipPath")).toHaveLength(10);
  });

  it("escapes the manga title", () => {
    const svg = parseSvg(renderPage({ ...page, mangaTitle: "<b>&</b>" }));
    expect(texts(svg)[0]).toBe("<b>&</b> · Chapter 12.5");
  });

  it("draws the same page for the same data", () => {
    expect(renderPage(page)).toBe(renderPage(page));
    expect(renderPage({ ...page, pageNumber: 4 })).not.toBe(renderPage(page));
  });
});

describe("renderBlogHero", () => {
  it("is a 1200x630 SVG with category, title and author", () => {
    const svg = parseSvg(renderBlogHero(hero));
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual([
      `${BLOG_HERO_WIDTH}`,
      `${BLOG_HERO_HEIGHT}`,
    ]);
    expect(texts(svg)).toEqual(["Reviews", "TOP ACTION MANGA", "Sarah Chen", "INKPANEL BLOG"]);
  });

  it("escapes the title and author", () => {
    const svg = parseSvg(renderBlogHero({ ...hero, title: hostile, authorName: hostile }));
    expect(svg.querySelector("script")).toBeNull();
    expect(texts(svg)).toContain(hostile);
  });

  it("draws the same hero for the same data", () => {
    expect(renderBlogHero(hero)).toBe(renderBlogHero(hero));
  });
});
