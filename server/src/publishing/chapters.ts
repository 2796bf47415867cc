import { randomUUID } from "node:crypto";
import DataLoader from "dataloader";
import type { Chapter, Manga } from "../generated/prisma/client.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import { domainEvent } from "../lib/events.ts";
import { countPerKey, groupByKeys } from "../lib/loaders.ts";
import { BadArchive, readArchivePages, type PageReader } from "./archives.ts";
import { requireAdmin } from "./admins.ts";
import { storeImage, UnreadableImage, type ImageSize } from "./images.ts";
import { folderOf, withLocalCopy } from "./stored-files.ts";
import { discardUpload, markUploadUsed, receivedUpload, uploadKey } from "./uploads.ts";

// Publishing a chapter, all or nothing: every page is read and stored first, then one transaction
// adds the chapter and its pages; on any failure the stored files are removed.

export interface PublishChapterInput {
  mangaId: string;
  number: number;
  title?: string | null;
  uploadId: string;
  releaseAt?: Date | null;
}

export class ChapterNumberTaken extends Error {}

/** A chapter was added, out at `releasedAt`; `publisherId` published it (null for an import). */
export const chapterAdded = domainEvent<{
  chapterId: string;
  releasedAt: Date;
  publisherId: string | null;
}>("chapter-added");

/**
 * Adds chapter `number` of `manga` with the pages `readPages` gives (in order), released at
 * `releasedAt`; `inTransaction` runs in the transaction that adds it. Throws BadArchive for pages
 * that are not images, ChapterNumberTaken when the title has that number.
 */
export async function addChapter(
  context: Pick<Context, "db" | "primaryDb" | "storage" | "events">,
  chapter: { manga: Manga; number: number; title: string | null; releasedAt: Date },
  readPages: PageReader,
  options: { publisherId?: string; inTransaction?: (tx: Pick<Db, "upload">) => Promise<void> } = {},
): Promise<Chapter> {
  const folder = `pages/${randomUUID()}/`;
  const pages: (ImageSize & { number: number; imageKey: string })[] = [];
  let added: Chapter;
  try {
    await readPages(async ({ name, data }) => {
      const imageKey = `${folder}${pages.length + 1}`;
      try {
        const size = await storeImage(context.storage, imageKey, data);
        pages.push({ number: pages.length + 1, imageKey, ...size });
      } catch (error) {
        if (error instanceof UnreadableImage) throw new BadArchive(`${name}: ${error.message}`);
        throw error;
      }
    });
    added = await context.db.$transaction(async (tx) => {
      await options.inTransaction?.(tx);
      const created = await tx.chapter.create({
        data: {
          mangaId: chapter.manga.id,
          number: chapter.number,
          title: chapter.title,
          releasedAt: chapter.releasedAt,
        },
      });
      await tx.page.createMany({
        data: pages.map(({ number, width, height, imageKey }) => ({
          chapterId: created.id,
          number,
          width,
          height,
          imageKey,
          layout: 0,
        })),
      });
      return created;
    });
  } catch (error) {
    await context.storage.deletePrefix(folder);
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ChapterNumberTaken();
    }
    throw error;
  }
  // Out now or at its time: following's release job brings the title's newest-chapter time up to
  // date and notifies its followers then (server/src/following/releases.ts).
  await context.events.publish(chapterAdded, {
    chapterId: added.id,
    releasedAt: added.releasedAt,
    publisherId: options.publisherId ?? null,
  });
  return added;
}

export async function publishChapter(
  context: Context,
  input: PublishChapterInput,
): Promise<Chapter> {
  const admin = await requireAdmin(context);
  const manga = await context.db.manga.findFirst({
    where: { OR: [{ id: input.mangaId }, { slug: input.mangaId }] },
  });
  if (!manga) throw badUserInput("mangaId", `there is no title with id or slug "${input.mangaId}"`);
  if (!Number.isFinite(input.number) || input.number < 0 || input.number > 100_000) {
    throw badUserInput("number", "must be a chapter number from 0 to 100000");
  }
  const numberTaken = () =>
    badUserInput("number", `${manga.title} already has a chapter ${input.number}`);
  if (await context.db.chapter.findFirst({ where: { mangaId: manga.id, number: input.number } })) {
    throw numberTaken();
  }
  const title = input.title?.trim() || null;
  if (title && title.length > 200) throw badUserInput("title", "must be at most 200 characters");
  const upload = await receivedUpload(context, input.uploadId, "CHAPTER_ARCHIVE", "uploadId");

  let chapter: Chapter;
  try {
    chapter = await addChapter(
      context,
      { manga, number: input.number, title, releasedAt: input.releaseAt ?? context.now },
      (onPage) =>
        withLocalCopy(context.storage, uploadKey(upload.id), (file) =>
          readArchivePages(file, onPage),
        ),
      {
        publisherId: admin.id,
        inTransaction: async (tx) => {
          if (!(await markUploadUsed(tx, upload.id, context.now))) {
            throw badUserInput("uploadId", "this upload has been published already");
          }
        },
      },
    );
  } catch (error) {
    if (error instanceof BadArchive) {
      await discardUpload(context, upload.id);
      throw badUserInput("uploadId", `the archive was refused: ${error.message}`);
    }
    if (error instanceof ChapterNumberTaken) throw numberTaken();
    throw error;
  }
  await context.storage.deletePrefix(uploadKey(upload.id));
  return chapter;
}

/** Removes the chapter, its pages and their stored images. */
export async function deleteChapter(context: Context, id: string): Promise<boolean> {
  await requireAdmin(context);
  const pages = await context.db.page.findMany({
    where: { chapterId: id },
    select: { imageKey: true },
  });
  const { count } = await context.db.chapter.deleteMany({ where: { id } });
  if (count === 0) throw badUserInput("id", `there is no chapter with id "${id}"`);
  const folders = new Set(
    pages.flatMap((page) => (page.imageKey ? [folderOf(page.imageKey)] : [])),
  );
  for (const folder of folders) await context.storage.deletePrefix(folder);
  return true;
}

/**
 * Each title's chapters, scheduled ones included, highest number first: one query (and one admin
 * check) for a whole list of titles.
 */
const allChaptersLoader = (context: Context) =>
  new DataLoader<string, Chapter[]>(async (mangaIds) => {
    await requireAdmin(context);
    const chapters = await context.db.chapter.findMany({
      where: { mangaId: { in: [...mangaIds] } },
      orderBy: { number: "desc" },
    });
    return groupByKeys(mangaIds, chapters, (chapter) => chapter.mangaId);
  });

/** Every chapter of the title, scheduled ones included, highest number first (admins only). */
export function allChaptersOfManga(context: Context, mangaId: string): Promise<Chapter[]> {
  return context.loader(allChaptersLoader).load(mangaId);
}

const chapterCounts = countPerKey("Chapter", "mangaId");

/** Counts every title's chapters, scheduled ones included, in one statement per list. */
const allChapterCountLoader = (context: Context) =>
  new DataLoader<string, number>(async (mangaIds) => {
    await requireAdmin(context);
    return context.loader(chapterCounts).loadMany(mangaIds) as Promise<number[]>;
  });

/** How many chapters the title has, scheduled ones included (admins only): the admin list's. */
export function allChapterCountOfManga(context: Context, mangaId: string): Promise<number> {
  return context.loader(allChapterCountLoader).load(mangaId);
}
