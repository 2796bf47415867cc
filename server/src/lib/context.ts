import type { Db } from "./db.ts";
import type { EventBus } from "./events.ts";
import type { KeptValues } from "./kept-values.ts";
import type { Mailer } from "./mailer.ts";
import type { Storage } from "./storage.ts";

// The shape of a request's context; app/context.ts makes them.

/** The signed-in reader, from the session cookie (tests pass one explicitly). */
export interface Viewer {
  id: string;
  /** the session the request came with; absent when a test builds the viewer */
  sessionId?: string;
}

/** The HTTP side of a request that account mutations need: who asks, and the session cookie. */
export interface HttpExchange {
  ip: string;
  userAgent: string | null;
  /** the request's Accept-Language header: the reader's languages before they choose one */
  acceptLanguage?: string | null;
  /** Sets the session cookie; `expires` null makes it a browser-session cookie. */
  setSessionCookie(token: string, expires: Date | null): void;
  clearSessionCookie(): void;
}

/** Makes a per-request loader (a DataLoader or a memoized query) from the request's context. */
export type LoaderFactory<Loader> = (context: Context) => Loader;

export interface Context {
  /** names the request in the log and in its error answers (X-Request-Id over HTTP) */
  requestId: string;
  /**
   * Where this operation reads and writes: the primary, or for an anonymous query a read replica
   * (see read-replicas.ts).
   */
  db: Db;
  /** The primary database, for the writes any operation makes (rate-limit counters). */
  primaryDb: Db;
  viewer: Viewer | null;
  /** The request's clock: every time window ("this week", "new") is measured from it. */
  now: Date;
  http: HttpExchange;
  mailer: Mailer;
  /** where uploads and published images are kept (see lib/storage.ts) */
  storage: Storage;
  /** where domains publish what other domains act on (see lib/events.ts) */
  events: EventBus;
  /**
   * The request's instance of a loader, created on first use, so batches and caches never leak
   * between requests. Domains define their factories beside their services.
   */
  loader<Loader>(factory: LoaderFactory<Loader>): Loader;
  /** What the instance keeps between requests until the database says it changed (the genres). */
  kept: KeptValues;
}
