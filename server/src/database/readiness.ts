import { readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "../lib/db.ts";
import { repoRoot } from "../lib/paths.ts";

const migrationsDir = path.join(repoRoot, "prisma/migrations");

/**
 * The migrations in prisma/migrations that the database has not applied: a server whose code is
 * newer than its database (another instance still migrating, say) is not ready for traffic.
 * Throws when the database does not answer.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const appliedNames = new Set(applied.map((row) => row.migration_name));
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !appliedNames.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}
