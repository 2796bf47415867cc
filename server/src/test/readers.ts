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

/** What a scenario may set on one of its readers besides the name. */
type ReaderSettings = Pick<
  Prisma.UserCreateManyInput,
  "emailVerifiedAt" | "role" | "notifications" | "emailUpdates"
>;

/**
 * A scenario's named readers on a free plan of its own, their addresses verified at `verifiedAt`
 * unless their settings say otherwise. Ids start with `prefix` (test files running at once each
 * use their own), and `viewers` are the readers signed in, as a context holds them.
 */
export function scenarioReaders<Key extends string>({
  prefix,
  domain,
  verifiedAt,
  readers,
}: {
  prefix: string;
  /** the readers' e-mail domain */
  domain: string;
  verifiedAt: Date;
  readers: Record<Key, { name: string } & ReaderSettings>;
}) {
  const plan = { id: `${prefix}-free`, name: "Free", description: "Read", sortOrder: 1 };
  const rowOf = ({ name, ...settings }: { name: string } & ReaderSettings) => ({
    id: `${prefix}-${name}`,
    name,
    email: `${prefix}-${name}@${domain}`.toLowerCase(),
    planId: plan.id,
    emailVerifiedAt: verifiedAt,
    ...settings,
  });
  const rows = mapValues(readers, rowOf);
  const list = Object.values<ReturnType<typeof rowOf>>(rows);
  return {
    plan,
    readers: rows,
    viewers: mapValues(rows, (row) => ({ id: row.id })),
    ids: list.map((row) => row.id),
    async insert(db: Db): Promise<void> {
      await db.plan.create({ data: { ...plan, monthlyPrice: 0, yearlyPrice: 0 } });
      await db.user.createMany({ data: list });
    },
    /** Deletes every user of the prefix (what they own cascades), then the plan. */
    async remove(db: Db): Promise<void> {
      await db.user.deleteMany({ where: { id: { startsWith: `${prefix}-` } } });
      await db.plan.deleteMany({ where: { id: plan.id } });
    },
  };
}

const mapValues = <Key extends string, From, To>(
  record: Record<Key, From>,
  map: (value: From) => To,
) =>
  Object.fromEntries(
    Object.entries<From>(record).map(([key, value]) => [key, map(value)]),
  ) as Record<Key, To>;
