import { randomUUID } from "node:crypto";
import type { Mailer } from "../mail/mailer.ts";
import { defaultStorage, type Storage } from "../storage/storage.ts";
import type { Db } from "./db.ts";

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
  /** where uploads and published images are kept (see storage/storage.ts) */
  storage: Storage;
  /**
   * The request's instance of a loader, created on first use, so batches and caches never leak
   * between requests. Domains define their factories beside their services.
   */
  loader<Loader>(factory: LoaderFactory<Loader>): Loader;
}

/** For contexts outside a request (tests, scripts): no cookie to set, and no mail to send. */
const detachedExchange: HttpExchange = {
  ip: "127.0.0.1",
  userAgent: null,
  acceptLanguage: null,
  setSessionCookie: () => {},
  clearSessionCookie: () => {},
};
const noMailer: Mailer = {
  siteUrl: "http://localhost",
  send: () => Promise.reject(new Error("This context has no mailer")),
};

export function createContext(options: {
  requestId?: string;
  db: Db;
  viewer?: Viewer | null;
  now?: Date;
  http?: HttpExchange;
  mailer?: Mailer;
  storage?: Storage;
}): Context {
  const loaders = new Map<LoaderFactory<unknown>, unknown>();
  const context: Context = {
    requestId: options.requestId ?? randomUUID(),
    db: options.db,
    primaryDb: options.db,
    viewer: options.viewer ?? null,
    now: options.now ?? new Date(),
    http: options.http ?? detachedExchange,
    mailer: options.mailer ?? noMailer,
    storage: options.storage ?? defaultStorage(),
    loader<Loader>(factory: LoaderFactory<Loader>): Loader {
      if (!loaders.has(factory)) loaders.set(factory, factory(context));
      return loaders.get(factory) as Loader;
    },
  };
  return context;
}
