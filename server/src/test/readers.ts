import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";

/** What a scenario adds to each of its readers: likes, saves, favorites. */
type ReaderRelations = Omit<Prisma.UserUncheckedCreateInput, "id" | "email" | "name" | "planId">;

/**
 * A scenario's readers: users on a free plan of the scenario's own (every user needs a plan),
 * each with the relations `relationsOf` gives it.
 */
export function fixtureReaders<Reader extends { id: string }>({
  plan,
  readers,
  relationsOf,
}: {
  plan: { id: string; name: string; description: string; sortOrder: number };
  readers: Record<string, Reader>;
  relationsOf: (reader: Reader) => ReaderRelations;
}) {
  const ids = Object.values(readers).map((reader) => reader.id);
  return {
    async insert(db: Db): Promise<void> {
      await db.plan.create({ data: { ...plan, monthlyPrice: 0, yearlyPrice: 0 } });
      for (const reader of Object.values(readers)) {
        await db.user.create({
          data: {
            id: reader.id,
            email: `${reader.id}@example.com`,
            name: reader.id,
            planId: plan.id,
            ...relationsOf(reader),
          },
        });
      }
    },

    /** Deletes the readers, which cascades to what they own, then their plan. */
    async remove(db: Db): Promise<void> {
      await db.user.deleteMany({ where: { id: { in: ids } } });
      await db.plan.deleteMany({ where: { id: plan.id } });
    },
  };
}

/** The plan every sign-up joins, for a test database of a test's own (the seed makes it otherwise). */
export function insertFreePlan(db: Db) {
  return db.plan.create({
    data: {
      id: "free",
      name: "Free",
      description: "",
      sortOrder: 0,
      monthlyPrice: 0,
      yearlyPrice: 0,
    },
  });
}
