import { randomBytes } from "node:crypto";
import type pg from "pg";
import { hashSecretToken } from "../accounts/secret-tokens.ts";

// What the benchmark's requests point at, picked from whatever library the database holds, and a
// signed-in bench reader with favorites, progress and reading history for the dashboard.

export interface BenchFixture {
  genre: { id: string; slug: string };
  manga: { id: string; slug: string; chapterNumber: number };
  commonWord: string;
  reader: { id: string; sessionToken: string };
}

const BENCH_READER_EMAIL = "bench-reader@inkpanel.invalid";

async function one<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  sql: string,
  params: unknown[] = [],
) {
  const { rows } = await pool.query<Row>(sql, params);
  if (!rows[0]) throw new Error(`The bench found nothing for: ${sql}`);
  return rows[0];
}

/** Replaces the bench reader (cascading its rows away) and signs it in with a fresh session. */
async function createBenchReader(pool: pg.Pool) {
  await pool.query(`DELETE FROM "User" WHERE email = $1`, [BENCH_READER_EMAIL]);
  const id = `bench-reader-${randomBytes(4).toString("hex")}`;
  const sessionToken = randomBytes(32).toString("base64url");
  await pool.query(
    `INSERT INTO "User" (id, email, name, "emailVerifiedAt", "updatedAt")
     VALUES ($1, $2, 'Bench Reader', now(), now())`,
    [id, BENCH_READER_EMAIL],
  );
  await pool.query(
    `INSERT INTO "Session" (id, "tokenHash", "userId", persistent, "expiresAt")
     VALUES ($1, $2, $3, true, now() + interval '1 day')`,
    [`${id}-session`, hashSecretToken(sessionToken), id],
  );
  // 30 favorites and 15 titles in progress among the most viewed, read over the last days.
  await pool.query(
    `INSERT INTO "Favorite" ("userId", "mangaId", "createdAt")
     SELECT $1, id, now() - n * interval '1 hour'
     FROM (SELECT id, row_number() OVER (ORDER BY views DESC, id) AS n FROM "Manga" LIMIT 30) top`,
    [id],
  );
  await pool.query(
    `INSERT INTO "ReadingProgress" ("userId", "mangaId", "chapterId", page, "updatedAt")
     SELECT $1, m.id, c.id, 1, now() - n * interval '1 hour'
     FROM (SELECT id, row_number() OVER (ORDER BY views DESC, id) AS n FROM "Manga" LIMIT 15) m
     JOIN LATERAL (SELECT id FROM "Chapter" WHERE "mangaId" = m.id ORDER BY number LIMIT 1) c ON true`,
    [id],
  );
  await pool.query(
    `INSERT INTO "ReadingEvent" (id, "userId", "mangaId", "chapterId", page, "readAt")
     SELECT $1 || '-event-' || p."mangaId" || '-' || d, $1, p."mangaId", p."chapterId", 1,
       now() - d * interval '1 day'
     FROM "ReadingProgress" p, generate_series(0, 9) d WHERE p."userId" = $1`,
    [id],
  );
  return { id, sessionToken };
}

export async function prepareFixture(pool: pg.Pool): Promise<BenchFixture> {
  const genre = await one<{ id: string; slug: string }>(
    pool,
    `SELECT g.id, g.slug FROM "Genre" g JOIN "MangaGenre" mg ON mg."genreId" = g.id
     GROUP BY g.id ORDER BY count(*) DESC, g.slug LIMIT 1`,
  );
  const manga = await one<{ id: string; slug: string; chapterNumber: number }>(
    pool,
    `SELECT m.id, m.slug, (SELECT number FROM "Chapter" c WHERE c."mangaId" = m.id
       ORDER BY number OFFSET (SELECT count(*) / 2 FROM "Chapter" c2 WHERE c2."mangaId" = m.id) LIMIT 1)
       AS "chapterNumber"
     FROM "Manga" m WHERE EXISTS (SELECT 1 FROM "Chapter" c WHERE c."mangaId" = m.id)
     ORDER BY m.views DESC, m.id LIMIT 1`,
  );
  // The most frequent word of 4+ letters in the titles: a search most titles share the index with.
  const { word } = await one<{ word: string }>(
    pool,
    `SELECT word FROM (SELECT title FROM "Manga" LIMIT 20000) m,
       regexp_split_to_table(lower(m.title), '[^a-z]+') AS word
     WHERE length(word) >= 4 GROUP BY word ORDER BY count(*) DESC, word LIMIT 1`,
  );
  return { genre, manga, commonWord: word, reader: await createBenchReader(pool) };
}

export const removeBenchReader = (pool: pg.Pool) =>
  pool.query(`DELETE FROM "User" WHERE email = $1`, [BENCH_READER_EMAIL]);
