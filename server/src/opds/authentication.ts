import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { GraphQLError } from "graphql";
import { LRUCache } from "lru-cache";
import { accountOfPassword } from "../accounts/service.ts";
import type { Db } from "../lib/db.ts";
import { readerOfOpdsToken } from "./tokens.ts";

// Reader apps sign in to the catalogue with HTTP Basic (the account's e-mail and password) or with
// the reader's OPDS token in the URL (?token=). A password is checked like a sign-in, spending the
// address's and the IP's attempts (accounts/sign-in-throttle.ts). Apps send it with every request
// and fetch pages several at once, so a password that was right is remembered for a minute
// (by a hash of the header), and simultaneous requests share one check: a page burst costs one
// argon2 check, and never spends the budget that guards against guessing.

export interface OpdsReader {
  id: string;
  /** the token the request came with, which every link of the answer carries on */
  token: string | null;
}

export type OpdsAccess =
  | { reader: OpdsReader }
  | { refused: "unauthenticated" }
  | { refused: "throttled"; retryAfterSeconds: number };

const REMEMBER_PASSWORD_MS = 60_000;

/** Who an OPDS request comes from, by its token or its Basic credentials. */
export function opdsAuthentication(db: Db) {
  const checked = new LRUCache<string, Promise<string | null>>({
    max: 1000,
    ttl: REMEMBER_PASSWORD_MS,
  });

  function readerOfPassword(request: Request, credentials: string): Promise<string | null> {
    const key = createHash("sha256").update(credentials).digest("base64url");
    let check = checked.get(key);
    if (!check) {
      const separator = credentials.indexOf(":");
      const context = { db, primaryDb: db, http: { ip: request.ip ?? "unknown" } };
      check = accountOfPassword(
        context,
        credentials.slice(0, separator),
        credentials.slice(separator + 1),
      ).then((user) => user?.id ?? null);
      checked.set(key, check);
      // Only a right password is remembered: each wrong one is a guess, counted as such.
      check.then(
        (id) => id === null && checked.delete(key),
        () => checked.delete(key),
      );
    }
    return check;
  }

  return async function accessOf(request: Request): Promise<OpdsAccess> {
    const token = typeof request.query.token === "string" ? request.query.token : null;
    if (token) {
      const id = await readerOfOpdsToken(db, token);
      return id ? { reader: { id, token } } : { refused: "unauthenticated" };
    }
    const basic = /^Basic\s+(\S+)$/i.exec(request.get("authorization") ?? "");
    const credentials = basic && Buffer.from(basic[1]!, "base64").toString("utf8");
    if (!credentials?.includes(":")) return { refused: "unauthenticated" };
    try {
      const id = await readerOfPassword(request, credentials);
      return id ? { reader: { id, token: null } } : { refused: "unauthenticated" };
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === "RATE_LIMITED") {
        return {
          refused: "throttled",
          retryAfterSeconds: Number(error.extensions.retryAfterSeconds),
        };
      }
      throw error;
    }
  };
}

export type OpdsAccessOf = ReturnType<typeof opdsAuthentication>;

/** The reader of a request that passed `requireOpdsReader`. */
export const opdsReaderOf = (response: Response): OpdsReader =>
  response.locals.opdsReader as OpdsReader;

/**
 * Lets through only readers the catalogue knows; others get 401 with a Basic challenge (which makes
 * reader apps ask for the e-mail and password), or 429 past the sign-in budget.
 */
export function requireOpdsReader(accessOf: OpdsAccessOf): RequestHandler {
  return async (request, response, next) => {
    const access = await accessOf(request);
    if ("reader" in access) {
      response.locals.opdsReader = access.reader;
      return next();
    }
    if (access.refused === "throttled") {
      response
        .status(429)
        .set("Retry-After", String(access.retryAfterSeconds))
        .type("text/plain")
        .send(
          `Too many failed sign-in attempts. Try again in ${access.retryAfterSeconds} seconds.`,
        );
      return;
    }
    response
      .status(401)
      .set("WWW-Authenticate", 'Basic realm="Inkpanel", charset="UTF-8"')
      .type("text/plain")
      .send("Sign in with your Inkpanel e-mail address and password, or use your OPDS link.");
  };
}
