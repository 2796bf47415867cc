import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvents } from "../app/events.ts";
import { DiskStorage } from "../storage/disk-storage.ts";
import { useOwnTestDb } from "../test/database.ts";
import { chapterNumberOf, importLibrary } from "./library-import.ts";
import { png, zipOf } from "./publishing.scenarios.ts";

// Titles made here would show in other files' whole-library lists: a database of its own.
const db = useOwnTestDb("inkimport_");
const folder = mkdtempSync(path.join(tmpdir(), "inkpanel-library-"));
const library = path.join(folder, "library");
const storage = new DiskStorage(path.join(folder, "media"));
const context = () => ({ db, primaryDb: db, storage, now: new Date(), events: domainEvents(db) });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeAll(async () => {
  const title = path.join(library, "Import Test Lanterns");
  mkdirSync(path.join(title, "Chapter 2"), { recursive: true });
  writeFileSync(path.join(title, "Chapter 1.cbz"), await zipOf({ "1.png": await png(300, 450) }));
  writeFileSync(path.join(title, "Chapter 2", "10.png"), await png(320, 480));
  writeFileSync(path.join(title, "Chapter 2", "9.png"), await png(300, 450));
  writeFileSync(path.join(title, "Chapter 3.cbz"), "not a zip");
  writeFileSync(path.join(title, "notes.txt"), "ignored");
});

describe("pnpm library:import", { timeout: 60_000 }, () => {
  it("reads chapter numbers from names as people write them", () => {
    expect(chapterNumberOf("Chapter 12.cbz")).toBe(12);
    expect(chapterNumberOf("Vol. 2 Ch. 12.5.cbz")).toBe(12.5);
    expect(chapterNumberOf("012")).toBe(12);
    expect(chapterNumberOf("Extras.cbz")).toBeNull();
  });

  it("imports titles and chapters from archives and folders, refuses a bad one, and skips them all the second time", async () => {
    const first = await importLibrary(context(), library);
    expect(first).toMatchObject({
      total: 3,
      titlesCreated: 1,
      chaptersImported: 2,
      chaptersSkipped: 0,
    });
    expect(first.failed).toEqual([
      {
        path: path.join(library, "Import Test Lanterns", "Chapter 3.cbz"),
        reason: expect.stringMatching(/not a zip/),
      },
    ]);
    const manga = await db.manga.findFirstOrThrow({
      where: { title: "Import Test Lanterns" },
      include: {
        chapters: {
          orderBy: { number: "asc" },
          include: { pages: { orderBy: { number: "asc" } } },
        },
      },
    });
    expect(manga.slug).toBe("import-test-lanterns");
    expect(
      manga.chapters.map((chapter) => [chapter.number, chapter.pages.map((page) => page.width)]),
    ).toEqual([
      [1, [300]],
      [2, [300, 320]],
    ]);

    const second = await importLibrary(context(), library);
    expect(second).toMatchObject({ titlesCreated: 0, chaptersImported: 0, chaptersSkipped: 2 });
    expect(await db.chapter.count({ where: { mangaId: manga.id } })).toBe(2);
  });
});
