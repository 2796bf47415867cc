import { sqlInteger, type QueryOptions } from "../lib/db.ts";
import { releasedSql } from "./released.ts";
import { Prisma, type Chapter, type Manga } from "../generated/prisma/client.ts";
import { genreIdsJson } from "./genres.ts";

// What a title's card shows beyond the title's own row (its genres, newest chapter, hot or not), read
// in the same statement as a list of titles: lists hand it to the loaders that would otherwise
// query it (see primeMangaCards), so a list costs one statement whatever its size.

/**
 * The columns of a title that its card shows, and that the resolvers of the card's other fields
 * read (coverUrl: coverKey and coverWidth; isNew: latestChapterAt). A list reads only these: of
 * Manga's 27 columns the rest (its search text, sort keys, rollups, timestamps) cost node-postgres
 * a parse per row and the answer nothing. A field on another column is resolved from the whole
 * row, loaded when asked for (see the Manga resolvers).
 */
const CARD_MANGA_COLUMNS = [
  "id",
  "slug",
  "title",
  "author",
  "description",
  "rating",
  "status",
  "views",
  "latestChapterAt",
  "coverKey",
  "coverWidth",
] as const satisfies readonly (keyof Manga)[];

/** A title as resolvers receive it: at least a card's columns (a list's row), or the whole row. */
export type MangaCard = Pick<Manga, (typeof CARD_MANGA_COLUMNS)[number]>;

const columnsOf = (alias: string, columns: readonly string[]) =>
  Prisma.raw(columns.map((column) => `${alias}."${column}"`).join(", "));

/**
 * Reads the rows of one list's statement (a query of titles with their card columns): the request's
 * lists are read together (see cardListsOfRequest). `timestamps` names the statement's columns that
 * are timestamps without a zone, which come back as UTC Dates as queryRows reads them. `prepare`
 * (default true) says how the statement is prepared when it is read alone (see QueryOptions).
 */
export type ReadCardRows = <Row>(
  statement: Prisma.Sql,
  timestamps: readonly string[],
  prepare?: QueryOptions["prepare"],
) => Promise<Row[]>;

/** The card's columns that are timestamps (see ReadCardRows). */
export const CARD_TIMESTAMPS = ["latestChapterAt"] as const satisfies readonly (keyof Manga)[];

/** SQL: the card's Manga columns of `alias`, a query alias holding Manga rows. */
export const cardMangaColumns = (alias: string) => columnsOf(alias, CARD_MANGA_COLUMNS);

/** SQL: every Manga column of `alias`, for lists that show more than a card (the OPDS feeds). */
export const wholeMangaColumns = (alias: string) =>
  columnsOf(alias, Object.values(Prisma.MangaScalarFieldEnum));

/** SQL: every Chapter column of `alias`, named (so that the statement can be prepared). */
export const wholeChapterColumns = (alias: string) =>
  columnsOf(alias, Object.values(Prisma.ChapterScalarFieldEnum));

/** "Hot" = among the 10 most viewed titles of the last 7 days. */
const HOT_TITLES = 10;

/** SQL: the ids of this week's hot titles, a few rows read from the weekViews index. */
export const HOT_IDS = Prisma.sql`SELECT id FROM "Manga" m WHERE m."weekViews" > 0
  ORDER BY m."weekViews" DESC, m.id LIMIT ${sqlInteger(HOT_TITLES)}`;

/**
 * SQL: the card columns of each row of `page`, a query alias holding Manga rows. A title's genres
 * are their ids alone, named from the kept genre list (see genresOfTitle): joining "Genre" and
 * writing its rows as JSON took more than half of PostgreSQL's time for a page of titles (0.94 ->
 * 0.41 ms a statement by pgbench). Whether it is hot is a flag worked out by PostgreSQL (the hot
 * ids are read once per statement): each row carrying the ten ids was 30% of a page's row text.
 */
export const cardColumns = (page: string) => {
  const id = Prisma.raw(`${page}.id`);
  return Prisma.sql`
    ${genreIdsJson(page)} AS "cardGenreIds",
    (SELECT to_json(c.*) FROM "Chapter" c WHERE c."mangaId" = ${id} AND ${releasedSql("c")}
      ORDER BY c.number DESC LIMIT 1) AS "cardLatestChapter",
    ${id} = ANY(ARRAY(${HOT_IDS})) AS "cardIsHot"`;
};

/**
 * SQL: the first released chapter of each row of `page`, for cards that offer to start reading
 * (the home carousel's), read beside `cardColumns`.
 */
export const firstChapterColumn = (page: string) =>
  Prisma.sql`(SELECT to_json(c.*) FROM "Chapter" c WHERE c."mangaId" = ${Prisma.raw(`${page}.id`)}
    AND ${releasedSql("c")} ORDER BY c.number LIMIT 1) AS "cardFirstChapter"`;

export interface MangaCardData {
  manga: MangaCard;
  /** the ids of its genres, in no order (see genresOfIds) */
  genreIds: string[];
  /** among this week's hot titles */
  isHot: boolean;
  latestChapter: Chapter | null;
  /** when the list read it (firstChapterColumn) */
  firstChapter?: Chapter | null;
}

/** The cards of a list. */
export interface MangaCards {
  cards: MangaCardData[];
}

/** A Chapter row as `to_json` writes it: its timestamp is text (UTC, without a zone). */
export type ChapterJson = Omit<Chapter, "releasedAt"> & { releasedAt: string };

/** The Chapter row of its `to_json`. */
export const chapterOfJson = (chapter: ChapterJson): Chapter => ({
  ...chapter,
  releasedAt: new Date(`${chapter.releasedAt}Z`),
});

/**
 * The card columns as they arrive: JSON already parsed, genre ids, and rows of Chapter as `to_json`
 * writes them. Their shape is this statement's own, so they are typed rather than checked (zod's
 * check of every card took 2% of a browse page's CPU).
 */
export interface CardColumns {
  cardGenreIds: string[];
  cardLatestChapter: ChapterJson | null;
  cardIsHot: boolean;
  cardFirstChapter?: ChapterJson | null;
}

/** Splits rows read with `cardColumns` into their titles and cards, in order. */
export function readCards<Row extends MangaCard>(
  rows: (Row & CardColumns)[],
): { rows: Row[] } & MangaCards {
  const cards: MangaCardData[] = [];
  const titles = rows.map(
    ({ cardGenreIds, cardLatestChapter, cardFirstChapter, cardIsHot, ...rest }) => {
      // `rest` is the row less exactly the card columns, which TypeScript cannot see for a generic Row.
      const row = rest as unknown as Row;
      const latestChapter = cardLatestChapter && chapterOfJson(cardLatestChapter);
      const card: MangaCardData = {
        manga: row,
        genreIds: cardGenreIds,
        isHot: cardIsHot,
        latestChapter,
      };
      if (cardFirstChapter !== undefined)
        card.firstChapter = cardFirstChapter && chapterOfJson(cardFirstChapter);
      cards.push(card);
      return row;
    },
  );
  return { rows: titles, cards };
}
