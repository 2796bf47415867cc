import { createHmac, timingSafeEqual } from "node:crypto";
import { logger } from "../lib/logger.ts";

// Unsubscribe links carry a token signed with UNSUBSCRIBE_SECRET: it names the reader and works
// signed out, for as long as the secret stays the same (an old digest's link keeps working).

const DEVELOPMENT_SECRET = "inkpanel-development-unsubscribe-secret";

/**
 * UNSUBSCRIBE_SECRET. Without it a public development secret signs the links, which would let
 * anyone turn anyone's digest off (nothing worse): production is warned to set one.
 */
export function unsubscribeSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.UNSUBSCRIBE_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === "production") {
    logger.warn("UNSUBSCRIBE_SECRET is not set: digest unsubscribe links use a public secret");
  }
  return DEVELOPMENT_SECRET;
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
