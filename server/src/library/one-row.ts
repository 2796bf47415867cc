import { Prisma } from "../generated/prisma/client.ts";

/**
 * SQL: the row of `table` whose id is `id`, as `alias`, to join laterally to each row of a list.
 * The OFFSET keeps it a lookup by key per row: joined plainly, PostgreSQL merge-joined a reader's
 * 15 places with Chapter by walking its primary key from the start (6,451 index rows on 100,000
 * titles, 2.1 ms; 0.6 ms so).
 */
export const oneRow = (table: "Manga" | "Chapter", alias: string, id: string) =>
  Prisma.sql`(SELECT * FROM ${Prisma.raw(`"${table}"`)} x WHERE x.id = ${Prisma.raw(id)} OFFSET 0) ${Prisma.raw(alias)}`;
