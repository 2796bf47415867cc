import { Prisma } from "../generated/prisma/client.ts";

// Search results in order of relevance, as tiers: the title itself, titles that start with the
// search, titles that contain it, alternative titles, then authors; within a tier the most viewed
// first. Each tier is a subquery of its own, ordered like the views index and cut at the page's
// size, so a common word reads about a page of titles per tier instead of ranking every match: the
// planner walks the views index while a tier's matches are dense, and takes the tier's own index
// (the title's prefix, the title's, author's and alternative titles' trigrams) while they are sparse.

/** how the key weighs a tier: above any view count (an int4), so the key orders by tier first */
const TIER_WEIGHT = 2 ** 32;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Each tier's condition, best first; a title is in exactly one (or none, when it does not match). */
function tierConditions(search: string): Prisma.Sql[] {
  const contains = `%${escapeLike(search)}%`;
  const inTitle = Prisma.sql`m.title ILIKE ${contains}`;
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

/** A title's sort key in its tier: higher is more relevant (sorted DESC, then by id). */
const tierKey = (tier: number, tierCount: number) =>
  Prisma.sql`(${(tierCount - 1 - tier) * TIER_WEIGHT}::float8 + m.views)`;

/**
 * The page of titles matching `search` (and `conditions`) after the cursor, by relevance: at most
 * `limit` rows of `m.*` and their "sortKey", in order.
 */
export function relevancePage(args: {
  search: string;
  conditions: Prisma.Sql[];
  after: { key: number; id: string } | null;
  limit: number;
}): Prisma.Sql {
  const tiers = tierConditions(args.search);
  const afterTier = args.after ? tiers.length - 1 - Math.floor(args.after.key / TIER_WEIGHT) : 0;
  const subqueries = tiers.flatMap((condition, tier) => {
    // Tiers before the cursor's are done; in the cursor's tier, the titles after it.
    if (tier < afterTier) return [];
    const conditions = [...args.conditions, condition];
    if (args.after && tier === afterTier) {
      const views = args.after.key % TIER_WEIGHT;
      conditions.push(
        Prisma.sql`m.views <= ${views} AND (m.views < ${views} OR m.id > ${args.after.id})`,
      );
    }
    return [
      Prisma.sql`(SELECT m.*, ${tierKey(tier, tiers.length)} AS "sortKey" FROM "Manga" m
        WHERE ${Prisma.join(conditions, " AND ")}
        ORDER BY m.views DESC, m.id LIMIT ${args.limit})`,
    ];
  });
  if (subqueries.length === 0)
    return Prisma.sql`SELECT m.*, 0::float8 AS "sortKey" FROM "Manga" m WHERE false`;
  // Tiers in order: Append runs its subqueries one after another and the LIMIT stops it once the
  // page is full, so the tiers after it are never read (an ORDER BY here would read them all; the
  // caller orders the page).
  return Prisma.sql`SELECT * FROM (${Prisma.join(subqueries, " UNION ALL ")}) tiers
    LIMIT ${args.limit}`;
}
