// Genres and titles. Genres are pure reference data and are upserted by slug. A title's row holds
// values generated from `now` (release dates), so it is created once and never rewritten: a later
// run with another `now` must not move a title's dates away from its chapters'.

import type { Db } from "../../server/src/lib/db.ts";
import { seedChapters } from "./chapters.ts";
import { seedDailyViews } from "./daily-views.ts";
import { genres } from "./data/genres.ts";
import { requireId } from "./rows.ts";
import { startOfUtcDay } from "./time.ts";
import { buildTitleProfiles, type TitleProfile } from "./title-profiles.ts";

export interface SeededCatalog {
  profiles: TitleProfile[];
  mangaIdBySlug: Map<string, string>;
}

export async function seedCatalog(db: Db, now: Date): Promise<SeededCatalog> {
  const genreIdBySlug = await seedGenres(db);
  const profiles = buildTitleProfiles(now);
  const mangaIdBySlug = await seedTitles(db, profiles, genreIdBySlug);
  await seedChapters(db, profiles, mangaIdBySlug, now);
  await seedDailyViews(db, profiles, mangaIdBySlug, now);
  return { profiles, mangaIdBySlug };
}

async function seedGenres(db: Db): Promise<Map<string, string>> {
  const rows = await Promise.all(
    genres.map(({ slug, name, description }) =>
      db.genre.upsert({
        where: { slug },
        create: { slug, name, description },
        update: { name, description },
      }),
    ),
  );
  return new Map(rows.map((genre) => [genre.slug, genre.id]));
}

async function seedTitles(db: Db, profiles: TitleProfile[], genreIdBySlug: Map<string, string>) {
  await db.manga.createMany({
    skipDuplicates: true,
    data: profiles.map((profile) => ({
      slug: profile.slug,
      title: profile.title,
      description: profile.description,
      author: profile.author,
      artist: profile.artist,
      status: profile.status,
      demographic: profile.demographic,
      serialization: profile.serialization,
      releaseYear: profile.firstReleaseAt.getUTCFullYear(),
      releasedOn: startOfUtcDay(profile.firstReleaseAt),
      featuredRank: profile.featuredRank ?? null,
      // The title joined the library with its first chapter and has not been edited since.
      createdAt: profile.firstReleaseAt,
      updatedAt: profile.firstReleaseAt,
    })),
  });
  const mangas = await db.manga.findMany({
    where: { slug: { in: profiles.map((profile) => profile.slug) } },
    select: { id: true, slug: true },
  });
  const mangaIdBySlug = new Map(mangas.map((manga) => [manga.slug, manga.id]));

  await db.mangaAltTitle.createMany({
    skipDuplicates: true,
    data: profiles.map((profile) => ({
      mangaId: requireId(mangaIdBySlug, profile.slug),
      title: profile.altTitle,
    })),
  });
  await db.mangaGenre.createMany({
    skipDuplicates: true,
    data: profiles.flatMap((profile) =>
      profile.genres.map((genre) => ({
        mangaId: requireId(mangaIdBySlug, profile.slug),
        genreId: requireId(genreIdBySlug, genre),
      })),
    ),
  });
  return mangaIdBySlug;
}
