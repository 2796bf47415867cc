import { beforeAll } from "vitest";
import { hashPassword } from "../accounts/passwords.ts";
import type { Db } from "../lib/db.ts";
import { testTitle } from "../test/titles.ts";

// A small library for the catalogue's tests, in a database of the test's own: a genre with two
// titles, one of them long enough (60 chapters) for its feed to page; a Premium reader (who gets
// .cbz links) and a Free one.

export const PASSWORD = "opds-test-password-42";
export const released = new Date("2026-01-01T00:00:00.000Z");

export const genre = { id: "opds-mecha", slug: "mecha", name: "Mecha", description: "Robots" };
export const titles = {
  long: { id: "opds-long", slug: "opds-long", title: "Long Road", chapters: 60, pages: 3 },
  short: { id: "opds-short", slug: "opds-short", title: "Short Walk", chapters: 1, pages: 5 },
};
export const readers = {
  premium: { id: "opds-premium", email: "premium@opds.test", name: "Pat", planId: "premium" },
  free: { id: "opds-free", email: "free@opds.test", name: "Fay", planId: "free" },
};

export function useOpdsScenario(db: Db) {
  beforeAll(async () => {
    for (const [id, sortOrder] of [
      ["free", 0],
      ["premium", 2],
    ] as const) {
      await db.plan.create({
        data: { id, name: id, description: "", sortOrder, monthlyPrice: 0, yearlyPrice: 0 },
      });
    }
    const passwordHash = await hashPassword(PASSWORD);
    await db.user.createMany({
      data: Object.values(readers).map((reader) => ({ ...reader, passwordHash })),
    });
    await db.genre.create({ data: { ...genre, mangaCount: 0 } });
    for (const title of Object.values(titles)) {
      await db.manga.create({
        data: testTitle({
          id: title.id,
          slug: title.slug,
          title: title.title,
          description: `${title.title} & friends <test>`,
          genres: { create: { genreId: genre.id } },
        }),
      });
      for (let number = 1; number <= title.chapters; number++) {
        await db.chapter.create({
          data: {
            id: `${title.id}-${number}`,
            mangaId: title.id,
            number,
            releasedAt: released,
            pages: {
              create: Array.from({ length: title.pages }, (_, index) => ({
                number: index + 1,
                width: 800,
                height: 1200,
                layout: index,
              })),
            },
          },
        });
      }
    }
  }, 60_000); // 61 chapters, one statement each, on a shared machine
}
