import { prepareDatabase } from "../database/index.ts";
import { createDb } from "../lib/db.ts";
import { refreshNeighbours } from "../recommendations/refresh.ts";

// `pnpm recs:refresh`: rebuilds the titles' neighbours now (the server's job does it daily).

const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
try {
  const started = performance.now();
  const rows = await refreshNeighbours(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const titles = await db.mangaNeighbor.groupBy({ by: ["mangaId"] });
  console.log(`${rows} neighbours for ${titles.length} titles in ${seconds} s`);
} finally {
  await db.$disconnect();
  await database.close();
}
