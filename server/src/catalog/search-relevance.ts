import { Prisma } from "../generated/prisma/client.ts";
import { RESPONSE_CACHE_CHANNEL } from "../lib/change-listener.ts";
import { queryRows } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";

// Search results in order of relevance, as tiers: the title itself, titles that start with the
// search, titles that contain it, alternative titles, then authors; within a tier the most viewed
// first. Each tier is a subquery of its own, ordered like the views index and cut at the page's
// size, so a common word reads about a page of titles per tier instead of ranking every match: the
// planner walks the views index while a tier's matches are dense, and takes the tier's own index
// (the title's prefix, the title's, author's and alternative titles' trigrams) while they are sparse.
// When the search is the filter's only condition, each instance keeps how many titles each tier
// holds (see keptSearchSize), and the statement has only the tiers its page can reach: planning
// every tier (each condition's selectivity, each index's cost) took more of the database's time
// than running the page, and a search that matches nothing sends no statement at all.

/** the tiers, best first: the title, its prefix, within the title, alternative titles, author */
const TIERS = [0, 1, 2, 3, 4];

/** how the key weighs a tier: above any view count (an int4), so the key orders by tier first */
const TIER_WEIGHT = 2 ** 32;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The titles whose searchText contains `search`. It holds title, author and alternative titles,
 * one per line, lower-cased so that LIKE matches what ILIKE would without folding each row's case;
 * its trigram index (gin_trgm_ops) serves LIKE. Also true of its narrow copy, "MangaSearchText",
 * aliased `m` as well.
 */
export const searchMatch = (search: string) =>
  Prisma.sql`m."searchText" LIKE lower(${`%${escapeLike(search)}%`})`;

/** A search's size: how many titles match it, and how many of them each tier holds, best first. */
export interface SearchSize {
  count: number;
  tiers: number[];
}

/**
 * The size of a search with no other filter, counted in the search texts' narrow copy (a common
 * word's matches are rechecked there, not in the wide title rows), each match put in its tier by
 * the lines of its text (the title, the author, then the alternative titles: the same tests as
 * tierConditions, lower-cased as ILIKE compares), and kept by each instance until the public data
 * changes: every title added, removed or renamed, and every alternative title, notifies its
 * channel; views do not.
 */
export const keptSearchSize = (search: string): KeptValue<SearchSize> => ({
  channel: RESPONSE_CACHE_CHANNEL,
  key: `search size\n${search}`,
  read: async (db) => {
    // Grouped by tier, each match's tier is worked out once (five FILTERed counts worked it out
    // five times); CASE stops at the first tier that holds, so only the matches outside the
    // title have their text split into lines.
    const counts = await queryRows<{ tier: number | null; count: number }>(
      db,
      Prisma.sql`SELECT tier, count(*)::int AS count FROM (SELECT CASE
          WHEN title = s THEN 0
          WHEN starts_with(title, s) THEN 1
          WHEN strpos(title, s) > 0 THEN 2
          WHEN strpos(array_to_string((string_to_array(text, E'\\n'))[3:], E'\\n'), s) > 0 THEN 3
          WHEN strpos(split_part(text, E'\\n', 2), s) > 0 THEN 4
        END AS tier
        FROM (SELECT lower(${search}) AS s, m."searchText" AS text,
            split_part(m."searchText", E'\\n', 1) AS title
          FROM "MangaSearchText" m WHERE ${searchMatch(search)}) matches) tiered
        GROUP BY tier`,
    );
    return {
      // with the matches of no tier (a search across two lines of the text)
      count: counts.reduce((sum, { count }) => sum + count, 0),
      tiers: TIERS.map((tier) => counts.find((counted) => counted.tier === tier)?.count ?? 0),
    };
  },
});

/** Each tier's condition, best first; a title is in exactly one (or none, when it does not match). */
function tierConditions(search: string): Prisma.Sql[] {
  const contains = `%${escapeLike(search)}%`;
  // sortTitle is lower(title): LIKE there matches what ILIKE on the title would, without folding
  // the case of each row read (a third of the tier's statement for a common word)
  const inTitle = Prisma.sql`m."sortTitle" LIKE lower(${contains})`;
  // Found once through the alternative titles' own index, rather than looked up title by title.
  const byAltTitle = Prisma.sql`m.id = ANY (ARRAY(SELECT a."mangaId" FROM "MangaAltTitle" a
    WHERE a.title ILIKE ${contains}))`;
  return [
    Prisma.sql`m."sortTitle" = lower(${search})`,
    // sortTitle is lower(title); its text_pattern_ops index serves the prefix
    Prisma.sql`m."sortTitle" LIKE lower(${`${escapeLike(search)}%`})
      AND m."sortTitle" <> lower(${search})`,
    Prisma.sql`${inTitle} AND m."sortTitle" NOT LIKE lower(${`${escapeLike(search)}%`})`,
    Prisma.sql`NOT ${inTitle} AND ${byAltTitle}`,
    Prisma.sql`NOT ${inTitle} AND NOT ${byAltTitle} AND m.author ILIKE ${contains}`,
  ];
}

/**
 * The tiers a page can reach, best first: from the cursor's on, without the empty ones, until the
 * known sizes of those after the cursor's own (partly read already) fill the page. With no sizes,
 * every tier from the cursor's.
 */
function reachableTiers(
  afterTier: number,
  cursorInTier: boolean,
  limit: number,
  sizes: readonly number[] | null,
): number[] {
  const reachable: number[] = [];
  let wanted = limit;
  for (let tier = afterTier; tier < TIERS.length && wanted > 0; tier++) {
    const size = sizes ? sizes[tier]! : Infinity;
    if (size === 0) continue;
    reachable.push(tier);
    if (sizes && !(cursorInTier && tier === afterTier)) wanted -= size;
  }
  return reachable;
}

/** A title's sort key in its tier: higher is more relevant (sorted DESC, then by id). */
const tierKey = (tier: number, tierCount: number) =>
  Prisma.sql`(${(tierCount - 1 - tier) * TIER_WEIGHT}::float8 + m.views)`;

/**
 * The page of titles matching `search` (and `conditions`) after the cursor, by relevance: at most
 * `limit` rows of `m.*` and their "sortKey", in order; null when no title can be on it.
 * `tierSizes` are the search's tier sizes when `conditions` are none (see keptSearchSize).
 */
export function relevancePage(args: {
  search: string;
  conditions: Prisma.Sql[];
  after: { key: number; id: string } | null;
  limit: number;
  tierSizes: readonly number[] | null;
}): Prisma.Sql | null {
  const tiers = tierConditions(args.search);
  // Tiers before the cursor's are done; in the cursor's tier, the titles after it.
  const afterTier = args.after
    ? Math.max(0, TIERS.length - 1 - Math.floor(args.after.key / TIER_WEIGHT))
    : 0;
  const reachable = reachableTiers(afterTier, args.after != null, args.limit, args.tierSizes);
  const subqueries = reachable.map((tier) => {
    const conditions = [...args.conditions, tiers[tier]!];
    if (args.after && tier === afterTier) {
      const views = args.after.key % TIER_WEIGHT;
      conditions.push(
        Prisma.sql`m.views <= ${views} AND (m.views < ${views} OR m.id > ${args.after.id})`,
      );
    }
    return Prisma.sql`(SELECT m.*, ${tierKey(tier, TIERS.length)} AS "sortKey" FROM "Manga" m
        WHERE ${Prisma.join(conditions, " AND ")}
        ORDER BY m.views DESC, m.id LIMIT ${args.limit})`;
  });
  if (subqueries.length === 0) return null;
  // Tiers in order: Append runs its subqueries one after another and the LIMIT stops it once the
  // page is full, so the tiers after it are never read (an ORDER BY here would read them all; the
  // caller orders the page).
  return Prisma.sql`SELECT * FROM (${Prisma.join(subqueries, " UNION ALL ")}) tiers
    LIMIT ${args.limit}`;
}
