// `pnpm user:role EMAIL ROLE`: makes a reader a MODERATOR or ADMIN (or a READER again), on
// DATABASE_URL's database when it is set, and otherwise on the embedded one.
import { openDatabase } from "../database/index.ts";
import { applyMigrations } from "../database/migrate.ts";
import { createDb } from "../lib/db.ts";
import { roles, setRole } from "./roles.ts";

const [email, role] = process.argv.slice(2);
if (!email || !role) {
  console.error(`Usage: pnpm user:role EMAIL ${roles.join("|")}`);
  process.exit(2);
}
const database = await openDatabase();
await applyMigrations(database.url); // a database from before roles has no role column yet
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
try {
  await setRole(db, email, role);
  console.log(`${email} is now ${role}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
  await database.close();
}
