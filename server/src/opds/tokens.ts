import type { OpdsToken } from "../generated/prisma/client.ts";
import { newSecretToken } from "../accounts/secret-tokens.ts";
import type { Db } from "../lib/db.ts";

// Each reader may hold one OPDS token: reader apps that cannot send a password carry it in the
// catalogue's URL (?token=). Unlike a session's, it is stored as it is, because Settings shows it
// again for copying; it opens only the catalogue (feeds, pages, downloads), never the account.

/** The reader's token, or null before they make one. */
export const opdsTokenOf = (db: Db, userId: string): Promise<OpdsToken | null> =>
  db.opdsToken.findUnique({ where: { userId } });

/** A new token for the reader; the one they had stops working. */
export function renewOpdsToken(db: Db, userId: string, now: Date): Promise<OpdsToken> {
  const fresh = { token: newSecretToken(), createdAt: now };
  return db.opdsToken.upsert({ where: { userId }, create: { userId, ...fresh }, update: fresh });
}

/** Revokes the reader's token (nothing to do without one). */
export async function revokeOpdsToken(db: Db, userId: string): Promise<true> {
  await db.opdsToken.deleteMany({ where: { userId } });
  return true;
}

/** Whose token this is, or null for a revoked or made-up one. */
export async function readerOfOpdsToken(db: Db, token: string): Promise<string | null> {
  const row = await db.opdsToken.findUnique({ where: { token }, select: { userId: true } });
  return row?.userId ?? null;
}

/** The catalogue's root, with the token for apps that cannot send a password. */
export const OPDS_ROOT = "/opds/v1.2/catalog";
export const catalogUrlWithToken = (siteUrl: string, token: string) =>
  `${new URL(OPDS_ROOT, siteUrl).href}?token=${encodeURIComponent(token)}`;
