// `pnpm db:seed --scale N`: grows the seeded library to N titles with synthetic ones, for measuring
// the API on a large catalogue (`pnpm bench`). Everything is bulk SQL (INSERT ... SELECT over
// generate_series) in batches of titles, each batch one transaction, so a 100,000-title library
// (about 2 million chapters, 16 million pages, 5 million daily view rows) loads in minutes. The
// derived columns are kept by the usual triggers. Running it again adds only what is missing.

import { Prisma } from "../../server/src/generated/prisma/client.ts";
import type { Db } from "../../server/src/lib/db.ts";

const BATCH_TITLES = 5_000;
const ID_PREFIX = "synthetic-";

// Titles are "<adjective> <noun> <suffix>": a few hundred words, so searches find many or few titles.
const adjectives = `Crimson Silent Broken Hidden Golden Iron Lunar Wandering Eternal Frozen Burning
  Shadow Scarlet Azure Savage Gentle Hollow Last Midnight Radiant Cursed Sacred Rogue Quiet Wild
  Distant Fallen Velvet Paper Neon Ashen Emerald Glass Thunder Spring Autumn Winter Summer Storm Hazy`
  .split(/\s+/)
  .filter(Boolean);
const nouns = `Blade Moon Garden Kingdom Academy Sword Dragon Heart Star River Tower Witch Knight
  Flower Ocean Demon Samurai Hunter Empire Soul Crown Mirror Lantern Forest Wolf Phoenix Butterfly
  Cafe Detective Alchemist Ghost Melody Voyage Circus Harbor Shrine Pilot Maiden Rebel Oracle`
  .split(/\s+/)
  .filter(Boolean);
const suffixes = `Chronicles Saga Diaries Story Legend Requiem Club Academy Days Gambit Protocol
  Tales Records Journey Quest Ballad Festival Rhapsody Syndrome Paradox`
  .split(/\s+/)
  .filter(Boolean);
const names = `Aoki Fujita Hayashi Ishikawa Kato Kimura Kobayashi Matsumoto Mori Nakamura Ogawa
  Saito Sasaki Shimizu Suzuki Takahashi Tanaka Watanabe Yamada Yamamoto Yoshida Inoue Kondo Sakamoto`
  .split(/\s+/)
  .filter(Boolean);
const givenNames = `Haruki Yuki Ren Sora Aiko Kenji Mei Daichi Hana Riku Emi Takumi Nao Shin Yui`
  .split(/\s+/)
  .filter(Boolean);

/** How many synthetic titles there are: they are numbered from 1, so this is also the last number. */
async function syntheticTitles(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS count FROM "Manga" WHERE id LIKE ${`${ID_PREFIX}%`}`;
  return row.count;
}

/** Titles `first`..`last` with their genres, alternative titles, chapters, pages and view history. */
async function insertBatch(db: Db, first: number, last: number, now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT setseed(${first / 1e7})`;
      // Popularity is skewed: a few titles draw most views (an exponential spread of `weight`).
      await tx.$executeRaw`
        INSERT INTO "Manga" (id, slug, title, description, author, status, demographic, language,
          "releaseYear", rating, "ratingCount", "createdAt", "updatedAt")
        SELECT ${ID_PREFIX}::text || i,
          lower(a || '-' || n || '-' || s) || '-' || i,
          a || ' ' || n || ' ' || s,
          'A synthetic title of the large library (number ' || i || ').',
          g || ' ' || f,
          (ARRAY['ONGOING','ONGOING','ONGOING','COMPLETED','COMPLETED','HIATUS','CANCELLED'])[1 + (hashint4(i + 3) & 1023) % 7]::"MangaStatus",
          (ARRAY['Shounen','Seinen','Shoujo','Josei'])[1 + i % 4],
          'Japanese',
          CASE WHEN i % 20 = 0 THEN NULL ELSE 1980 + (i * 37) % 47 END,
          round((4 + random() * 6)::numeric, 1)::float8,
          (random() * 5000)::int,
          ${now}, ${now}
        FROM generate_series(${first}::int, ${last}::int) AS i,
          LATERAL (SELECT (${adjectives}::text[])[1 + (hashint4(i) & 1023) % ${adjectives.length}] AS a,
            (${nouns}::text[])[1 + (hashint4(i + 7) & 1023) % ${nouns.length}] AS n,
            (${suffixes}::text[])[1 + (hashint4(i + 13) & 1023) % ${suffixes.length}] AS s,
            (${givenNames}::text[])[1 + (hashint4(i + 17) & 1023) % ${givenNames.length}] AS g,
            (${names}::text[])[1 + (hashint4(i + 19) & 1023) % ${names.length}] AS f) words`;
      const number = Prisma.sql`substring(id FROM ${ID_PREFIX.length + 1}::int)::int`;
      const titles = Prisma.sql`(SELECT id, ${number} AS i FROM "Manga"
        WHERE id LIKE ${`${ID_PREFIX}%`} AND ${number} BETWEEN ${first}::int AND ${last}::int)`;
      await tx.$executeRaw`
        INSERT INTO "MangaGenre" ("mangaId", "genreId")
        SELECT DISTINCT t.id, g.id FROM ${titles} t
        CROSS JOIN generate_series(0, t.i % 3 + 1) AS k
        JOIN (SELECT id, row_number() OVER (ORDER BY slug) - 1 AS position FROM "Genre") g
          ON g.position = (hashint4(t.i * 4 + k) & 1023) % (SELECT count(*) FROM "Genre")`;
      await tx.$executeRaw`
        INSERT INTO "MangaAltTitle" (id, "mangaId", title)
        SELECT t.id || '-alt', t.id, (${nouns}::text[])[1 + (hashint4(t.i + 23) & 1023) % ${nouns.length}] || ' no '
          || (${adjectives}::text[])[1 + (hashint4(t.i + 29) & 1023) % ${adjectives.length}] || ' ' || t.i
        FROM ${titles} t WHERE t.i % 3 = 0`;
      // 5 to 35 chapters (20 on average), one a week up to a last release within the past year.
      await tx.$executeRaw`
        INSERT INTO "Chapter" (id, "mangaId", number, title, "releasedAt", views)
        SELECT t.id || '-' || c, t.id, c, 'Chapter ' || c,
          ${today}::timestamp - ((t.i * 13) % 365) * interval '1 day'
            - (5 + (t.i % 31) - c) * interval '7 days' - interval '3 hours',
          (random() * 1000)::int
        FROM ${titles} t CROSS JOIN generate_series(1, 5 + t.i % 31) AS c`;
      // 4 to 12 pages a chapter, portrait with the odd double spread.
      await tx.$executeRaw`
        INSERT INTO "Page" (id, "chapterId", number, width, height, layout)
        SELECT c.id || '-' || p, c.id, p,
          CASE WHEN p % 9 = 0 THEN 1600 ELSE 800 END, 1200, (p + c.number::int) % 4
        FROM "Chapter" c JOIN ${titles} t ON t.id = c."mangaId"
        CROSS JOIN generate_series(1, 4 + (hashint4(c.number::int + t.i) & 1023) % 9) AS p`;
      // Views: every other day of the last 60, and one row a month for the two years before.
      await tx.$executeRaw`
        INSERT INTO "MangaDailyView" ("mangaId", day, views)
        SELECT t.id, d.day, greatest(1, (w.weight * (0.5 + random()))::int)
        FROM ${titles} t
        CROSS JOIN LATERAL (SELECT 2000 * exp(-6 * ((hashint4(t.i + 31) & 65535) / 65536.0)) AS weight) w
        CROSS JOIN LATERAL (
          SELECT (${today}::date - 2 * k) AS day FROM generate_series(0, 29) k
          UNION ALL SELECT (${today}::date - 60 - 30 * k) FROM generate_series(0, 23) k
        ) d`;
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
}

/** Adds synthetic titles until the library holds `titles` of them plus the seeded ones. */
export async function seedLargeLibrary(db: Db, { titles, now }: { titles: number; now: Date }) {
  const seeded = (await db.manga.count()) - (await syntheticTitles(db));
  const wanted = Math.max(0, titles - seeded);
  const started = Date.now();
  for (let first = (await syntheticTitles(db)) + 1; first <= wanted; first += BATCH_TITLES) {
    const last = Math.min(wanted, first + BATCH_TITLES - 1);
    await insertBatch(db, first, last, now);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`Synthetic titles ${first} to ${last} of ${wanted} loaded (${seconds} s).`);
  }
  // Fresh statistics, and a visibility map so that index-only scans and counts skip the heap.
  await db.$executeRawUnsafe(`VACUUM ANALYZE`);
}
