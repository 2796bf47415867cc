import type { Prisma } from "../generated/prisma/client.ts";

// Titles and pages for scenarios: what the tests name, over the columns every title needs and no
// test looks at.

/** A title row: the given fields over a description, an author and the ONGOING status. */
export const testTitle = (
  title: Pick<Prisma.MangaCreateInput, "id" | "slug" | "title"> & Partial<Prisma.MangaCreateInput>,
): Prisma.MangaCreateInput => ({
  description: "a test title",
  author: "Test Author",
  status: "ONGOING",
  ...title,
});

/** `count` portrait pages (800x1200), numbered from 1. */
export const testPages = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    width: 800,
    height: 1200,
    layout: 0,
  }));
