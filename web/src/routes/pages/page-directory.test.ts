import { describe, expect, it } from "vitest";
import { directoryPages, pageStatus, searchPages } from "./page-directory.ts";

const browse = { name: "Browse", description: "The whole library with filters." };
const docs = { name: "Documentation", description: "Set up and deploy Inkpanel." };

describe("searchPages", () => {
  it("matches the name or the description, ignoring case", () => {
    expect(searchPages([browse, docs], "BROWSE")).toEqual([browse]);
    expect(searchPages([browse, docs], "deploy")).toEqual([docs]);
    expect(searchPages([browse, docs], " ")).toEqual([browse, docs]);
    expect(searchPages([browse, docs], "no such page")).toEqual([]);
  });
});

describe("directoryPages", () => {
  it("lists each route once", () => {
    const routes = directoryPages.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("pageStatus", () => {
  const routes = [
    {
      children: [{ index: true }, { path: "manga/:mangaId" }, { path: "*" }],
    },
  ];

  it("is Complete for a route with a screen, {params} included", () => {
    expect(pageStatus({ route: "/" }, routes)).toBe("Complete");
    expect(pageStatus({ route: "/manga/{id}" }, routes)).toBe("Complete");
  });

  it("is Planned for a route only the not-found screen answers", () => {
    expect(pageStatus({ route: "/dashboard" }, routes)).toBe("Planned");
  });
});
