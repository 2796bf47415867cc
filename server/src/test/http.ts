import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { createApp, type AppOptions } from "../app.ts";
import { createDb, type Db } from "../lib/db.ts";

/** A stand-in for the web app's build: the two pages, with the theme's inline script. */
export const webPages = {
  "index.html":
    "<!doctype html><html><head><title>Inkpanel app</title>" +
    "<script>document.title += '!'</script></head><body></body></html>",
  "graphiql.html": "<!doctype html><title>Inkpanel GraphiQL</title>",
};

type HttpAppOptions = Omit<AppOptions, "webDistDir"> & { webDistDir?: string };

/**
 * The whole app over HTTP on a free loopback port for the test file; `url()` is its address.
 * `webDistDir` defaults to a folder holding `webPages`. Options made by a function are read when
 * the app starts, after the file's earlier `beforeAll`s (which may start its database).
 */
export function useHttpApp(optionsOrMake: HttpAppOptions | (() => HttpAppOptions)) {
  let server: Server;
  let baseUrl = "";
  beforeAll(async () => {
    const options = typeof optionsOrMake === "function" ? optionsOrMake() : optionsOrMake;
    const webDistDir = options.webDistDir ?? mkdtempSync(path.join(tmpdir(), "inkpanel-web-dist-"));
    if (!options.webDistDir) {
      for (const [name, content] of Object.entries(webPages)) {
        writeFileSync(path.join(webDistDir, name), content);
      }
      afterAll(() => rmSync(webDistDir, { recursive: true }));
    }
    // The response cache is off unless a test asks for it: other tests change data and read it
    // back at once, before another instance's notification could arrive.
    const app = await createApp({ responseCache: false, ...options, webDistDir });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stopGraphQL();
    };
  });
  return { url: (pathname = "/") => `${baseUrl}${pathname}` };
}

/**
 * Two app instances over HTTP on one database, each with a pool of its own and the response cache
 * off, as two servers of a deployment. `reads.first.<kind>` counts the statements of that kind
 * (picked out by `kinds`) the first instance sent, so a test sees which one went to the database.
 * Call it after the file's own setup: data inserted before the instances listen notifies no one.
 */
export function useTwoCountingInstances<Kind extends string>(
  database: { readonly url: string },
  kinds: Record<Kind, (sql: string) => boolean>,
) {
  const none = () =>
    Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0])) as Record<Kind, number>;
  const reads = { first: none(), second: none() };
  const instance = (name: keyof typeof reads) => () => ({
    db: createDb({
      connectionString: database.url, // read as the app starts, once the database exists
      maxConnections: 2,
      onQuery: (sql) => {
        for (const kind in kinds) if (kinds[kind](sql)) reads[name][kind]++;
      },
    }),
    responseCache: false,
  });
  return { first: useHttpApp(instance("first")), second: useHttpApp(instance("second")), reads };
}

/** POSTs a GraphQL operation as JSON, the way the web app and API clients do. */
export function postGraphQL(
  url: string,
  body: {
    query: string;
    variables?: Record<string, unknown>;
    extensions?: Record<string, unknown>;
  },
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Posts a form to `url` as a browser does (from `origin`'s page), without following the redirect. */
export const postForm = (url: string, fields: Record<string, string>, origin?: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin && { origin }),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** A browser session of the reader's (one that ends with the browser), as its Cookie header. */
export async function sessionCookieOf(db: Db, userId: string): Promise<string> {
  const { token } = await startSession(db, userId, {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  return `${SESSION_COOKIE}=${token}`;
}
