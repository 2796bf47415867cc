// `pnpm db:migrate`, `pnpm db:seed` and `pnpm db:reset`. Each acts on DATABASE_URL's database when it
// is set, and otherwise on the embedded database that `pnpm start` uses, so both work the same way.
import { rm } from "node:fs/promises";
import path from "node:path";
import { seedLargeLibrary } from "../../../prisma/seed/large-library.ts";
import { seed } from "../../../prisma/seed/seed.ts";
import { createDb } from "../lib/db.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import {
  defaultEmbeddedDataDir,
  openDatabase,
  prepareDatabase,
  type OpenDatabase,
} from "./index.ts";
import { applyMigrations, spawnPrisma } from "./migrate.ts";

const databaseUrl = process.env.DATABASE_URL;
const target = databaseUrl
  ? "the database at DATABASE_URL"
  : `the embedded database in ${path.relative(process.cwd(), defaultEmbeddedDataDir)}`;

async function withDatabase(work: (database: OpenDatabase) => Promise<void>): Promise<void> {
  const database = await openDatabase();
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const commands = {
  migrate: () => withDatabase((database) => applyMigrations(database.url)),

  /**
   * Applies pending migrations first, so that seeding a database never created works too. With
   * `--scale N`, then grows the library to N titles with synthetic ones (for `pnpm bench`).
   */
  seed: () =>
    withDatabase(async ({ url, maxConnections }) => {
      await applyMigrations(url);
      const db = createDb({ connectionString: url, maxConnections });
      try {
        const now = new Date();
        await seed(db, { now });
        if (scale != null) await seedLargeLibrary(db, { titles: scale, now });
      } finally {
        await db.$disconnect();
      }
      console.log(`Seeded ${target}.`);
    }),

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
    const database = await prepareDatabase(); // seeds, as the database is now empty
    await database.close();
    console.log(`Reset ${target}.`);
  },
};

const name = process.argv[2] ?? "";
const scaleIndex = process.argv.indexOf("--scale");
const scale = scaleIndex > 0 ? Number(process.argv[scaleIndex + 1]) : null;
if (scale != null && !(Number.isInteger(scale) && scale > 0)) {
  console.error("--scale takes a whole number of titles, e.g. --scale 100000");
  process.exit(2);
}
if (!Object.hasOwn(commands, name)) {
  console.error(`Usage: tsx server/src/database/cli.ts <${Object.keys(commands).join("|")}>`);
  process.exit(2);
}
try {
  await commands[name as keyof typeof commands]();
} catch (error) {
  console.error(`db ${name} failed on ${target}: ${(error as Error).message}`);
  process.exit(1);
}
