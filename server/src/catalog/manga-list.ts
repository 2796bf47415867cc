import { z } from "zod";
import type { MangaFilter, MangaSort } from "../generated/graphql.ts";
import { Prisma, type Manga } from "../generated/prisma/client.ts";
import { queryRows, sqlInteger, sqlKey, sqlKeys, type Db, type QueryOptions } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import { readEachTime, type KeptValues } from "../lib/kept-values.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";
import {
  CARD_TIMESTAMPS,
  cardColumns,
  cardMangaColumns,
  readCards,
  type CardColumns,
  type MangaCard,
  type MangaCards,
  type ReadCardRows,
} from "./cards.ts";
import { keptSearchSize, relevancePage, searchMatch } from "./search-relevance.ts";
import { keptGenres } from "./genres.ts";
import { releaseWindowStart } from "./time-windows.ts";

// The library list (browse, search, latest) in SQL: filters, the sort orders of MangaSort and
// keyset pagination, so a page is found by index whatever its depth and pages never overlap. Every
// sort key is a plain indexed column kept by a trigger. The same statement also reads what each
// title's card shows (genres, newest chapter, hot or not), so a page costs one statement.

const MAX_SEARCH_LENGTH = 200;

/** How a sort orders titles: by a non-null key, then by id so that ties have a fixed order. */
interface SortOrder {
  key: Prisma.Sql;
  direction: "ASC" | "DESC";
  /** the SQL type a cursor's key is cast back to */
  keyType: "int" | "float8" | "text" | "timestamp(3)";
}

function sortOrder(sort: MangaSort, search: string | null): SortOrder {
  switch (sort) {
    case "POPULARITY":
      return { key: Prisma.sql`m.views`, direction: "DESC", keyType: "int" };
    case "RATING":
      return { key: Prisma.sql`m.rating`, direction: "DESC", keyType: "float8" };
    case "TITLE": // lower(title)
      return { key: Prisma.sql`m."sortTitle"`, direction: "ASC", keyType: "text" };
    case "YEAR": // titles without a year (0) last
      return { key: Prisma.sql`m."sortYear"`, direction: "DESC", keyType: "int" };
    case "LATEST_CHAPTER": // titles without chapters (1970) last
      return {
        key: Prisma.sql`m."sortLatestChapterAt"`,
        direction: "DESC",
        keyType: "timestamp(3)",
      };
    case "RELEVANCE": // with a search, by tiers (see search-relevance.ts); its key is a float8
      return search
        ? { key: Prisma.sql`"sortKey"`, direction: "DESC", keyType: "float8" }
        : sortOrder("POPULARITY", null);
  }
}

// A cursor remembers its sort, so a cursor from another order is rejected instead of misread.
const mangaCursor = cursorShape(
  "mangas",
  z.object({
    sort: z.string(),
    key: z.union([cursorParts.number, cursorParts.text]),
    id: cursorParts.id,
  }),
);

// What a cursor's key must be for its cast back to the sort's SQL type to succeed.
const keyShapes: Record<SortOrder["keyType"], z.ZodType> = {
  int: cursorParts.int,
  float8: cursorParts.number,
  text: cursorParts.text,
  "timestamp(3)": cursorParts.time,
};

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

/**
 * The ids of the filter's genres, from the instance's kept list: the statement then reads
 * MangaGenre alone, without a join to "Genre" that PostgreSQL would plan on every request. A slug
 * of no genre has no id, and matches no title as before.
 */
async function genreIdsOf(filter: MangaFilter, kept: KeptValues): Promise<string[] | null> {
  if (!filter.genres?.length) return null;
  const slugs = new Set(filter.genres);
  return (await kept(keptGenres)).filter((genre) => slugs.has(genre.slug)).map(({ id }) => id);
}

function filterConditions(filter: MangaFilter, genreIds: string[] | null, now: Date): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const search = filter.search?.trim();
  if (search) conditions.push(searchMatch(search));
  if (genreIds) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "MangaGenre" mg
      WHERE mg."mangaId" = m.id AND mg."genreId" = ANY(${sqlKeys(genreIds, "text")}))`);
  }
  if (filter.statuses?.length) {
    // Compared as the enum, not as text, so that the planner knows how many titles have each status.
    conditions.push(Prisma.sql`m.status = ANY(${sqlKeys(filter.statuses, '"MangaStatus"')})`);
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
        ? Prisma.sql`m."sortLatestChapterAt" >= ${since}`
        : Prisma.sql`m."latestChapterAt" IS NOT NULL`,
    );
  }
  return conditions;
}

/**
 * A page of titles in the sort's order, each with its "sortKey". After a cursor it is two ranges of
 * the sort's index: the titles tied with the cursor's key past its id, then those beyond its key.
 * As one condition (`key <= k AND (key < k OR id > cursor id)`) the index could start only at the
 * key, and PostgreSQL fetched every title tied with the cursor's before it from the table to drop
 * it: on 100,000 titles, whose ratings have ~1,000 titles each, the page after 5,000 by rating read
 * 888 buffers (26 now, as a first page does); the whole statement, sent as text and planned,
 * took 1.57-1.65 ms (1.21-1.44 now, by pgbench). Without a filter's values it is prepared (see
 * listPage).
 */
function sortedPage(
  order: SortOrder,
  conditions: Prisma.Sql[],
  after: { key: number | string; id: string } | null,
  take: number,
): Prisma.Sql {
  const direction = Prisma.raw(order.direction);
  const page = (where: Prisma.Sql[], orderBy: Prisma.Sql) =>
    Prisma.sql`SELECT m.*, ${order.key} AS "sortKey" FROM "Manga" m ${whereClause(where)}
      ORDER BY ${orderBy} LIMIT ${sqlInteger(take)}`;
  const inOrder = Prisma.sql`"sortKey" ${direction}, m.id`;
  if (!after) return page(conditions, inOrder);
  const key = Prisma.sql`${after.key}::${Prisma.raw(order.keyType)}`;
  const beyond = Prisma.raw(order.direction === "DESC" ? "<" : ">");
  const tied = page(
    [...conditions, Prisma.sql`${order.key} = ${key}`, Prisma.sql`m.id > ${after.id}`],
    Prisma.sql`m.id`,
  );
  const past = page([...conditions, Prisma.sql`${order.key} ${beyond} ${key}`], inOrder);
  return Prisma.sql`(${tied}) UNION ALL (${past})
    ORDER BY "sortKey" ${direction}, id LIMIT ${sqlInteger(take)}`;
}

/**
 * totalCount from the kept counts (MangaCount) when the filter is at most one genre and statuses;
 * null when another filter needs the titles counted. A few rows of an index: the page's statement
 * reads it whether asked for or not, where a statement of its own cost a round trip.
 */
function keptCount(
  { genres, statuses, ...others }: MangaFilter,
  genreIds: string[] | null,
): Prisma.Sql | null {
  const { search, ...rest } = others;
  if (search?.trim() || Object.values(rest).some((value) => value != null)) return null;
  if (genres && genres.length > 1) return null;
  // the genre's id, NULL (counting nothing) for a slug of no genre, '' for titles of every genre:
  // written into the text, so that a first page has no parameter and is prepared (see sqlKey)
  const genreId = !genreIds ? Prisma.sql`''` : genreIds[0] ? sqlKey(genreIds[0]) : Prisma.sql`NULL`;
  const ofStatuses = statuses?.length
    ? Prisma.sql`AND status = ANY(${sqlKeys(statuses, '"MangaStatus"')})`
    : Prisma.empty;
  return Prisma.sql`SELECT coalesce(sum(count), 0)::int AS count FROM "MangaCount"
    WHERE "genreId" = ${genreId} ${ofStatuses}`;
}

/** The search when it is the filter's only condition, else null. */
function searchAlone({ search, ...others }: MangaFilter): string | null {
  const text = search?.trim();
  const applies = (value: unknown) => value != null && !(Array.isArray(value) && !value.length);
  return text && !Object.values(others).some(applies) ? text : null;
}

async function countOf(db: Db, query: Prisma.Sql): Promise<number> {
  const [counted] = await queryRows<{ count: number }>(db, query);
  return counted!.count; // a count is always one row
}

const whereClause = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

export interface MangaListArgs {
  filter?: MangaFilter | null;
  sort?: MangaSort | null;
  first?: number | null;
  after?: string | null;
  now: Date;
  /** the instance's kept values (see lib/kept-values.ts); outside an instance, read each time */
  kept?: KeptValues;
  /** reads the page's statement with the request's other lists (see cardListsOfRequest); else alone */
  readRows?: ReadCardRows;
}

export interface MangaList<Row extends MangaCard = MangaCard> extends MangaCards {
  connection: Connection<Row>;
}

/**
 * One page of the library, filtered and sorted, each title with its card's columns only (see
 * catalog/cards.ts); totalCount counts the whole filtered set.
 */
export const listMangas = (db: Db, args: MangaListArgs) =>
  listPage<MangaCard>(db, args, {
    columns: Prisma.sql`${cardMangaColumns("page")}, page."sortKey"`,
    timestamps: CARD_TIMESTAMPS,
    prepare: true,
  });

/** The same page with whole rows, for lists that show more than a card (the OPDS feeds). */
export const listMangaRows = (db: Db, args: Omit<MangaListArgs, "readRows">) =>
  // `page.*` names no columns: such a statement is never prepared (see QueryOptions)
  listPage<Manga>(db, args, { columns: Prisma.sql`page.*`, prepare: false });

/**
 * A page of `columns` (the page's titles and their "sortKey") read as `Row`s; `timestamps` names
 * those of its columns that are timestamps when `args.readRows` reads it. Read alone, a first page
 * without filters has no parameters and is prepared when `prepare` says so.
 */
async function listPage<Row extends MangaCard>(
  db: Db,
  args: MangaListArgs,
  {
    columns,
    timestamps = [],
    prepare,
  }: { columns: Prisma.Sql; timestamps?: readonly string[] } & QueryOptions,
): Promise<MangaList<Row>> {
  const filter = args.filter ?? {};
  validateFilter(filter);
  const page = pageRequest(args, mangaCursor);
  const sort = args.sort ?? "POPULARITY";
  const { after } = page;
  if (after && after.sort !== sort)
    throw badUserInput("after", `is a cursor for another sort than ${sort}`);

  const search = filter.search?.trim() || null;
  const order = sortOrder(sort, search);
  if (after && !keyShapes[order.keyType].safeParse(after.key).success)
    throw badUserInput("after", "is not a cursor returned by this list");
  const direction = Prisma.raw(order.direction);
  const kept = args.kept ?? readEachTime(db);
  const genreIds = await genreIdsOf(filter, kept);
  const conditions = filterConditions(filter, genreIds, args.now);
  const searched = searchAlone(filter);
  const pageQuery =
    sort === "RELEVANCE" && search
      ? relevancePage({
          search,
          // each tier matches the search its own way
          conditions: filterConditions({ ...filter, search: null }, genreIds, args.now),
          after: after && { key: Number(after.key), id: after.id },
          limit: page.take,
          tierSizes: searched ? (await kept(keptSearchSize(searched))).tiers : null,
        })
      : sortedPage(order, conditions, after, page.take);
  const keptCountQuery = keptCount(filter, genreIds);
  // no statement for a page that no title can be on (a search's tiers are all empty)
  const readRows: ReadCardRows =
    args.readRows ??
    ((statement, _timestamps, prepareAs) => queryRows(db, statement, { prepare: prepareAs }));
  // A page after a cursor whose only values are the cursor's is prepared with them: its plan is the
  // sort's index from the cursor whatever they are, and planning it cost PostgreSQL more than
  // running it. A filter's values (a search, a rating) keep it planned with them each time.
  const cursorValuesOnly =
    after !== null && pageQuery !== null && conditions.every((sql) => sql.values.length === 0);
  const read = pageQuery
    ? await readRows<Row & { sortKey: number | string | Date; keptCount?: number } & CardColumns>(
        Prisma.sql`SELECT ${columns}, ${cardColumns("page")}
        ${keptCountQuery ? Prisma.sql`, (${keptCountQuery}) AS "keptCount"` : Prisma.empty}
      FROM (${pageQuery}) page
      ORDER BY page."sortKey" ${direction}, page.id`,
        order.keyType === "timestamp(3)" ? [...timestamps, "sortKey"] : timestamps,
        prepare && cursorValuesOnly ? "with values" : prepare,
      )
    : [];

  const { rows, cards } = readCards(read);
  // Each node keeps its sortKey rather than being copied without it: GraphQL reads only its fields.
  const edges = rows.map((manga) => {
    const key = manga.sortKey instanceof Date ? manga.sortKey.toISOString() : manga.sortKey;
    return page.edge({ sort, key, id: manga.id }, manga);
  });
  const connection = page.connection(edges, async () => {
    // an empty page has no row to carry the kept count
    if (read[0]?.keptCount !== undefined) return read[0].keptCount;
    if (searched) return (await kept(keptSearchSize(searched))).count;
    return countOf(
      db,
      keptCountQuery ??
        Prisma.sql`SELECT count(*)::int AS count FROM "Manga" m ${whereClause(conditions)}`,
    );
  });
  return { connection, cards };
}
