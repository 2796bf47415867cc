import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { queryRows } from "../lib/db.ts";
import { useOwnTestDb } from "../test/database.ts";
import { insertFreePlan } from "../test/readers.ts";
import { recommendationPicksSql } from "./service.ts";

// What PostgreSQL reads to pick a reader's recommendations, from the plan it ran (EXPLAIN ANALYZE):
// the page's worth of titles by an index, not the whole library, whatever the reader has read.

const db = useOwnTestDb("recplans_");
// enough titles for PostgreSQL to read them in the index's order, as it does on a large library
const TITLES = 3000;
const GENRES = 10;
const SIZE = 12;

beforeAll(async () => {
  await insertFreePlan(db);
  await db.genre.createMany({
    data: Array.from({ length: GENRES }, (_, index) => ({
      id: `plan-genre-${index}`,
      slug: `plan-${index}`,
      name: `Plan ${index}`,
      description: "",
    })),
  });
  await db.manga.createMany({
    data: Array.from({ length: TITLES }, (_, index) => ({
      id: `plan-title-${index}`,
      slug: `plan-title-${index}`,
      title: `Plan Title ${index}`,
      description: "",
      author: "A. Uthor",
      status: "ONGOING" as const,
      weekViews: index,
    })),
  });
  await db.mangaGenre.createMany({
    // two genres each
    data: Array.from({ length: TITLES }, (_, index) =>
      [index, index + 3].map((genre) => ({
        mangaId: `plan-title-${index}`,
        genreId: `plan-genre-${genre % GENRES}`,
      })),
    ).flat(),
  });
  await db.user.create({
    data: { id: "new-reader", email: "new@example.com", name: "New", planId: "free" },
  });
  await db.$executeRaw`ANALYZE "Manga", "MangaGenre", "Genre"`;
});

interface PlanNode {
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

/** The rows each plan node on "Manga" read, in all. */
function mangaRowsRead(node: PlanNode): number {
  const own = node["Relation Name"] === "Manga" ? node["Actual Rows"] * node["Actual Loops"] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + mangaRowsRead(child), 0);
}

describe("a new reader's recommendations", () => {
  it("read a page's worth of titles, not the library", async () => {
    const picks = recommendationPicksSql("new-reader", SIZE);
    const ids = await queryRows<{ id: string }>(db, picks);
    // this week's most viewed, as no signal says more
    expect(ids).toHaveLength(3 * SIZE);
    const [explained] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      db,
      Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${picks}`,
    );
    expect(mangaRowsRead(explained!["QUERY PLAN"][0].Plan)).toBeLessThanOrEqual(3 * SIZE + SIZE);
  });
});
