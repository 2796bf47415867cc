import DataLoader from "dataloader";
import type { GraphQLResolveInfo } from "graphql";
import { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { queryRows, type Db } from "../lib/db.ts";
import type { Connection } from "../lib/pagination.ts";
import { fieldsOf } from "../lib/selections.ts";
import { statsColumns, statsOf, type ReaderStats, type StatsColumns } from "./stats.ts";

// A reader's figures: the size of each of their lists and the dashboard's stats. The dashboard asks
// for all of them at once (each tab's label shows its list's count), so the fields of one request
// read them together in one statement (read one by one they took 13 statements).

/** The reader's lists, by what their counts are called here. */
export type ReaderList = "reading" | "favorites" | "saved" | "history";
type Figure = ReaderList | "stats";

export type ReaderFigures = Partial<Record<ReaderList, number>> & { stats?: ReaderStats };

/** SQL: how many rows each list holds; history shows only chapters released by `now`. */
const countColumn = (list: ReaderList, userId: string, now: Date): Prisma.Sql => {
  switch (list) {
    case "reading":
      return Prisma.sql`(SELECT count(*)::int FROM "ReadingProgress" WHERE "userId" = ${userId}) AS reading`;
    case "favorites":
      return Prisma.sql`(SELECT count(*)::int FROM "Favorite" WHERE "userId" = ${userId}) AS favorites`;
    case "saved":
      return Prisma.sql`(SELECT count(*)::int FROM "SavedManga" WHERE "userId" = ${userId}) AS saved`;
    case "history":
      // the chapter looked up by key per entry (joined, as in `oneRow`, it was merge-joined)
      return Prisma.sql`(SELECT count(*)::int FROM "ReadingHistory" h WHERE h."userId" = ${userId}
        AND (SELECT c."releasedAt" FROM "Chapter" c WHERE c.id = h."chapterId") <= ${now}) AS history`;
  }
};

/** The reader's figures that `wanted` names, in one statement. */
export async function readFigures(
  db: Db,
  userId: string,
  now: Date,
  wanted: ReadonlySet<Figure>,
): Promise<ReaderFigures> {
  // The stats hold the progress and favorites counts.
  const lists = new Set([...wanted].filter((figure) => figure !== "stats"));
  if (wanted.has("stats")) lists.add("reading").add("favorites");
  const columns = [...lists].map((list) => countColumn(list, userId, now));
  if (wanted.has("stats")) columns.push(statsColumns(userId, now));
  // One row (a SELECT without FROM), holding only the columns of the figures asked for.
  const [row] = await queryRows<Record<ReaderList, number> & StatsColumns>(
    db,
    Prisma.sql`SELECT ${Prisma.join(columns)}`,
  );
  const figures: ReaderFigures = Object.fromEntries([...lists].map((list) => [list, row![list]]));
  if (wanted.has("stats")) figures.stats = statsOf(row!, row!, now);
  return figures;
}

/** The dashboard's stats of the reader (read alone: the resolvers read them with the counts). */
export async function readerStats(db: Db, userId: string, now: Date): Promise<ReaderStats> {
  return (await readFigures(db, userId, now, new Set(["stats"]))).stats!;
}

interface FigureKey {
  userId: string;
  figure: Figure;
}

/**
 * The figures a request's fields ask for in the same tick, read in one statement per reader (a
 * User is only ever the signed-in reader: one reader per request).
 */
const readerFigures = ({ db, now }: Context) =>
  new DataLoader<FigureKey, ReaderFigures, string>(
    async (keys) => {
      const wanted = new Map<string, Set<Figure>>();
      for (const { userId, figure } of keys) {
        wanted.set(userId, (wanted.get(userId) ?? new Set()).add(figure));
      }
      const read = new Map(
        [...wanted].map(([userId, figures]) => [userId, readFigures(db, userId, now, figures)]),
      );
      return Promise.all(keys.map(({ userId }) => read.get(userId)!));
    },
    { cacheKeyFn: ({ userId, figure }) => JSON.stringify([userId, figure]) },
  );

/** The reader's stats, read with the request's other figures. */
export const statsOfReader = async (context: Context, userId: string): Promise<ReaderStats> =>
  (await context.loader(readerFigures).load({ userId, figure: "stats" })).stats!;

/** How many rows the reader's list holds, read with the request's other figures. */
export const countOfReaderList = async (
  context: Context,
  userId: string,
  list: ReaderList,
): Promise<number> => (await context.loader(readerFigures).load({ userId, figure: list }))[list]!;

/**
 * A page of the reader's list as `read` reads it, its `totalCount` the list's figure. When the
 * field's selection names totalCount (in it or through a fragment), the count is asked for at once,
 * so that the counts of all the reader's lists (resolved in the same tick) and the stats are one
 * statement. A first page of no edges (a tab's label asks only for its list's count) is answered
 * from the count, which tells whether a page follows, without reading the list.
 */
export async function readerListPage<Node>(
  context: Context,
  userId: string,
  list: ReaderList,
  {
    args,
    info,
  }: { args: { first?: number | null; after?: string | null }; info: GraphQLResolveInfo },
  read: (totalCount: () => Promise<number>) => Promise<Connection<Node>>,
): Promise<Connection<Node>> {
  const asked = info.fieldNodes.some(
    ({ selectionSet }) =>
      selectionSet &&
      fieldsOf(selectionSet, info.fragments).some((field) => field.name.value === "totalCount"),
  );
  if (!asked && !(args.first === 0 && args.after == null)) {
    return read(() => countOfReaderList(context, userId, list));
  }
  const count = countOfReaderList(context, userId, list);
  if (args.first === 0 && args.after == null) {
    const total = await count;
    return {
      edges: [],
      pageInfo: { hasNextPage: total > 0, endCursor: null },
      totalCount: () => count,
    };
  }
  count.catch(() => {}); // its error reaches the client through totalCount
  return read(() => count);
}
