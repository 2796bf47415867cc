import { z } from "zod";
import {
  Prisma,
  type Chapter,
  type Manga,
  type ReadingProgress,
} from "../generated/prisma/client.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { Context } from "../lib/context.ts";
import { queryRows, sqlInteger, type Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import {
  cursorParts,
  cursorShape,
  pageRequest,
  type Connection,
  type PageRequest,
} from "../lib/pagination.ts";
import { releasedBy } from "../catalog/released.ts";
import {
  cardColumns,
  cardMangaColumns,
  chapterOfJson,
  readCards,
  wholeMangaColumns,
  type CardColumns,
  type ChapterJson,
  type MangaCard,
  type MangaCards,
} from "../catalog/cards.ts";
import { chapterPositionColumns, type ChapterPosition } from "./loaders.ts";
import { oneRow } from "./one-row.ts";
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

/**
 * Puts the title in the reader's favorites (`on`) or takes it out, whatever it was: a form the
 * browser sends itself says which it asks for, so sending it twice does not undo it.
 */
export async function setFavorite(context: Context, mangaId: string, on: boolean): Promise<void> {
  const key = { userId: requireViewer(context).id, mangaId };
  await assertMangaExists(context.db, mangaId);
  const row = { data: [{ ...key, createdAt: context.now }], skipDuplicates: true };
  await (on ? context.db.favorite.createMany(row) : context.db.favorite.deleteMany({ where: key }));
}

/** Saves (follows) the title (`on`) or unsaves it, whatever it was, as setFavorite does. */
export async function setSaved(context: Context, mangaId: string, on: boolean): Promise<void> {
  const key = { userId: requireViewer(context).id, mangaId };
  await assertMangaExists(context.db, mangaId);
  const row = { data: [{ ...key, createdAt: context.now }], skipDuplicates: true };
  await (on
    ? context.db.savedManga.createMany(row)
    : context.db.savedManga.deleteMany({ where: key }));
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

// The lists go newest first, resuming after the cursor's (time, manga id). Each page is one
// statement through the pool, with what its items show (see the resolvers' prime functions).
type ListPosition = { time: string; mangaId: string };
const listCursor = (list: string) =>
  cursorShape(list, z.object({ time: cursorParts.time, mangaId: cursorParts.id }));
const favoritesCursor = listCursor("favorites");
const savedCursor = listCursor("saved");
const progressCursor = listCursor("continue-reading");
type ListArgs = { first?: number | null; after?: string | null };

/** SQL: the rows of `alias` past the cursor's position, newest first by `timeColumn`. */
function pastPosition(alias: string, timeColumn: string, after: ListPosition | null) {
  if (!after) return Prisma.empty;
  const time = Prisma.raw(`${alias}."${timeColumn}"`);
  const mangaId = Prisma.raw(`${alias}."mangaId"`);
  const at = new Date(after.time);
  return Prisma.sql`AND (${time} < ${at} OR (${time} = ${at} AND ${mangaId} > ${after.mangaId}))`;
}

/** The tables of the lists of linked titles. */
const linkTables = {
  favorites: { table: Prisma.raw('"Favorite"'), cursor: favoritesCursor },
  saved: { table: Prisma.raw('"SavedManga"'), cursor: savedCursor },
};
type LinkList = keyof typeof linkTables;

/** A page of the reader's linked titles (`columns` of Manga `m`), each with the time it was linked. */
async function linkedTitles<Row>(
  db: Db,
  list: LinkList,
  userId: string,
  page: PageRequest<ListPosition>,
  columns: Prisma.Sql,
): Promise<(Row & { linkedAt: Date })[]> {
  return queryRows<Row & { linkedAt: Date }>(
    db,
    Prisma.sql`SELECT l."createdAt" AS "linkedAt", ${columns}
      FROM ${linkTables[list].table} l CROSS JOIN LATERAL ${oneRow("Manga", "m", 'l."mangaId"')}
      WHERE l."userId" = ${userId} ${pastPosition("l", "createdAt", page.after)}
      ORDER BY l."createdAt" DESC, l."mangaId" LIMIT ${sqlInteger(page.take)}`,
  );
}

/** The edges of linked titles, each at the time it was linked. */
const linkEdges = <Title extends { id: string }>(
  page: PageRequest<ListPosition>,
  links: { linkedAt: Date; title: Title }[],
) =>
  links.map(({ linkedAt, title }) =>
    page.edge({ time: linkedAt.toISOString(), mangaId: title.id }, title),
  );

/**
 * The reader's favorites (most recently added first) or saved titles (most recently saved
 * first), with their cards (for primeMangaCards).
 */
export async function linkedCards(
  db: Db,
  list: LinkList,
  userId: string,
  args: ListArgs,
  totalCount: () => Promise<number>,
): Promise<{ connection: Connection<MangaCard> } & MangaCards> {
  const page = pageRequest(args, linkTables[list].cursor);
  const links = await linkedTitles<MangaCard & CardColumns>(
    db,
    list,
    userId,
    page,
    Prisma.sql`${cardMangaColumns("m")}, ${cardColumns("m")}`,
  );
  const { rows, ...cards } = readCards(links.map(({ linkedAt: _, ...title }) => title));
  const edges = linkEdges(
    page,
    rows.map((title, index) => ({ linkedAt: links[index]!.linkedAt, title })),
  );
  return { connection: page.connection(edges, totalCount), ...cards };
}

/** The reader's favorites, most recently added first, as whole rows (the OPDS feed's). */
export async function favoritesOf(
  db: Db,
  userId: string,
  args: ListArgs,
): Promise<Connection<Manga>> {
  const page = pageRequest(args, favoritesCursor);
  const links = await linkedTitles<Manga>(db, "favorites", userId, page, wholeMangaColumns("m"));
  const edges = linkEdges(
    page,
    links.map(({ linkedAt, ...title }) => ({ linkedAt, title })),
  );
  return page.connection(edges, () => db.favorite.count({ where: { userId } }));
}

/** A place in the reader's list, with its title's card and its chapter, read with it. */
export interface ListedProgress extends ReadingProgress {
  listed: { manga: MangaCard; chapter: Chapter; position: ChapterPosition };
}

/** A place's columns as readingPlaces reads them: its time renamed, as its title has an updatedAt. */
type PlaceColumns = Omit<ReadingProgress, "updatedAt"> & {
  placeUpdatedAt: Date;
  placeChapter: ChapterJson;
};

/**
 * A page of the reader's places, most recently read first, each read in the same statement with
 * its chapter and `columns` (of its title `m` and chapter `c`); `node` makes each one's node.
 */
async function readingPlaces<Row, Node>(
  db: Db,
  userId: string,
  args: ListArgs,
  columns: Prisma.Sql,
  node: (place: ReadingProgress, chapter: Chapter, row: Row) => Node,
  totalCount: () => Promise<number>,
): Promise<Connection<Node>> {
  const page = pageRequest(args, progressCursor);
  const rows = await queryRows<PlaceColumns & Row>(
    db,
    Prisma.sql`SELECT p."userId", p."mangaId", p."chapterId", p.page,
        p."updatedAt" AS "placeUpdatedAt", to_json(c.*) AS "placeChapter", ${columns}
      FROM "ReadingProgress" p CROSS JOIN LATERAL ${oneRow("Manga", "m", 'p."mangaId"')}
        CROSS JOIN LATERAL ${oneRow("Chapter", "c", 'p."chapterId"')}
      WHERE p."userId" = ${userId} ${pastPosition("p", "updatedAt", page.after)}
      ORDER BY p."updatedAt" DESC, p."mangaId" LIMIT ${sqlInteger(page.take)}`,
  );
  const edges = rows.map((row) => {
    const { userId, mangaId, chapterId, page: at, placeUpdatedAt, placeChapter, ...rest } = row;
    const place = { userId, mangaId, chapterId, page: at, updatedAt: placeUpdatedAt };
    // `rest` is the row less exactly the place's columns, which TypeScript cannot see for a generic Row.
    const made = node(place, chapterOfJson(placeChapter), rest as unknown as Row);
    return page.edge({ time: placeUpdatedAt.toISOString(), mangaId }, made);
  });
  return page.connection(edges, totalCount);
}

/**
 * Where the reader is in each title they started, most recently read first, with each title's
 * card columns, the chapter and its position in the title (for its percent).
 */
export function continueReading(
  db: Db,
  userId: string,
  args: ListArgs,
  totalCount: () => Promise<number>,
): Promise<Connection<ListedProgress>> {
  return readingPlaces(
    db,
    userId,
    args,
    Prisma.sql`${cardMangaColumns("m")}, ${chapterPositionColumns("c")}`,
    (place, chapter, { before, total, pages, ...manga }: MangaCard & ChapterPosition) => ({
      ...place,
      listed: { manga, chapter, position: { before, total, pages } },
    }),
    totalCount,
  );
}

/** A place in the reader's list with its whole title row and its chapter (the OPDS feed's). */
export interface PlaceWithTitle {
  place: ReadingProgress;
  manga: Manga;
  chapter: Chapter;
}

/** The reader's places as continueReading lists them, with whole title rows (the OPDS feed's). */
export function continueReadingOf(
  db: Db,
  userId: string,
  args: ListArgs,
): Promise<Connection<PlaceWithTitle>> {
  return readingPlaces(
    db,
    userId,
    args,
    wholeMangaColumns("m"),
    (place, chapter, manga: Manga) => ({ place, manga, chapter }),
    () => db.readingProgress.count({ where: { userId } }),
  );
}
