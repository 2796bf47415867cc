import path from "node:path";
import { createApp } from "./app.ts";
import { prepareDatabase } from "./database/index.ts";
import { createDb } from "./lib/db.ts";
import { repoRoot } from "./lib/paths.ts";

const port = Number(process.env.PORT ?? 4000);
const webDistDir = path.join(repoRoot, "web/dist");

const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
const app = await createApp({ db, webDistDir });

const server = app.listen(port, (error) => {
  if (error) throw error;
  console.log(`Inkpanel is running at http://localhost:${port} (GraphQL at /graphql)`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  await db.$disconnect();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
