import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useOwnTestDb } from "../test/database.ts";
import { isFirstViewThisHour } from "./view-counting.ts";

// A database of its own: pruning at a far-off hour would delete the views other files record.
const db = useOwnTestDb("views");
const HOUR = 60 * 60 * 1000;

/** A view of an item of its own, so other files' views never meet these. */
const viewAt = (itemId: string, now: Date, visitor: string = randomUUID()) =>
  isFirstViewThisHour(db, { visitor, kind: "chapter", itemId, now });

const staleRowsOf = (itemId: string) =>
  db.recordedView.count({ where: { itemId, visitor: "stale" } });

async function addStaleRow(itemId: string, hour: Date) {
  await db.recordedView.create({ data: { visitor: "stale", kind: "chapter", itemId, hour } });
}

describe("a view", () => {
  it("counts once per visitor and item in an hour, and again the next hour", async () => {
    const itemId = randomUUID();
    const now = new Date(Date.UTC(2031, 0, 1, 10, 5));
    expect(await viewAt(itemId, now, "ada")).toBe(true);
    expect(await viewAt(itemId, new Date(now.getTime() + 20 * 60 * 1000), "ada")).toBe(false);
    expect(await viewAt(itemId, now, "ben")).toBe(true);
    expect(await viewAt(itemId, new Date(now.getTime() + HOUR), "ada")).toBe(true);
  });

  it("prunes rows older than the last hour once an hour, not on every view", async () => {
    const itemId = randomUUID();
    const hour = new Date(Date.UTC(2032, 5, 1, 8));
    await addStaleRow(itemId, new Date(hour.getTime() - 2 * HOUR));
    await viewAt(itemId, hour);
    expect(await staleRowsOf(itemId)).toBe(0);

    await addStaleRow(itemId, new Date(hour.getTime() - 3 * HOUR));
    await viewAt(itemId, new Date(hour.getTime() + 10 * 60 * 1000));
    expect(await staleRowsOf(itemId)).toBe(1); // kept until the next hour's first view

    await viewAt(itemId, new Date(hour.getTime() + HOUR));
    expect(await staleRowsOf(itemId)).toBe(0);
  });
});
