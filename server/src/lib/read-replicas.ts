import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "./context.ts";
import { createDb, type Db } from "./db.ts";

/**
 * DATABASE_REPLICA_URLS: comma-separated PostgreSQL URLs of streaming replicas of DATABASE_URL.
 * Unset or empty means none.
 */
export function replicaUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.DATABASE_REPLICA_URLS ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

/** Clients of the replicas, each with the primary's pool size and prepared statements or not. */
export function createReplicaDbs(
  urls: string[],
  maxConnections: number,
  preparesStatements: boolean,
): Db[] {
  return urls.map((connectionString) =>
    createDb({ connectionString, maxConnections, preparesStatements }),
  );
}

/**
 * Sends each anonymous query to a read replica, in turn. Everything else stays on the primary:
 * mutations, and every operation of a signed-in reader, whose own data must read back exactly as
 * they just changed it (a replica may lag a moment behind). The choice is made once the operation
 * is known and before anything is read, so one operation never mixes the two.
 */
export function readReplicaRouting(replicas: Db[]): ApolloServerPlugin<Context> {
  let next = 0;
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (replicas.length === 0) return;
          if (contextValue.viewer || operation?.operation !== "query") return;
          contextValue.db = replicas[next++ % replicas.length]!;
        },
      };
    },
  };
}
