import type { ApolloServerPlugin } from "@apollo/server";
import pg from "pg";
import { logger } from "./logger.ts";

// What an instance keeps in memory (whole answers, the genre list) is dropped when the database
// says the data under it changed, whoever changed it (any instance, a job, the worker, a script):
// triggers send NOTIFY <channel> when the writing transaction commits, and each instance LISTENs on
// one connection of its own. Each channel has a generation that a notification moves on; what is
// kept is kept with the generation it was read under, so it is never used once that has moved.

/**
 * The channel of the data public answers are made of: triggers notify it when titles, their texts,
 * chapters, genres, reviews or comments change, not views (migration
 * 20261126110000_response_cache_notify). The response cache's entries and the search counts are
 * kept under its generation.
 */
export const RESPONSE_CACHE_CHANNEL = "response_cache";

/** how long to wait before listening again after the listening connection was lost */
const RECONNECT_DELAY_MS = 1000;
/** the listening connection's application_name, by which pg_stat_activity shows it */
export const CHANGE_LISTENER_NAME = "inkpanel change listener";

export interface ChangeListener {
  /** moves on with every notification on `channel`, and with every (re)connection */
  generation(channel: string): number;
  /** false while the connection is lost: changes would be missed, so nothing kept may be used */
  isListening(): boolean;
  /** resolves once listening (or once the first attempt failed, which keeps retrying) */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Follows NOTIFY on `channels` (plain lowercase names) on a connection of its own. */
export function changeListener(connectionString: string, channels: string[]): ChangeListener {
  const generations = new Map(channels.map((channel) => [channel, 0]));
  const moveOn = (channel: string) => generations.set(channel, (generations.get(channel) ?? 0) + 1);
  const moveAllOn = () => channels.forEach(moveOn);
  let isListening = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function listen() {
    const connection = new pg.Client({ connectionString, application_name: CHANGE_LISTENER_NAME });
    const lost = (error?: Error) => {
      if (client !== connection) return;
      client = null;
      isListening = false;
      moveAllOn();
      if (error) logger.warn({ err: error }, "lost the connection that listens for changes");
      connection.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void listen(), RECONNECT_DELAY_MS);
    };
    connection.on("notification", ({ channel }) => moveOn(channel));
    connection.on("error", lost);
    connection.on("end", () => lost());
    client = connection;
    try {
      await connection.connect();
      await connection.query(channels.map((channel) => `LISTEN ${channel};`).join(" "));
      moveAllOn();
      isListening = client === connection;
    } catch (error) {
      lost(error as Error);
    }
  }

  return {
    generation: (channel) => generations.get(channel) ?? 0,
    isListening: () => isListening,
    start: () => listen(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      isListening = false;
      await connection?.end();
    },
  };
}

/** Listens while the GraphQL server serves: from its start until it has stopped. */
export function listeningWhileServing(changes: ChangeListener): ApolloServerPlugin {
  return {
    async serverWillStart() {
      await changes.start();
      return { serverWillStop: () => changes.stop() };
    },
  };
}
