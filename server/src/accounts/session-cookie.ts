import { parse, serialize } from "cookie";
import type { Request, Response } from "express";
import type { HttpExchange } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { viewerForSessionToken } from "./sessions.ts";

export const SESSION_COOKIE = "inkpanel_session";

function sessionTokenOf(request: Request): string | undefined {
  return parse(request.get("cookie") ?? "")[SESSION_COOKIE];
}

/** The signed-in reader an HTTP request comes from, by its session cookie; null when none. */
export function viewerOfRequest(db: Db, request: Request, now = new Date()) {
  return viewerForSessionToken(db, sessionTokenOf(request), now);
}

/** The client's address (behind a trusted proxy, as it says), by which rate limits count. */
export const ipOf = (request: Request): string =>
  request.ip ?? request.socket.remoteAddress ?? "unknown";

/**
 * The request's side of account mutations. The cookie is HttpOnly (no script reads it), SameSite=Lax
 * (not sent on cross-site form posts) and Secure when `secure` (production, behind HTTPS).
 */
export function httpExchange(
  request: Request,
  response: Response,
  { secure }: { secure: boolean },
): HttpExchange {
  const attributes = { httpOnly: true, sameSite: "lax", secure, path: "/" } as const;
  return {
    ip: ipOf(request),
    userAgent: request.get("user-agent") ?? null,
    acceptLanguage: request.get("accept-language") ?? null,
    setSessionCookie(token, expires) {
      response.append(
        "Set-Cookie",
        serialize(SESSION_COOKIE, token, { ...attributes, ...(expires && { expires }) }),
      );
    },
    clearSessionCookie() {
      response.append(
        "Set-Cookie",
        serialize(SESSION_COOKIE, "", { ...attributes, expires: new Date(0) }),
      );
    },
  };
}
