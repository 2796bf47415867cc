import { randomUUID } from "node:crypto";
import type { Context, HttpExchange, LoaderFactory, Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { readEachTime, type KeptValues } from "../lib/kept-values.ts";
import type { Mailer } from "../lib/mailer.ts";
import type { Storage } from "../lib/storage.ts";
import { defaultStorage } from "../storage/storage.ts";
import { domainEvents } from "./events.ts";

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
  /** the instance's kept values (see lib/kept-values.ts); outside an instance, read each time */
  kept?: KeptValues;
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
    events: domainEvents(options.db),
    kept: options.kept ?? readEachTime(options.db),
    loader<Loader>(factory: LoaderFactory<Loader>): Loader {
      if (!loaders.has(factory)) loaders.set(factory, factory(context));
      return loaders.get(factory) as Loader;
    },
  };
  return context;
}
