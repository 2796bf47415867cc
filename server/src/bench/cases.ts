import { readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { repoRoot } from "../lib/paths.ts";
import type { BenchFixture } from "./fixture.ts";
import {
  browseFloor,
  dashboardFloor,
  genresFloor,
  homeFloor,
  homeRecommendationsFloor,
  mangaDetailFloor,
  popularFloor,
  readerFloor,
  recentUpdatesFloor,
  SORT_ORDERS,
} from "./floor-sql.ts";

// The reads the benchmark measures: each screen's own route query (as the web app sends it) with its
// variables, and the hand-written SQL for the same data (the floor).

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  /**
   * The query's persisted hash, for a web app query: sent as the browser sends it, a GET with the
   * hash alone (the server knows it from the safelist); else POSTed with its text, as API clients do.
   */
  persistedHash?: string;
}

export interface BenchCase extends GraphQLOperation {
  name: string;
  /** the queries the screen sends beside its route query, at once (the home page's bands) */
  alongside?: GraphQLOperation[];
  /** sent with the bench reader's session cookie */
  signedIn?: boolean;
  /** the same data by hand-written SQL; none for a read without data */
  floor?: (pool: pg.Pool) => Promise<unknown>;
}

const ROUTE_QUERIES = [
  "BrowseRouteQuery",
  "SearchRouteQuery",
  "PopularRouteQuery",
  "MangaDetailRouteQuery",
  "ReaderRouteQuery",
  "HomeRouteQuery",
  "HomePopularQuery",
  "HomeBlogQuery",
  "HomeGenresQuery",
  "HomeRecommendationsQuery",
  "DashboardRouteQuery",
] as const;
type RouteQuery = (typeof ROUTE_QUERIES)[number];

/** A web app query as the browser sends it: its text (Apollo's __typename fields included) and hash. */
export interface RouteQueryText {
  query: string;
  persistedHash: string;
}

/**
 * The web app's route queries exactly as its Apollo Client sends them: from the safelist `pnpm
 * codegen` writes (web/scripts/safelist.ts), by operation name.
 */
export async function loadRouteQueries(): Promise<Record<RouteQuery, RouteQueryText>> {
  const file = path.join(repoRoot, "web/src/gql/safelist.json");
  const safelist: Record<string, string> = JSON.parse(await readFile(file, "utf8"));
  const entries = Object.entries(safelist);
  return Object.fromEntries(
    ROUTE_QUERIES.map((name) => {
      const entry = entries.find(
        ([, query]) => query.startsWith(`query ${name}(`) || query.startsWith(`query ${name} `),
      );
      if (!entry) throw new Error(`${name} is missing from ${file}: run pnpm codegen`);
      return [name, { query: entry[1], persistedHash: entry[0] }];
    }),
  ) as Record<RouteQuery, RouteQueryText>;
}

const PAGE = 20;

/** Where a deep page starts: the cursor after `offset` titles by RATING, and that title's key. */
export interface DeepPage {
  offset: number;
  after: string;
  rating: number;
  id: string;
}

export function benchCases(
  queries: Record<RouteQuery, RouteQueryText>,
  fixture: BenchFixture,
  deep: DeepPage,
): BenchCase[] {
  const browse = (sort: keyof typeof SORT_ORDERS): BenchCase => ({
    name: `browse ${sort}`,
    ...queries.BrowseRouteQuery,
    variables: { sort, first: PAGE },
    floor: (pool) =>
      browseFloor(pool, { order: sort, size: PAGE, keptCountWhere: `"genreId" = ''` }),
  });
  const search = (label: string, word: string): BenchCase => ({
    name: `search ${label} "${word}"`,
    ...queries.SearchRouteQuery,
    variables: { filter: { search: word }, sort: "RELEVANCE", first: PAGE },
    floor: (pool) =>
      browseFloor(pool, {
        order: "POPULARITY",
        size: PAGE,
        where: `m."searchText" LIKE lower($1)`,
        params: [`%${word}%`],
        orderParams: [word],
        orderSql: `greatest(similarity(m.title, $2), similarity(m.author, $2),
          similarity(m."searchText", $2)) DESC, m.id`,
      }),
  });
  const popular = (period: string, column: "views" | "weekViews" | "monthViews"): BenchCase => ({
    name: `popular ${period}`,
    ...queries.PopularRouteQuery,
    variables: { period, sort: "VIEWS", first: PAGE },
    floor: (pool) => popularFloor(pool, column, PAGE),
  });
  return [
    // What every request pays whatever it asks: HTTP, the API's protections, logging, metrics.
    { name: "{ __typename }", query: "{ __typename }", variables: {} },
    browse("POPULARITY"),
    browse("RATING"),
    browse("TITLE"),
    browse("YEAR"),
    browse("LATEST_CHAPTER"),
    {
      name: `browse genre+COMPLETED`,
      ...queries.BrowseRouteQuery,
      variables: {
        filter: { genres: [fixture.genre.slug], statuses: ["COMPLETED"] },
        sort: "POPULARITY",
        first: PAGE,
      },
      floor: (pool) =>
        browseFloor(pool, {
          order: "POPULARITY",
          size: PAGE,
          where: `m.status = 'COMPLETED' AND EXISTS (SELECT 1 FROM "MangaGenre" mg
            WHERE mg."mangaId" = m.id AND mg."genreId" = $1)`,
          params: [fixture.genre.id],
          keptCountWhere: `"genreId" = $1 AND status = 'COMPLETED'`,
        }),
    },
    {
      name: `browse RATING after ${deep.offset}`,
      ...queries.BrowseRouteQuery,
      variables: { sort: "RATING", first: PAGE, after: deep.after },
      floor: (pool) =>
        browseFloor(pool, {
          order: "RATING",
          size: PAGE,
          where: `m.rating <= $1 AND (m.rating < $1 OR m.id > $2)`,
          params: [deep.rating, deep.id],
          keptCountWhere: `"genreId" = ''`,
        }),
    },
    search("common", fixture.commonWord),
    search("rare", "zzqx"),
    popular("WEEK", "weekViews"),
    popular("MONTH", "monthViews"),
    popular("ALL_TIME", "views"),
    // Two reads of the public API that the web app's screens do not send as such: the newest
    // chapters across the library, and the genre list with its counts.
    {
      name: "recent updates",
      query: `query RecentUpdates($first: Int) { recentUpdates(first: $first) {
        chapter { id number title releasedAt } manga { id slug title coverUrl } } }`,
      variables: { first: PAGE },
      floor: (pool) => recentUpdatesFloor(pool, PAGE),
    },
    {
      name: "genres",
      query: "query Genres { genres { id slug name mangaCount } }",
      variables: {},
      floor: genresFloor,
    },
    {
      name: "manga detail",
      ...queries.MangaDetailRouteQuery,
      variables: { id: fixture.manga.slug, first: PAGE },
      floor: (pool) => mangaDetailFloor(pool, fixture.manga.slug, PAGE),
    },
    {
      name: "reader chapter",
      ...queries.ReaderRouteQuery,
      variables: { mangaId: fixture.manga.slug, number: fixture.manga.chapterNumber },
      floor: (pool) => readerFloor(pool, fixture.manga.slug, fixture.manga.chapterNumber),
    },
    {
      name: "home",
      ...queries.HomeRouteQuery,
      variables: {},
      alongside: [
        { ...queries.HomePopularQuery, variables: {} },
        { ...queries.HomeBlogQuery, variables: {} },
        { ...queries.HomeGenresQuery, variables: { genres: [fixture.genre.slug] } },
      ],
      floor: (pool) => homeFloor(pool, fixture.genre.id),
    },
    {
      // the signed-in home's own bands, loaded beside the home query (which is the same signed in)
      name: "home bands (signed in)",
      ...queries.HomeRecommendationsQuery,
      variables: {},
      signedIn: true,
      floor: (pool) => homeRecommendationsFloor(pool, fixture.reader.id),
    },
    {
      name: "dashboard (signed in)",
      ...queries.DashboardRouteQuery,
      // the default tab, as the web app's dashboardVariables("reading") asks for it
      variables: { withReading: true, withFavorites: false, withHistory: false, withSaved: false },
      signedIn: true,
      floor: (pool) => dashboardFloor(pool, fixture.reader.id),
    },
  ];
}
