// Loads Inkpanel's catalogue, blog, plans, FAQ and demo readers. Safe to run again: reference data
// (genres, plans, FAQ, blog authors and tags) is upserted by natural key, and everything generated
// from `now` is created only where it is missing, so a second run changes nothing.

import type { Db } from "../../server/src/lib/db.ts";
import { seedBlog } from "./blog.ts";
import { seedCatalog } from "./catalog.ts";
import { refreshNeighbours } from "../../server/src/recommendations/refresh.ts";
import { seedReaders } from "./readers.ts";
import { seedFaqs, seedPlans } from "./site.ts";

export interface SeedOptions {
  /** the moment the generated history leads up to; the same `now` always gives the same data */
  now: Date;
}

export async function seed(db: Db, { now }: SeedOptions): Promise<void> {
  await seedPlans(db);
  await seedFaqs(db);
  const { profiles, mangaIdBySlug } = await seedCatalog(db, now);
  const postIdBySlug = await seedBlog(db, now);
  await seedReaders(db, profiles, { mangaIdBySlug, postIdBySlug }, now);
  // A fresh site recommends at once, without waiting for the nightly refresh.
  await refreshNeighbours(db);
}
