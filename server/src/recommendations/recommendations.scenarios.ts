import { beforeAll } from "vitest";
import { firstDayOfLast } from "../catalog/time-windows.ts";
import type { Db } from "../lib/db.ts";
import { fixtureReaders } from "../test/readers.ts";
import { testTitle } from "../test/titles.ts";

// Eight titles and the readers whose signals relate them, on a database of the file's own (the
// refresh reads every reader). Common readers (favorites, saves, reads, ratings of 8+):
//   alpha-bravo 3 (r1 r2 r3), alpha-echo 3, bravo-echo 3, bravo-delta 3 (r1 r3 r4): neighbours;
//   alpha-charlie 2, alpha-delta 2, delta-echo 2: too few. r4's rating of alpha is 5: no signal.
// Echo's only chapter is scheduled, so it is never recommended. Ada and Ben are the readers the
// tests act as; they start with nothing.

export const NOW = new Date("2026-03-15T12:00:00.000Z");
const released = new Date("2026-01-01T00:00:00.000Z");
// The database judges "released" by its own clock, so the scheduled chapter is far ahead of it.
const scheduled = new Date("2099-06-01T00:00:00.000Z");

export const genres = {
  action: { id: "recs-action", slug: "recs-action", name: "Action", description: "Fights" },
  romance: { id: "recs-romance", slug: "recs-romance", name: "Romance", description: "Love" },
};

const title = (name: string, genre: keyof typeof genres, weekViews: number, out = released) => ({
  id: `recs-${name}`,
  title: name,
  genre,
  weekViews,
  chapterAt: out,
});

/** weekViews: this week's views (all of them today), the popular lists' order */
export const titles = {
  alpha: title("alpha", "action", 40),
  bravo: title("bravo", "action", 30),
  charlie: title("charlie", "action", 50),
  delta: title("delta", "romance", 20),
  echo: title("echo", "action", 0, scheduled),
  foxtrot: title("foxtrot", "action", 500),
  golf: title("golf", "romance", 900),
  hotel: title("hotel", "action", 10),
};
const chapterOf = (manga: { id: string }) => `${manga.id}-1`;

const { alpha, bravo, charlie, delta, echo } = titles;
const favorites = (...mangas: { id: string }[]) => ({
  favorites: { create: mangas.map((manga) => ({ mangaId: manga.id })) },
});

export const readers = {
  r1: { id: "recs-r1" },
  r2: { id: "recs-r2" },
  r3: { id: "recs-r3" },
  r4: { id: "recs-r4" },
  ada: { id: "recs-ada" },
  ben: { id: "recs-ben" },
};

const scenarioReaders = fixtureReaders({
  plan: { id: "recs-free", name: "Free", description: "Read", sortOrder: 1 },
  readers,
  relationsOf: (reader) =>
    ({
      [readers.r1.id]: {
        ...favorites(alpha, bravo, charlie, echo),
        saves: { create: [{ mangaId: delta.id }] },
      },
      [readers.r2.id]: {
        ...favorites(alpha, echo),
        saves: { create: [{ mangaId: charlie.id }] },
        history: {
          create: [{ mangaId: bravo.id, chapterId: chapterOf(bravo), page: 1, readAt: released }],
        },
      },
      [readers.r3.id]: {
        ...favorites(echo, delta),
        saves: { create: [{ mangaId: alpha.id }] },
        reviews: { create: [{ mangaId: bravo.id, rating: 9 }] },
      },
      [readers.r4.id]: {
        ...favorites(bravo, delta),
        reviews: { create: [{ mangaId: alpha.id, rating: 5 }] },
      },
    })[reader.id] ?? {},
});

async function insert(db: Db) {
  await db.genre.createMany({ data: Object.values(genres) });
  for (const manga of Object.values(titles)) {
    await db.manga.create({
      data: testTitle({
        id: manga.id,
        slug: manga.id,
        title: manga.title,
        description: manga.title,
        genres: { create: [{ genreId: genres[manga.genre].id }] },
        chapters: { create: [{ id: chapterOf(manga), number: 1, releasedAt: manga.chapterAt }] },
        dailyViews: { create: [{ day: firstDayOfLast(1, NOW), views: manga.weekViews }] },
      }),
    });
  }
  await scenarioReaders.insert(db);
}

/** Inserts the scenario before the file's tests (its database is dropped after them). */
export function useRecommendationsScenario(db: Db): void {
  beforeAll(() => insert(db));
}

/** Clears what the tests give Ada and Ben, so each test starts from nothing. */
export async function clearTestReaders(db: Db): Promise<void> {
  const userId = { in: [readers.ada.id, readers.ben.id] };
  await db.favorite.deleteMany({ where: { userId } });
  await db.savedManga.deleteMany({ where: { userId } });
  await db.readingHistory.deleteMany({ where: { userId } });
  await db.readingProgress.deleteMany({ where: { userId } });
  await db.review.deleteMany({ where: { userId } });
  await db.dismissedRecommendation.deleteMany({ where: { userId } });
}

/** Ada (or another reader) read the title's chapter at `readAt`. */
export function recordRead(db: Db, userId: string, manga: { id: string }, readAt: Date) {
  return db.readingHistory.create({
    data: { userId, mangaId: manga.id, chapterId: chapterOf(manga), page: 1, readAt },
  });
}
