import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "../lib/context.ts";
import { BadArchive, naturalOrder, readArchivePages, type PageReader } from "./archives.ts";
import { addChapter, ChapterNumberTaken } from "./chapters.ts";
import { freeSlug } from "./titles.ts";

// `pnpm library:import DIR`: a folder laid out as self-hosted readers (Komga, Kavita) expect, one
// folder per title holding its chapters as archives ("Chapter 12.cbz") or folders of images.
// What is already there (a title by name, a chapter by number) is skipped: running it again is safe.

const ARCHIVE = /\.(cbz|zip)$/i;
const IMAGE = /\.(jpe?g|png|webp|avif)$/i;

export interface ChapterSource {
  title: string;
  number: number;
  path: string;
  kind: "archive" | "folder";
}

/** "Chapter 12.cbz", "Vol. 2 Ch. 12.5", "012" → 12, 12.5, 12: the number after "ch", else the last one. */
export function chapterNumberOf(name: string): number | null {
  const stem = name.replace(ARCHIVE, "");
  const afterCh = stem.match(/ch(?:apter)?\.?\s*(\d+(?:\.\d+)?)/i);
  const numbers = stem.match(/\d+(?:\.\d+)?/g);
  const found = afterCh?.[1] ?? numbers?.at(-1);
  return found === undefined ? null : Number(found);
}

/** Every chapter under `root`, title by title, in natural order; names without a number are listed apart. */
export async function findChapters(root: string) {
  const chapters: ChapterSource[] = [];
  const unnumbered: string[] = [];
  const titles = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort(naturalOrder);
  for (const title of titles) {
    const entries = (await readdir(path.join(root, title), { withFileTypes: true }))
      .filter((entry) => !entry.name.startsWith("."))
      .sort((a, b) => naturalOrder(a.name, b.name));
    for (const entry of entries) {
      const kind = entry.isDirectory() ? "folder" : ARCHIVE.test(entry.name) ? "archive" : null;
      if (!kind) continue;
      const number = chapterNumberOf(entry.name);
      const where = path.join(root, title, entry.name);
      if (number === null) unnumbered.push(where);
      else chapters.push({ title, number, path: where, kind });
    }
  }
  return { chapters, unnumbered };
}

/** The images of a chapter folder, in natural order of their names. */
const folderPages =
  (folder: string): PageReader =>
  async (onPage) => {
    const names = (await readdir(folder))
      .filter((name) => IMAGE.test(name) && !name.startsWith("."))
      .sort(naturalOrder);
    if (names.length === 0) throw new BadArchive("there is no JPEG, PNG, WebP or AVIF image in it");
    for (const name of names) await onPage({ name, data: await readFile(path.join(folder, name)) });
  };

export interface ImportSummary {
  titlesCreated: number;
  chaptersImported: number;
  chaptersSkipped: number;
  failed: { path: string; reason: string }[];
}

/** Imports every chapter under `root`; `onChapter` hears of each one as it is done. */
export async function importLibrary(
  context: Pick<Context, "db" | "primaryDb" | "storage" | "now" | "events">,
  root: string,
  onChapter: (
    chapter: ChapterSource,
    outcome: "imported" | "skipped" | "failed",
  ) => void = () => {},
): Promise<ImportSummary & { total: number }> {
  const { chapters, unnumbered } = await findChapters(root);
  const summary: ImportSummary = {
    titlesCreated: 0,
    chaptersImported: 0,
    chaptersSkipped: 0,
    failed: unnumbered.map((where) => ({ path: where, reason: "no chapter number in its name" })),
  };
  const mangaIds = new Map<string, string>();
  for (const source of chapters) {
    let mangaId = mangaIds.get(source.title);
    if (!mangaId) {
      const existing = await context.db.manga.findFirst({ where: { title: source.title } });
      const manga =
        existing ??
        (await context.db.manga.create({
          data: {
            title: source.title,
            slug: await freeSlug(context.db, source.title),
            description: "",
            author: "Unknown",
            status: "ONGOING",
          },
        }));
      if (!existing) summary.titlesCreated++;
      mangaId = manga.id;
      mangaIds.set(source.title, mangaId);
    }
    const manga = await context.db.manga.findUniqueOrThrow({ where: { id: mangaId } });
    if (await context.db.chapter.findFirst({ where: { mangaId, number: source.number } })) {
      summary.chaptersSkipped++;
      onChapter(source, "skipped");
      continue;
    }
    try {
      await addChapter(
        context,
        { manga, number: source.number, title: null, releasedAt: context.now },
        source.kind === "archive"
          ? (onPage) => readArchivePages(source.path, onPage)
          : folderPages(source.path),
      );
      summary.chaptersImported++;
      onChapter(source, "imported");
    } catch (error) {
      if (error instanceof ChapterNumberTaken) {
        summary.chaptersSkipped++;
        onChapter(source, "skipped");
        continue;
      }
      if (!(error instanceof BadArchive)) throw error;
      summary.failed.push({ path: source.path, reason: error.message });
      onChapter(source, "failed");
    }
  }
  return { ...summary, total: chapters.length };
}
