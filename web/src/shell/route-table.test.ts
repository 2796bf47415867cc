import { describe, expect, it } from "vitest";
import { navbarLinks } from "../lib/navbar-links.ts";
import { pageStatus } from "../routes/pages/page-directory.ts";
import { routes } from "./route-table.tsx";

describe("the route table", () => {
  it("has a page for every address of the site navigation", () => {
    const missing = Object.values(navbarLinks).filter(
      (route) => pageStatus({ route }, routes) !== "Complete",
    );
    expect(missing).toEqual([]);
  });
});
