import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ARCHIVE_LIMITS, BadArchive, readArchivePages } from "./archives.ts";
import { png, zipOf, zipWithTraversal } from "./publishing.scenarios.ts";

// Each limit against zip bombs, and each path trick, refused before a page is handed on. The
// publishing tests refuse bombs and traversal through the API; here every rule is met one by one.

const folder = mkdtempSync(path.join(tmpdir(), "inkpanel-archives-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
/** The pages' names read from the archive, or the BadArchive message refusing it. */
async function read(archive: Buffer, limits = ARCHIVE_LIMITS) {
  const file = path.join(folder, `${++written}.zip`);
  writeFileSync(file, archive);
  const names: string[] = [];
  try {
    await readArchivePages(file, async ({ name }) => void names.push(name), limits);
    return names;
  } catch (error) {
    if (error instanceof BadArchive) return `refused: ${error.message}`;
    throw error;
  }
}

describe("chapter archives", () => {
  it("give their images in natural order, skipping folders, hidden files and other files", async () => {
    const image = await png(20, 30);
    const names = await read(
      await zipOf({
        "ch/10.jpg": image,
        "ch/2.png": image,
        "ch/.hidden.png": image,
        "__MACOSX/ch/._1.png": image,
        "ch/1.webp": image,
        "ch/notes.txt": "words",
        "ch/extras/": "",
      }),
    );
    expect(names).toEqual(["ch/1.webp", "ch/2.png", "ch/10.jpg"]);
  });

  it("are refused with more entries than allowed, even when they are not images", async () => {
    const files: Record<string, Buffer | string> = Object.fromEntries(
      Array.from({ length: ARCHIVE_LIMITS.entries + 1 }, (_, index) => [`${index}.txt`, ""]),
    );
    files["1.png"] = await png(20, 30);
    // Stored, not deflated: compressing 5,001 entries took seconds on a busy machine.
    expect(await read(await zipOf(files, { compress: false }))).toBe(
      `refused: it has more than ${ARCHIVE_LIMITS.entries} entries`,
    );
  });

  it("are refused with more pages than a chapter has", async () => {
    const image = await png(20, 30);
    const files = Object.fromEntries(
      Array.from({ length: ARCHIVE_LIMITS.pages + 1 }, (_, index) => [`${index}.png`, image]),
    );
    expect(await read(await zipOf(files, { compress: false }))).toMatch(
      /a chapter has at most 1000$/,
    );
  });

  it("are refused when an image compresses too well, is too large, or all are too large together", async () => {
    const image = await png(20, 30);
    expect(await read(await zipOf({ "1.png": Buffer.alloc(1024 * 1024) }))).toMatch(
      /^refused: 1\.png compresses \d+ to 1: a zip bomb/,
    );
    const small = { ...ARCHIVE_LIMITS, imageBytes: image.length - 1 };
    expect(await read(await zipOf({ "1.png": image }), small)).toBe(
      `refused: 1.png is larger than ${image.length - 1} bytes`,
    );
    const twoAtMost = { ...ARCHIVE_LIMITS, totalBytes: 2 * image.length };
    expect(await read(await zipOf({ "1.png": image, "2.png": image }), twoAtMost)).toEqual([
      "1.png",
      "2.png",
    ]);
    expect(
      await read(await zipOf({ "1.png": image, "2.png": image, "3.png": image }), twoAtMost),
    ).toBe(`refused: its images are larger than ${2 * image.length} bytes in all`);
  });

  it("are refused with an entry named outside the archive", async () => {
    const image = await png(20, 30);
    expect(await read(await zipWithTraversal("1.png", image))).toMatch(/^refused: .*\.\.\/1\.png/);
    expect(await read(await zipWithTraversal("1.png", image, true))).toMatch(
      /^refused: .*\/x\/1\.png/,
    );
  });

  it("are refused when they are not zip archives", async () => {
    expect(await read(Buffer.from("plain text"))).toMatch(/^refused: it is not a zip archive/);
  });
});
