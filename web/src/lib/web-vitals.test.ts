import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTemplate } from "./web-vitals.ts";

// Shaped like the app's route table: a pathless root and layout, absolute and relative paths.
const routes: RouteObject[] = [
  {
    children: [
      { path: "/manga/:mangaId/chapter/:chapterNumber" },
      {
        children: [
          { index: true },
          { path: "manga/:mangaId" },
          { path: "admin/titles/:mangaId" },
          { path: "*" },
        ],
      },
    ],
  },
];
const templateOf = (url: string) => routeTemplate(matchRoutes(routes, url) ?? []);

describe("routeTemplate", () => {
  it("names a page by its route's template, never by its URL", () => {
    expect(templateOf("/")).toBe("/");
    expect(templateOf("/manga/one-piece")).toBe("/manga/:mangaId");
    expect(templateOf("/manga/one-piece/chapter/12")).toBe(
      "/manga/:mangaId/chapter/:chapterNumber",
    );
    expect(templateOf("/admin/titles/abc")).toBe("/admin/titles/:mangaId");
  });

  it("counts a page no route knows as other", () => {
    expect(templateOf("/no/such/page")).toBe("other");
  });
});
