import { z } from "zod";
import type { Manga, ReadingProgress } from "../generated/prisma/client.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import {
  cursorParts,
  cursorShape,
  pageRequest,
  type Connection,
  type PageRequest,
} from "../lib/pagination.ts";
import { releasedBy } from "../catalog/released.ts";
import { recordHistory, type PageTurn } from "./history.ts";

// The signed-in reader's favorites, saved titles, blog likes and reading progress.

async function assertMangaExists(db: Db, mangaId: string) {
  if (!(await db.manga.count({ where: { id: mangaId } }))) {
    throw badUserInput("mangaId", `there is no manga with id "${mangaId}"`);
  }
}

/**
 * Removes the reader's row if there is one, or adds it; answers whether it exists now. Adding
 * skips a duplicate, so a double click racing itself ends with one row.
 */
async function toggleRow(
  remove: () => Promise<{ count: number }>,
  add: () => Promise<unknown>,
): Promise<boolean> {
  if ((await remove()).count > 0) return false;
  await add();
  return true;
}

/** Adds the title to the reader's favorites, or removes it; answers whether it is one now. */
export async function toggleFavorite(context: Context, mangaId: string): Promise<boolean> {
  const { db, now } = context;
  const key = { userId: requireViewer(context).id, mangaId };
  await assertMangaExists(db, mangaId);
  return toggleRow(
    () => db.favorite.deleteMany({ where: key }),
    () => db.favorite.createMany({ data: [{ ...key, createdAt: now }], skipDuplicates: true }),
  );
}

/** Saves (follows) the title, or unsaves it; answers whether it is saved now. */
export async function toggleSave(context: Context, mangaId: string): Promise<boolean> {
  const { db, now } = context;
  const key = { userId: requireViewer(context).id, mangaId };
  await assertMangaExists(db, mangaId);
  return toggleRow(
    () => db.savedManga.deleteMany({ where: key }),
    () => db.savedManga.createMany({ data: [{ ...key, createdAt: now }], skipDuplicates: true }),
  );
}

/** Likes the post, or takes the like back; answers the post's like count after the change. */
export async function toggleBlogLike(context: Context, postId: string): Promise<number> {
  const { db, now } = context;
  const key = { userId: requireViewer(context).id, postId };
  if (!(await db.blogPost.count({ where: { id: postId } }))) {
    throw badUserInput("postId", `there is no blog post with id "${postId}"`);
  }
  await toggleRow(
    () => db.blogLike.deleteMany({ where: key }),
    () => db.blogLike.createMany({ data: [{ ...key, createdAt: now }], skipDuplicates: true }),
  );
  return db.blogLike.count({ where: { postId } });
}

/**
 * Moves the reader's place in the chapter's manga to this page, and stores the page turn as a
 * reading event (streaks, chapters and hours are computed from those) and in the history. A turn
 * sent late (read offline, `readAt` in the past) moves the place only if no later turn is stored,
 * from this device or another: the newest position wins, and the history keeps the furthest page.
 */
export function recordReading(
  context: Context,
  args: { chapterId: string; page: number; readAt?: Date | null },
): Promise<ReadingProgress> {
  return recordReadingOf(context.db, requireViewer(context).id, args, context.now);
}

/** recordReading for a reader known by id: the OPDS catalogue's page streaming reads through it. */
export async function recordReadingOf(
  db: Db,
  userId: string,
  args: { chapterId: string; page: number; readAt?: Date | null },
  now: Date,
): Promise<ReadingProgress> {
  const chapter = await db.chapter.findFirst({
    where: { id: args.chapterId, ...releasedBy(now) },
    include: { _count: { select: { pages: true } } },
  });
  if (!chapter) throw badUserInput("chapterId", `there is no chapter with id "${args.chapterId}"`);
  const pageCount = chapter._count.pages;
  if (!Number.isInteger(args.page) || args.page < 1 || args.page > pageCount) {
    throw badUserInput("page", `must be between 1 and ${pageCount}, got ${args.page}`);
  }
  // A device's clock ahead of the server's cannot put a turn in the future.
  const readAt = args.readAt && args.readAt < now ? args.readAt : now;
  const turn = { userId, mangaId: chapter.mangaId, chapterId: chapter.id, page: args.page, readAt };
  await db.$transaction([
    movePlace(db, turn),
    db.readingEvent.create({ data: turn, select: { id: true } }),
    recordHistory(db, turn),
  ]);
  return db.readingProgress.findUniqueOrThrow({
    where: { userId_mangaId: { userId, mangaId: chapter.mangaId } },
  });
}

/** The statement that moves the reader's place in the manga, unless a later turn moved it already. */
function movePlace(db: Db, turn: PageTurn) {
  return db.$executeRaw`
    INSERT INTO "ReadingProgress" ("userId", "mangaId", "chapterId", "page", "updatedAt")
    VALUES (${turn.userId}, ${turn.mangaId}, ${turn.chapterId}, ${turn.page},
      ${turn.readAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    ON CONFLICT ("userId", "mangaId") DO UPDATE
    SET "chapterId" = EXCLUDED."chapterId", "page" = EXCLUDED."page", "updatedAt" = EXCLUDED."updatedAt"
    WHERE "ReadingProgress"."updatedAt" <= EXCLUDED."updatedAt"`;
}

// The lists go newest first, resuming after the cursor's (time, manga id).
type ListPosition = { time: string; mangaId: string };
const listCursor = (list: string) =>
  cursorShape(list, z.object({ time: cursorParts.time, mangaId: cursorParts.id }));
const favoritesCursor = listCursor("favorites");
const savedCursor = listCursor("saved");
const progressCursor = listCursor("continue-reading");
type ListArgs = { first?: number | null; after?: string | null };

function pastPosition(after: ListPosition | null, timeField: "createdAt" | "updatedAt") {
  if (!after) return {};
  const time = new Date(after.time);
  return {
    OR: [{ [timeField]: { lt: time } }, { [timeField]: time, mangaId: { gt: after.mangaId } }],
  };
}

type MangaLink = { createdAt: Date; mangaId: string; manga: Manga };

/** The connection of the linked titles, each at the time it was linked. */
const mangaConnection = (
  page: PageRequest<ListPosition>,
  links: MangaLink[],
  totalCount: () => Promise<number>,
) =>
  page.connection(
    links.map((link) =>
      page.edge({ time: link.createdAt.toISOString(), mangaId: link.mangaId }, link.manga),
    ),
    totalCount,
  );

/** The reader's favorites, most recently added first. */
export async function favoritesOf(
  db: Db,
  userId: string,
  args: ListArgs,
): Promise<Connection<Manga>> {
  const page = pageRequest(args, favoritesCursor);
  const favorites = await db.favorite.findMany({
    where: { userId, ...pastPosition(page.after, "createdAt") },
    orderBy: [{ createdAt: "desc" }, { mangaId: "asc" }],
    include: { manga: true },
    take: page.take,
  });
  return mangaConnection(page, favorites, () => db.favorite.count({ where: { userId } }));
}

/** The titles the reader saved, most recently saved first. */
export async function savedOf(db: Db, userId: string, args: ListArgs): Promise<Connection<Manga>> {
  const page = pageRequest(args, savedCursor);
  const saves = await db.savedManga.findMany({
    where: { userId, ...pastPosition(page.after, "createdAt") },
    orderBy: [{ createdAt: "desc" }, { mangaId: "asc" }],
    include: { manga: true },
    take: page.take,
  });
  return mangaConnection(page, saves, () => db.savedManga.count({ where: { userId } }));
}

/** Where the reader is in each title they started, most recently read first. */
export async function continueReading(
  db: Db,
  userId: string,
  args: ListArgs,
): Promise<Connection<ReadingProgress>> {
  const page = pageRequest(args, progressCursor);
  const rows = await db.readingProgress.findMany({
    where: { userId, ...pastPosition(page.after, "updatedAt") },
    orderBy: [{ updatedAt: "desc" }, { mangaId: "asc" }],
    take: page.take,
  });
  const edges = rows.map((progress) =>
    page.edge({ time: progress.updatedAt.toISOString(), mangaId: progress.mangaId }, progress),
  );
  return page.connection(edges, () => db.readingProgress.count({ where: { userId } }));
}
