// `pnpm library:import DIR`: imports a Komga/Kavita-style library folder (Title/Chapter 12.cbz, or
// Title/Chapter 12/ of images) into DATABASE_URL's database (the embedded one when unset), storing
// images where the server stores them (MEDIA_DIR or S3_BUCKET). Safe to run again.
import { stat } from "node:fs/promises";
import path from "node:path";
import { SingleBar } from "cli-progress";
import { openDatabase } from "../database/index.ts";
import { applyMigrations } from "../database/migrate.ts";
import { stopJobQueueOf } from "../jobs/queue.ts";
import { createDb } from "../lib/db.ts";
import { defaultStorage } from "../storage/storage.ts";
import { findChapters, importLibrary } from "../publishing/library-import.ts";
import { domainEvents } from "./events.ts";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: pnpm library:import DIR   (DIR holds one folder per title)");
  process.exit(2);
}
const root = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
if (!(await stat(root).catch(() => null))?.isDirectory()) {
  console.error(`${root} is not a folder.`);
  process.exit(2);
}

const database = await openDatabase();
await applyMigrations(database.url);
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
const bar = new SingleBar({
  format: "{bar} {value}/{total} chapters | {title} {number}",
  hideCursor: true,
});
try {
  bar.start((await findChapters(root)).chapters.length, 0, { title: "", number: "" });
  const summary = await importLibrary(
    { db, primaryDb: db, storage: defaultStorage(), now: new Date(), events: domainEvents(db) },
    root,
    (chapter) => bar.increment({ title: chapter.title, number: chapter.number }),
  );
  bar.stop();
  console.log(
    `Imported ${summary.chaptersImported} chapters (${summary.titlesCreated} new titles); ` +
      `skipped ${summary.chaptersSkipped} already there; ${summary.failed.length} refused.`,
  );
  for (const { path: where, reason } of summary.failed)
    console.log(`  refused ${where}: ${reason}`);
  if (summary.failed.length > 0) process.exitCode = 1;
} finally {
  bar.stop();
  await stopJobQueueOf(db);
  await db.$disconnect();
  await database.close();
}
