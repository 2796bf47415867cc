import { z } from "zod";
import type { MangaFilter, MangaSort } from "../generated/graphql.ts";
import { Prisma, type Manga } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  pageSize,
  toConnection,
  type Connection,
} from "../lib/pagination.ts";
import { releaseWindowStart } from "./time-windows.ts";

// The library list (browse, search, latest) in SQL: filters, the sort orders of MangaSort and
// keyset pagination, so a page is found by index whatever its depth and pages never overlap.

const MAX_SEARCH_LENGTH = 200;

/** How a sort orders titles: by a non-null key, then by id so that ties have a fixed order. */
interface SortOrder {
  key: Prisma.Sql;
  direction: "ASC" | "DESC";
  keyType: "float8" | "text";
}

const similarityTo = (search: string) => Prisma.sql`GREATEST(
  similarity(m.title, ${search}),
  similarity(m.author, ${search}),
  COALESCE((SELECT max(similarity(a.title, ${search})) FROM "MangaAltTitle" a WHERE a."mangaId" = m.id), 0)
)::float8`;

function sortOrder(sort: MangaSort, search: string | null): SortOrder {
  switch (sort) {
    case "POPULARITY":
      return { key: Prisma.sql`m.views::float8`, direction: "DESC", keyType: "float8" };
    case "RATING":
      return { key: Prisma.sql`m.rating`, direction: "DESC", keyType: "float8" };
    case "TITLE":
      return { key: Prisma.sql`lower(m.title)`, direction: "ASC", keyType: "text" };
    case "YEAR": // titles without a year last
      return {
        key: Prisma.sql`COALESCE(m."releaseYear", 0)::float8`,
        direction: "DESC",
        keyType: "float8",
      };
    case "LATEST_CHAPTER": // titles without chapters last
      return {
        key: Prisma.sql`COALESCE(EXTRACT(EPOCH FROM m."latestChapterAt"), 0)::float8`,
        direction: "DESC",
        keyType: "float8",
      };
    case "RELEVANCE":
      return search
        ? { key: similarityTo(search), direction: "DESC", keyType: "float8" }
        : sortOrder("POPULARITY", null);
  }
}

// A cursor remembers its sort, so a cursor from another order is rejected instead of misread.
const cursorShape = z.object({
  sort: z.string(),
  key: z.union([z.number(), z.string()]),
  id: z.string(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function validateFilter(filter: MangaFilter): void {
  for (const bound of ["minRating", "maxRating"] as const) {
    const rating = filter[bound];
    if (rating != null && (rating < 0 || rating > 10)) {
      throw badUserInput(`filter.${bound}`, `must be between 0 and 10, got ${rating}`);
    }
  }
  if (filter.minRating != null && filter.maxRating != null && filter.minRating > filter.maxRating) {
    throw badUserInput("filter.minRating", "must not be greater than filter.maxRating");
  }
  if (filter.search != null && filter.search.length > MAX_SEARCH_LENGTH) {
    throw badUserInput("filter.search", `must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
}

function filterConditions(filter: MangaFilter, now: Date): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const search = filter.search?.trim();
  if (search) {
    // ILIKE on these columns is served by their trigram (gin_trgm_ops) indexes.
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(Prisma.sql`(m.title ILIKE ${pattern} OR m.author ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM "MangaAltTitle" a WHERE a."mangaId" = m.id AND a.title ILIKE ${pattern}))`);
  }
  if (filter.genres?.length) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "MangaGenre" mg JOIN "Genre" g ON g.id = mg."genreId"
      WHERE mg."mangaId" = m.id AND g.slug = ANY(${filter.genres}::text[]))`);
  }
  if (filter.statuses?.length) {
    conditions.push(Prisma.sql`m.status::text = ANY(${filter.statuses}::text[])`);
  }
  if (filter.minRating != null) conditions.push(Prisma.sql`m.rating >= ${filter.minRating}`);
  if (filter.maxRating != null) conditions.push(Prisma.sql`m.rating <= ${filter.maxRating}`);
  if (filter.releaseYear != null)
    conditions.push(Prisma.sql`m."releaseYear" = ${filter.releaseYear}`);
  if (filter.updatedWithin) {
    // ALL_TIME still asks for a chapter: titles with none were never updated.
    const since = releaseWindowStart(filter.updatedWithin, now);
    conditions.push(
      since
        ? Prisma.sql`m."latestChapterAt" >= ${since}`
        : Prisma.sql`m."latestChapterAt" IS NOT NULL`,
    );
  }
  return conditions;
}

function afterCondition(order: SortOrder, after: { key: number | string; id: string }): Prisma.Sql {
  const key = Prisma.sql`${after.key}::${Prisma.raw(order.keyType)}`;
  const beyond =
    order.direction === "DESC"
      ? Prisma.sql`${order.key} < ${key}`
      : Prisma.sql`${order.key} > ${key}`;
  return Prisma.sql`(${beyond} OR (${order.key} = ${key} AND m.id > ${after.id}))`;
}

const whereClause = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

export interface MangaListArgs {
  filter?: MangaFilter | null;
  sort?: MangaSort | null;
  first?: number | null;
  after?: string | null;
  now: Date;
}

/** One page of the library, filtered and sorted; totalCount counts the whole filtered set. */
export async function listMangas(db: Db, args: MangaListArgs): Promise<Connection<Manga>> {
  const filter = args.filter ?? {};
  validateFilter(filter);
  const size = pageSize(args.first);
  const sort = args.sort ?? "POPULARITY";
  const after = decodeCursor(args.after, cursorShape);
  if (after && after.sort !== sort)
    throw badUserInput("after", `is a cursor for another sort than ${sort}`);

  const order = sortOrder(sort, filter.search?.trim() || null);
  const conditions = filterConditions(filter, args.now);
  const pageConditions = after ? [...conditions, afterCondition(order, after)] : conditions;
  const rows = await db.$queryRaw<(Manga & { sortKey: number | string })[]>`
    SELECT m.*, ${order.key} AS "sortKey" FROM "Manga" m
    ${whereClause(pageConditions)}
    ORDER BY "sortKey" ${Prisma.raw(order.direction)}, m.id
    LIMIT ${size + 1}`;

  const edges = rows.map(({ sortKey, ...manga }) => ({
    cursor: encodeCursor({ sort, key: sortKey, id: manga.id }),
    node: manga,
  }));
  return toConnection(edges, size, async () => {
    const [{ count }] = await db.$queryRaw<[{ count: number }]>`
      SELECT count(*)::int AS count FROM "Manga" m ${whereClause(conditions)}`;
    return count;
  });
}
