import DataLoader from "dataloader";
import { Prisma } from "../generated/prisma/client.ts";
import type { LoaderFactory } from "./context.ts";
import { queryRows } from "./db.ts";

// Helpers for DataLoader batch functions: a batch must answer in the order of its keys.

/** The rows of each key, in key order (an empty list for a key without rows). */
export function groupByKeys<Key, Row>(
  keys: readonly Key[],
  rows: Row[],
  keyOf: (row: Row) => Key,
): Row[][] {
  const groups = new Map<Key, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** The value of each key, in key order (`missing` for a key without a row). */
export function valueByKeys<Key, Row, Value>(
  keys: readonly Key[],
  rows: Row[],
  keyOf: (row: Row) => Key,
  valueOf: (row: Row) => Value,
  missing: Value,
): Value[] {
  const values = new Map(rows.map((row) => [keyOf(row), valueOf(row)]));
  return keys.map((key) => (values.has(key) ? (values.get(key) as Value) : missing));
}

/** The row of each key, in key order (null for a key without a row). */
export function rowByKeys<Key, Row>(
  keys: readonly Key[],
  rows: Row[],
  keyOf: (row: Row) => Key,
): (Row | null)[] {
  return valueByKeys(keys, rows, keyOf, (row) => row, null);
}

/**
 * A per-request loader of how many rows of `table` have each value in `column`
 * (e.g. chapters per manga). Table and column are code constants, never input.
 */
export const countPerKey =
  (
    table: string,
    column: string,
    /** an extra condition on the rows counted */
    where: Prisma.Sql = Prisma.sql`true`,
  ): LoaderFactory<DataLoader<string, number>> =>
  ({ db }) =>
    new DataLoader(async (keys) => {
      const rows = await queryRows<{ key: string; count: number }>(
        db,
        Prisma.sql`
          SELECT ${Prisma.raw(`"${column}"`)} AS key, count(*)::int AS count FROM ${Prisma.raw(`"${table}"`)}
          WHERE ${Prisma.raw(`"${column}"`)} = ANY(${[...keys]}::text[]) AND ${where}
          GROUP BY 1`,
      );
      return valueByKeys(
        keys,
        rows,
        (row) => row.key,
        (row) => row.count,
        0,
      );
    });
