import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../lib/db.ts";

// Unsubscribe links carry a token signed with a secret: it names the reader and works signed out,
// for as long as the secret stays the same (an old digest's link keeps working).

/**
 * UNSUBSCRIBE_SECRET when set; otherwise a random secret made once and kept in the database, so
 * every server process and worker on it signs alike and nobody outside can forge a link.
 */
export async function unsubscribeSecretOf(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const fromEnv = env.UNSUBSCRIBE_SECRET?.trim();
  if (fromEnv) return fromEnv;
  // Of two processes starting at once, the first insert wins and both read its secret.
  await db.$executeRaw`
    INSERT INTO "SiteSecret" ("name", "value")
    VALUES ('unsubscribe', ${randomBytes(32).toString("base64url")})
    ON CONFLICT ("name") DO NOTHING`;
  const { value } = await db.siteSecret.findUniqueOrThrow({ where: { name: "unsubscribe" } });
  return value;
}

/** The secret `given`, or the database's, read once on first use (a failed read is tried again). */
export function unsubscribeSecretFor(db: Db, given?: string): () => Promise<string> {
  let secret: Promise<string> | undefined =
    given === undefined ? undefined : Promise.resolve(given);
  return () => {
    secret ??= unsubscribeSecretOf(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}

const signature = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}`).digest();

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${signature(secret, userId).toString("base64url")}`;
}

/** The reader the token names, or null when it was not signed with `secret`. */
export function readerOfUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signed] = token.split(".");
  if (!id || !signed) return null;
  const userId = Buffer.from(id, "base64url").toString("utf8");
  const expected = signature(secret, userId);
  const given = Buffer.from(signed, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
