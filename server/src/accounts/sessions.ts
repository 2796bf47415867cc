import type { Viewer } from "../lib/context.ts";
import { Prisma, type Session } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import { hashSecretToken, newSecretToken } from "./secret-tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me": the cookie and the session last 30 days. */
export const REMEMBERED_SESSION_DAYS = 30;
/**
 * Without "Remember me" the cookie ends with the browser session; browsers that restore sessions
 * would keep it forever, so the server ends it after a day.
 */
export const BROWSER_SESSION_DAYS = 1;
/** How stale Session.lastSeenAt may get: refreshing it on every request would write on every read. */
export const LAST_SEEN_PRECISION_MINUTES = 5;

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

/** Starts a session for `userId`; only the token's hash is stored. */
export async function startSession(
  db: Db,
  userId: string,
  options: { persistent: boolean; now: Date; userAgent: string | null },
): Promise<NewSession> {
  // The reader's expired sessions go as a new one starts, so they do not pile up.
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: options.now } } });
  const token = newSecretToken();
  const days = options.persistent ? REMEMBERED_SESSION_DAYS : BROWSER_SESSION_DAYS;
  const expiresAt = new Date(options.now.getTime() + days * DAY_MS);
  await db.session.create({
    data: {
      tokenHash: hashSecretToken(token),
      userId,
      persistent: options.persistent,
      expiresAt,
      createdAt: options.now,
      lastSeenAt: options.now,
      userAgent: options.userAgent?.slice(0, 500),
    },
  });
  return { token, expiresAt, persistent: options.persistent };
}

/**
 * The reader a session token belongs to, or null for an unknown or expired token. Marks the session
 * seen at `now` when its last mark is more than LAST_SEEN_PRECISION_MINUTES old.
 */
export async function viewerForSessionToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<Viewer | null> {
  if (!token) return null;
  // In SQL rather than Prisma's findUnique: every signed-in request asks, and Prisma's client cost
  // more than the statement (about a sixth of a signed-in request's CPU).
  const [session] = await queryRows<Pick<Session, "id" | "userId" | "expiresAt" | "lastSeenAt">>(
    db,
    Prisma.sql`SELECT id, "userId", "expiresAt", "lastSeenAt" FROM "Session"
      WHERE "tokenHash" = ${hashSecretToken(token)}`,
  );
  if (!session || session.expiresAt <= now) return null;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_PRECISION_MINUTES * 60 * 1000);
  if (session.lastSeenAt < staleBefore) {
    // updateMany: no error when the session ends meanwhile, and one write when requests race.
    await db.session.updateMany({
      where: { id: session.id, lastSeenAt: { lt: staleBefore } },
      data: { lastSeenAt: now },
    });
  }
  return { id: session.userId, sessionId: session.id };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a reader, except `keepSessionId` when given. */
export async function endSessionsOf(db: Db, userId: string, keepSessionId?: string) {
  const { count } = await db.session.deleteMany({
    where: { userId, ...(keepSessionId && { id: { not: keepSessionId } }) },
  });
  return count;
}
