import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock.ts";

export interface EmbeddedDatabase {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts Postgres in WebAssembly (PGlite) inside this process, stored in `dataDir` and reachable over
 * TCP on a free local port, so that Prisma and its CLI connect to it as to any Postgres.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const unlock = await lockDataDir(dataDir);
  let pglite: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  const close = async () => {
    await server?.stop();
    await pglite?.close();
    await unlock();
  };
  try {
    // The search indexes use pg_trgm, which PGlite can only load at start.
    pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    // Every connection shares PGlite's one session, so the app uses one at a time; the second lets
    // node-postgres reconnect after an error without racing the limit (see shared/PRISMA.md).
    server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 2 });
    await server.start();
  } catch (error) {
    await close();
    throw error;
  }
  // PGlite answers as user postgres, database postgres, whatever the URL names.
  return { url: `postgresql://postgres@${server.getServerConn()}/postgres`, close };
}
