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

/** Cursors are opaque to clients: base64url JSON of whatever the query needs to resume. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

/** The position in an `after` cursor, or null when there is none; a cursor that does not fit `shape` is bad input. */
export function decodeCursor<Position>(
  after: string | null | undefined,
  shape: z.ZodType<Position>,
): Position | null {
  if (after == null) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
  } catch {
    throw badUserInput("after", "is not a cursor returned by this list");
  }
  const position = shape.safeParse(json);
  if (!position.success) throw badUserInput("after", "is not a cursor returned by this list");
  return position.data;
}

/**
 * Builds a connection from up to `size + 1` edges fetched in order (the extra one only tells
 * whether another page follows).
 */
export function toConnection<Node>(
  edges: Edge<Node>[],
  size: number,
  totalCount: () => Promise<number>,
): Connection<Node> {
  const page = edges.slice(0, size);
  return {
    edges: page,
    pageInfo: { hasNextPage: edges.length > size, endCursor: page.at(-1)?.cursor ?? null },
    totalCount,
  };
}
