import type { Db } from "./db.ts";

/** The signed-in reader. Sessions come with the accounts issue; until then every request is anonymous. */
export interface Viewer {
  id: string;
}

/** Makes a per-request loader (a DataLoader or a memoized query) from the request's context. */
export type LoaderFactory<Loader> = (context: Context) => Loader;

export interface Context {
  db: Db;
  viewer: Viewer | null;
  /** The request's clock: every time window ("this week", "new") is measured from it. */
  now: Date;
  /**
   * The request's instance of a loader, created on first use, so batches and caches never leak
   * between requests. Domains define their factories beside their services.
   */
  loader<Loader>(factory: LoaderFactory<Loader>): Loader;
}

export function createContext(options: { db: Db; viewer?: Viewer | null; now?: Date }): Context {
  const loaders = new Map<LoaderFactory<unknown>, unknown>();
  const context: Context = {
    db: options.db,
    viewer: options.viewer ?? null,
    now: options.now ?? new Date(),
    loader<Loader>(factory: LoaderFactory<Loader>): Loader {
      if (!loaders.has(factory)) loaders.set(factory, factory(context));
      return loaders.get(factory) as Loader;
    },
  };
  return context;
}
