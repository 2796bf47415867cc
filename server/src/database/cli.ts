// `pnpm db:migrate`, `pnpm db:seed` and `pnpm db:reset`. Each acts on DATABASE_URL's database when it
// is set, and otherwise on the embedded database that `pnpm start` uses, so both work the same way.
import { rm } from "node:fs/promises";
import path from "node:path";
import { seed } from "../../../prisma/seed/seed.ts";
import { createDb } from "../lib/db.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { defaultEmbeddedDataDir, openDatabase, prepareDatabase } from "./index.ts";
import { applyMigrations, spawnPrisma } from "./migrate.ts";

const databaseUrl = process.env.DATABASE_URL;
const target = databaseUrl
  ? "the database at DATABASE_URL"
  : `the embedded database in ${path.relative(process.cwd(), defaultEmbeddedDataDir)}`;

const commands: Record<string, () => Promise<void>> = {
  async migrate() {
    const database = await openDatabase();
    try {
      await applyMigrations(database.url);
    } finally {
      await database.close();
    }
  },

  async seed() {
    const database = await openDatabase();
    const db = createDb({
      connectionString: database.url,
      maxConnections: database.maxConnections,
    });
    try {
      await seed(db, { now: new Date() });
    } finally {
      await db.$disconnect();
      await database.close();
    }
    console.log(`Seeded ${target}.`);
  },

  /** Deletes all data, then applies every migration and seeds. */
  async reset() {
    if (databaseUrl) {
      // Prisma's reset drops the schema, reapplies the migrations and runs `prisma db seed`.
      const cli = spawnPrisma(["migrate", "reset", "--force", "--skip-generate"], databaseUrl);
      cli.stdout.pipe(process.stdout);
      const code = await new Promise((resolve) => cli.on("exit", resolve));
      if (code !== 0) throw new Error(`prisma migrate reset failed (exit code ${code})`);
      return;
    }
    const unlock = await lockDataDir(defaultEmbeddedDataDir);
    await rm(defaultEmbeddedDataDir, { recursive: true, force: true });
    await unlock();
    const database = await prepareDatabase();
    await database.close();
    console.log(`Reset ${target}.`);
  },
};

const [name] = process.argv.slice(2);
const command = name === undefined ? undefined : commands[name];
if (!command) {
  console.error(`Usage: tsx server/src/database/cli.ts <${Object.keys(commands).join("|")}>`);
  process.exit(2);
}
try {
  await command();
} catch (error) {
  console.error(`db ${name} failed on ${target}: ${(error as Error).message}`);
  process.exit(1);
}
