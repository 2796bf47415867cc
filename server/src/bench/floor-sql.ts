import type pg from "pg";

// Hand-written SQL for the data each benchmarked screen shows: the floor the API is measured against.
// Each returns the same rows the GraphQL operation returns, through one pg pool, queries of one
// screen sent in parallel as the API's resolvers are.

/** A title as a card shows it: its genres and newest chapter included. */
const CARD_COLUMNS = `m.id, m.slug, m.title, m.author, m.description, m.rating, m.status, m.views,
  m."latestChapterAt",
  (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name), '[]')
     FROM "MangaGenre" mg JOIN "Genre" g ON g.id = mg."genreId" WHERE mg."mangaId" = m.id) AS genres,
  (SELECT json_build_object('id', c.id, 'number', c.number) FROM "Chapter" c
     WHERE c."mangaId" = m.id ORDER BY c.number DESC LIMIT 1) AS "latestChapter"`;

/**
 * A card's columns with its genres as ids alone, for a page that reads the genre list anyway: its
 * genres are named from that list, as the API names them from the list each instance keeps
 * (joining "Genre" for each card took more of PostgreSQL than the rest of the page).
 */
const CARD_COLUMNS_GENRE_IDS = `m.id, m.slug, m.title, m.author, m.description, m.rating, m.status,
  m.views, m."latestChapterAt",
  array_to_json(ARRAY(SELECT mg."genreId" FROM "MangaGenre" mg WHERE mg."mangaId" = m.id))
    AS "genreIds",
  (SELECT json_build_object('id', c.id, 'number', c.number) FROM "Chapter" c
     WHERE c."mangaId" = m.id ORDER BY c.number DESC LIMIT 1) AS "latestChapter"`;

interface GenreRow {
  id: string;
  name: string;
}

/** Names each row's genres (`genreIds`) from `genres`, by name. */
function nameGenres(rows: { genreIds: string[]; genres?: GenreRow[] }[], genres: GenreRow[]) {
  const byId = new Map(genres.map((genre) => [genre.id, genre]));
  for (const row of rows) {
    row.genres = row.genreIds
      .map((id) => byId.get(id)!)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}

/** "Hot" titles: the 10 with most views in the last 7 days (the weekViews rollup). */
const HOT_IDS = `SELECT id FROM "Manga" WHERE "weekViews" > 0 ORDER BY "weekViews" DESC, id LIMIT 10`;

const GENRES_WITH_COUNTS = `SELECT id, slug, name, "mangaCount" FROM "Genre"
  ORDER BY "mangaCount" DESC, name`;

export const SORT_ORDERS = {
  POPULARITY: `m.views DESC, m.id`,
  RATING: `m.rating DESC, m.id`,
  TITLE: `m."sortTitle", m.id`,
  YEAR: `m."sortYear" DESC, m.id`,
  LATEST_CHAPTER: `m."sortLatestChapterAt" DESC, m.id`,
} as const;

export interface BrowseFloor {
  order: keyof typeof SORT_ORDERS;
  /** SQL conditions on `m` with $-parameters from `params` */
  where?: string;
  params?: unknown[];
  size: number;
  /** an ORDER BY other than the sort's, with parameters that follow `params` */
  orderSql?: string;
  orderParams?: unknown[];
  /** the total from kept counts (MangaCount) instead of counting: conditions on it, with `params` */
  keptCountWhere?: string;
}

/** The total of titles from the kept counts. */
const keptCount = (where: string) =>
  `SELECT coalesce(sum(count), 0)::int FROM "MangaCount" WHERE ${where}`;

const whereOf = (where?: string) => (where ? `WHERE ${where}` : "");

/** A browse or search page: the titles, how many match, and the genre list beside them. */
export async function browseFloor(pool: pg.Pool, floor: BrowseFloor) {
  const params = floor.params ?? [];
  const read = await Promise.all([
    pool.query(
      `SELECT ${CARD_COLUMNS_GENRE_IDS} FROM "Manga" m ${whereOf(floor.where)}
       ORDER BY ${floor.orderSql ?? SORT_ORDERS[floor.order]} LIMIT ${floor.size + 1}`,
      [...params, ...(floor.orderParams ?? [])],
    ),
    pool.query(
      floor.keptCountWhere
        ? keptCount(floor.keptCountWhere)
        : `SELECT count(*)::int FROM "Manga" m ${whereOf(floor.where)}`,
      floor.keptCountWhere && !floor.keptCountWhere.includes("$") ? [] : params,
    ),
    pool.query(GENRES_WITH_COUNTS),
    pool.query(HOT_IDS),
  ]);
  nameGenres(read[0].rows, read[2].rows);
  return read;
}

/** The genres with their counts, most titles first. */
export const genresFloor = (pool: pg.Pool) => pool.query(GENRES_WITH_COUNTS);

/** The newest released chapters across the library, each with its title. */
export const recentUpdatesFloor = (pool: pg.Pool, size: number) =>
  pool.query(
    `SELECT c.id, c.number, c.title, c."releasedAt", m.id AS "mangaId", m.slug, m.title AS "mangaTitle",
       m."coverKey", m."coverWidth"
     FROM (SELECT id, number, title, "releasedAt", "mangaId" FROM "Chapter"
       WHERE "releasedAt" <= (now() AT TIME ZONE 'UTC') ORDER BY "releasedAt" DESC, id LIMIT ${size}) c
     JOIN "Manga" m ON m.id = c."mangaId"
     ORDER BY c."releasedAt" DESC, c.id`,
  );

/** Titles ranked by views in the period (all time, the week or the month rollup), best first. */
function rankingSql(column: "views" | "weekViews" | "monthViews", limit: number, rating = false) {
  if (!rating) {
    return `SELECT row_number() OVER (ORDER BY m."${column}" DESC, m.id) AS rank, ${CARD_COLUMNS}
      FROM "Manga" m ORDER BY m."${column}" DESC, m.id LIMIT ${limit}`;
  }
  return `SELECT 1 + (SELECT count(*) FROM "Manga" o WHERE o."${column}" > m."${column}")
      + (SELECT count(*) FROM "Manga" o WHERE o."${column}" = m."${column}" AND o.id < m.id) AS rank,
      ${CARD_COLUMNS}
    FROM "Manga" m ORDER BY m.rating DESC, m."${column}" DESC, m.id LIMIT ${limit}`;
}

export const popularFloor = (
  pool: pg.Pool,
  column: "views" | "weekViews" | "monthViews",
  size: number,
) => Promise.all([pool.query(rankingSql(column, size)), pool.query(HOT_IDS)]);

export async function homeFloor(pool: pg.Pool, genreId: string) {
  return Promise.all([
    pool.query(`SELECT ${CARD_COLUMNS},
        (SELECT json_build_object('id', c.id, 'number', c.number) FROM "Chapter" c
           WHERE c."mangaId" = m.id ORDER BY c.number LIMIT 1) AS "firstChapter"
      FROM "Manga" m WHERE m."featuredRank" IS NOT NULL ORDER BY m."featuredRank"`),
    pool.query(
      `SELECT ${CARD_COLUMNS} FROM "Manga" m ORDER BY ${SORT_ORDERS.LATEST_CHAPTER} LIMIT 6`,
    ),
    pool.query(rankingSql("weekViews", 8)),
    pool.query(rankingSql("weekViews", 8, true)),
    pool.query(rankingSql("views", 8)),
    pool.query(`SELECT p.id, p.slug, p.title, p.excerpt, p."imageUrl", p.category, p.featured,
        p."publishedAt", length(p."contentHtml") AS "contentLength", a.name AS "authorName",
        (SELECT count(*)::int FROM "BlogLike" l WHERE l."postId" = p.id) AS likes
      FROM "BlogPost" p JOIN "BlogAuthor" a ON a.id = p."authorId"
      ORDER BY p."publishedAt" DESC, p.id LIMIT 3`),
    pool.query(GENRES_WITH_COUNTS),
    pool.query(
      `SELECT ${CARD_COLUMNS} FROM "Manga" m WHERE EXISTS (SELECT 1 FROM "MangaGenre" mg
         WHERE mg."mangaId" = m.id AND mg."genreId" = $1)
       ORDER BY ${SORT_ORDERS.POPULARITY} LIMIT 12`,
      [genreId],
    ),
    pool.query(keptCount(`"genreId" = ''`)),
    pool.query(HOT_IDS),
  ]);
}

export async function mangaDetailFloor(pool: pg.Pool, slug: string, chapters: number) {
  const title = `(SELECT id FROM "Manga" WHERE slug = $1)`;
  return Promise.all([
    pool.query(
      `SELECT m.*,
        (SELECT coalesce(json_agg(a.title ORDER BY a.title), '[]') FROM "MangaAltTitle" a
           WHERE a."mangaId" = m.id) AS "alternativeTitles",
        (SELECT coalesce(json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name)
           ORDER BY g.name), '[]')
           FROM "MangaGenre" mg JOIN "Genre" g ON g.id = mg."genreId" WHERE mg."mangaId" = m.id) AS genres,
        (SELECT count(*)::int FROM "Chapter" c WHERE c."mangaId" = m.id) AS "chapterCount",
        (SELECT json_build_object('id', c.id, 'number', c.number) FROM "Chapter" c
           WHERE c."mangaId" = m.id ORDER BY c.number LIMIT 1) AS "firstChapter",
        (SELECT count(*)::int FROM "Favorite" f WHERE f."mangaId" = m.id) AS "favoritesCount"
      FROM "Manga" m WHERE m.slug = $1`,
      [slug],
    ),
    pool.query(
      `SELECT c.id, c.number, c.title, c."releasedAt",
        (SELECT count(*)::int FROM "Page" p WHERE p."chapterId" = c.id) AS "pageCount"
      FROM "Chapter" c WHERE c."mangaId" = ${title} ORDER BY c.number DESC LIMIT ${chapters + 1}`,
      [slug],
    ),
    pool.query(
      `SELECT ${CARD_COLUMNS} FROM "Manga" m JOIN "MangaGenre" mg ON mg."mangaId" = m.id
       WHERE mg."genreId" IN (SELECT "genreId" FROM "MangaGenre" WHERE "mangaId" = ${title})
         AND m.id <> ${title}
       GROUP BY m.id ORDER BY count(*) DESC, m.views DESC, m.id LIMIT 6`,
      [slug],
    ),
    pool.query(HOT_IDS),
  ]);
}

const PAGES_OF = (chapter: string) => `(SELECT coalesce(json_agg(json_build_object(
    'number', p.number, 'width', p.width, 'height', p.height) ORDER BY p.number), '[]')
  FROM "Page" p WHERE p."chapterId" = ${chapter}.id)`;

export const readerFloor = (pool: pg.Pool, slug: string, number: number) =>
  pool.query(
    `SELECT c.id, c.number, c.title, m.id AS "mangaId", m.title AS "mangaTitle", ${PAGES_OF("c")} AS pages,
      (SELECT json_build_object('id', pc.id, 'number', pc.number,
         'pageCount', (SELECT count(*) FROM "Page" p WHERE p."chapterId" = pc.id))
       FROM "Chapter" pc WHERE pc."mangaId" = c."mangaId" AND pc.number < c.number
       ORDER BY pc.number DESC LIMIT 1) AS previous,
      (SELECT json_build_object('id', nc.id, 'number', nc.number, 'pages', ${PAGES_OF("nc")})
       FROM "Chapter" nc WHERE nc."mangaId" = c."mangaId" AND nc.number > c.number
       ORDER BY nc.number LIMIT 1) AS next
    FROM "Chapter" c JOIN "Manga" m ON m.id = c."mangaId" WHERE m.slug = $1 AND c.number = $2`,
    [slug, number],
  );

export async function dashboardFloor(pool: pg.Pool, userId: string) {
  return Promise.all([
    pool.query(
      `SELECT u.id, u.name, u.email, u."emailVerifiedAt", u."createdAt", pl.id AS "planId", pl.name AS "planName",
        (SELECT count(*)::int FROM "ReadingProgress" p WHERE p."userId" = u.id) AS "totalMangaRead",
        (SELECT count(*)::int FROM "Favorite" f WHERE f."userId" = u.id) AS favorites,
        (SELECT count(*)::int FROM "Favorite" f WHERE f."userId" = u.id
           AND f."createdAt" >= date_trunc('month', now())) AS "newFavoritesThisMonth",
        (SELECT count(*)::int FROM "ReadingProgress" p JOIN "Chapter" c ON c.id = p."chapterId"
           WHERE p."userId" = u.id AND (EXISTS (SELECT 1 FROM "Chapter" n
             WHERE n."mangaId" = p."mangaId" AND n.number > c.number)
             OR p.page < (SELECT count(*) FROM "Page" pg WHERE pg."chapterId" = c.id))) AS "currentlyReading",
        (SELECT json_agg(DISTINCT "readAt"::date) FROM "ReadingEvent" e WHERE e."userId" = u.id) AS days,
        (SELECT count(DISTINCT "chapterId")::int FROM "ReadingEvent" e WHERE e."userId" = u.id
           AND e."readAt" >= date_trunc('month', now())) AS "chaptersThisMonth"
      FROM "User" u JOIN "Plan" pl ON pl.id = u."planId" WHERE u.id = $1`,
      [userId],
    ),
    pool.query(
      `SELECT p.page, p."updatedAt", c.id AS "chapterId", c.number,
        (SELECT count(*)::int FROM "Page" pg WHERE pg."chapterId" = c.id) AS "pageCount",
        m.id, m.slug, m.title, m.author, m.status,
        (SELECT count(*)::int FROM "Chapter" x WHERE x."mangaId" = m.id) AS "chapterCount",
        (SELECT count(*)::int FROM "ReadingProgress" x WHERE x."userId" = $1) AS "totalCount"
      FROM "ReadingProgress" p JOIN "Chapter" c ON c.id = p."chapterId" JOIN "Manga" m ON m.id = p."mangaId"
      WHERE p."userId" = $1 ORDER BY p."updatedAt" DESC, p."mangaId" LIMIT 13`,
      [userId],
    ),
    pool.query(
      `SELECT f."createdAt", ${CARD_COLUMNS},
        (SELECT count(*)::int FROM "Favorite" x WHERE x."userId" = $1) AS "totalCount"
      FROM "Favorite" f JOIN "Manga" m ON m.id = f."mangaId"
      WHERE f."userId" = $1 ORDER BY f."createdAt" DESC, f."mangaId" LIMIT 25`,
      [userId],
    ),
    pool.query(HOT_IDS),
  ]);
}

/** The signed-in home's own bands: recommendations by neighbour scores, and 3 "because you read" rows. */
export async function homeRecommendationsFloor(pool: pg.Pool, userId: string) {
  const known = `SELECT "mangaId" FROM "ReadingProgress" WHERE "userId" = $1
    UNION SELECT "mangaId" FROM "ReadingHistory" WHERE "userId" = $1
    UNION SELECT "mangaId" FROM "Favorite" WHERE "userId" = $1
    UNION SELECT "mangaId" FROM "SavedManga" WHERE "userId" = $1`;
  return Promise.all([
    pool.query(
      `WITH mine AS (
         SELECT "mangaId", 3 AS weight FROM "ReadingProgress" WHERE "userId" = $1
         UNION ALL SELECT "mangaId", 2 FROM "Favorite" WHERE "userId" = $1
       ), scored AS (
         SELECT n."neighborId" AS id, sum(mine.weight * n.similarity) AS score
         FROM mine JOIN "MangaNeighbor" n ON n."mangaId" = mine."mangaId"
         WHERE n."neighborId" NOT IN (${known})
         GROUP BY n."neighborId" ORDER BY score DESC LIMIT 12
       )
       SELECT ${CARD_COLUMNS} FROM scored JOIN "Manga" m ON m.id = scored.id ORDER BY scored.score DESC`,
      [userId],
    ),
    pool.query(
      `WITH recent AS (
         SELECT "mangaId", "updatedAt" FROM "ReadingProgress" WHERE "userId" = $1
         ORDER BY "updatedAt" DESC LIMIT 3
       )
       SELECT recent."mangaId", json_agg(json_build_object('id', m.id, 'title', m.title)) AS titles
       FROM recent CROSS JOIN LATERAL (
         SELECT ${CARD_COLUMNS} FROM "MangaNeighbor" n JOIN "Manga" m ON m.id = n."neighborId"
         WHERE n."mangaId" = recent."mangaId" AND n."neighborId" NOT IN (${known})
         ORDER BY n.rank LIMIT 10
       ) m GROUP BY recent."mangaId", recent."updatedAt" ORDER BY recent."updatedAt" DESC`,
      [userId],
    ),
    pool.query(HOT_IDS),
  ]);
}
