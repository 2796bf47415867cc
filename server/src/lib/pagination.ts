import { z } from "zod";
import { badUserInput } from "./errors.ts";

// Relay-style connections, per the contract: `first` defaults to 20 and may not exceed 100.
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

export interface Connection<Node> {
  edges: Edge<Node>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Called only when a client asks for it (GraphQL's default resolver calls function fields). */
  totalCount: () => Promise<number>;
}

/** The page size for `first`: the default when absent, an error outside 0..100 (never clipped). */
export function pageSize(first: number | null | undefined, argumentName = "first"): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (first < 0 || first > MAX_PAGE_SIZE) {
    throw badUserInput(argumentName, `must be between 0 and ${MAX_PAGE_SIZE}, got ${first}`);
  }
  return first;
}

/**
 * A page size rounded up to the default, 50 or 100, for a prepared statement that writes its size
 * in (PostgreSQL never keeps one plan for `LIMIT $n`) and drops the rows past the size asked for:
 * clients' odd sizes then take at most three of a connection's prepared statements.
 */
export const preparedPageSize = (size: number): number =>
  [DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE].find((limit) => limit >= size) ?? size;

/**
 * What one list's cursors hold: `list` names the list, so a cursor from another list is refused
 * rather than misread, and `shape` checks the position, so a forged one never reaches the database.
 */
export interface CursorShape<Position> {
  list: string;
  shape: z.ZodType<Position>;
}

export const cursorShape = <Position>(
  list: string,
  shape: z.ZodType<Position>,
): CursorShape<Position> => ({ list, shape });

/** Parts of positions, strict enough that a forged value cannot fail in SQL (a cast, an overflow). */
export const cursorParts = {
  time: z.iso.datetime(),
  int: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  number: z.number(),
  id: z.string().max(200),
  text: z.string().max(2000),
};

// Far longer than any cursor this server writes; a longer one is not worth decoding.
const MAX_CURSOR_LENGTH = 4000;

/** Cursors are opaque to clients: base64url JSON of the list's name and the position to resume at. */
export function encodeCursor<Position>(cursor: CursorShape<Position>, position: Position): string {
  return Buffer.from(JSON.stringify([cursor.list, position])).toString("base64url");
}

const notACursor = () => badUserInput("after", "is not a cursor returned by this list");

/** The position in an `after` cursor, or null when there is none; any other list's or a forged cursor is bad input. */
export function decodeCursor<Position>(
  after: string | null | undefined,
  cursor: CursorShape<Position>,
): Position | null {
  if (after == null) return null;
  if (after.length > MAX_CURSOR_LENGTH) throw notACursor();
  const text = Buffer.from(after, "base64url").toString("utf8");
  // PostgreSQL cannot take a NUL in a text, so a position holding one would fail in SQL.
  if (text.includes("\\u0000") || text.includes("\u0000")) throw notACursor();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notACursor();
  }
  if (!Array.isArray(json) || json.length !== 2 || json[0] !== cursor.list) throw notACursor();
  const position = cursor.shape.safeParse(json[1]);
  if (!position.success) throw notACursor();
  return position.data;
}

/** A connection's arguments: how many edges, and the cursor of the edge to resume after. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** One page of a list, as its connection's arguments ask for it. */
export interface PageRequest<Position> {
  /** the position to resume after; null for the first page */
  after: Position | null;
  /** how many rows to fetch: one past the page, which only tells whether another page follows */
  take: number;
  /** the edge of a node at `position` in the list */
  edge<Node>(position: Position, node: Node): Edge<Node>;
  /** the page's connection from the edges of the (up to `take`) rows fetched in order */
  connection<Node>(edges: Edge<Node>[], totalCount: () => Promise<number>): Connection<Node>;
}

/**
 * Reads `first` and `after` for the list whose cursors `cursor` describes: every list's page
 * size rule, cursor check and look-ahead row in one place.
 */
export function pageRequest<Position>(
  args: PageArgs,
  cursor: CursorShape<Position>,
): PageRequest<Position> {
  const size = pageSize(args.first);
  return {
    after: decodeCursor(args.after, cursor),
    take: size + 1,
    // Written only when asked for: the web app reads the page's end cursor, not each edge's.
    edge: (position, node) => ({
      node,
      get cursor() {
        return encodeCursor(cursor, position);
      },
    }),
    connection: (edges, totalCount) => {
      const page = edges.slice(0, size);
      return {
        edges: page,
        pageInfo: { hasNextPage: edges.length > size, endCursor: page.at(-1)?.cursor ?? null },
        totalCount,
      };
    },
  };
}

/**
 * Prisma's condition for the rows past a (createdAt, id) position in a list ordered by createdAt
 * (`asc` oldest first, `desc` newest first), then by id: a later (or earlier) time, or the same
 * time and a greater id. No condition without a position.
 */
function pastTimeAndId(after: readonly [string, string] | null, order: "asc" | "desc") {
  if (!after) return {};
  const at = new Date(after[0]);
  return {
    OR: [
      { createdAt: order === "asc" ? { gt: at } : { lt: at } },
      { createdAt: at, id: { gt: after[1] } },
    ],
  };
}

/**
 * A page of the list `list` ordered by createdAt (`asc` oldest first, `desc` newest first), then
 * by id: Prisma's condition for the rows past the cursor, their order, how many to take, and the
 * connection of the rows fetched.
 */
export function createdAtPage(args: PageArgs, list: string, order: "asc" | "desc") {
  const page = pageRequest(args, cursorShape(list, z.tuple([cursorParts.time, cursorParts.id])));
  return {
    after: page.after,
    past: pastTimeAndId(page.after, order),
    orderBy: [{ createdAt: order }, { id: "asc" as const }],
    take: page.take,
    connection: <Row extends { createdAt: Date; id: string }>(
      rows: Row[],
      totalCount: () => Promise<number>,
    ) =>
      page.connection(
        rows.map((row) => page.edge([row.createdAt.toISOString(), row.id], row)),
        totalCount,
      ),
  };
}
