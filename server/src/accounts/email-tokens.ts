import { GraphQLError } from "graphql";
import type { EmailTokenPurpose } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { hashSecretToken, newSecretToken } from "./secret-tokens.ts";

/** Verification and reset links expire after 24 hours (the spec's figure). */
export const EMAIL_TOKEN_HOURS = 24;

/** A new single-use token for a link in an e-mail; only its hash is stored. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db.emailToken.create({
    data: {
      tokenHash: hashSecretToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_HOURS * 60 * 60 * 1000),
    },
  });
  return token;
}

/**
 * Uses up a token and answers whose it was. An unknown, used or wrong-purpose token is
 * TOKEN_INVALID; an expired one TOKEN_EXPIRED.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const found = await db.emailToken.findUnique({ where: { tokenHash: hashSecretToken(token) } });
  if (!found || found.purpose !== purpose || found.usedAt) throw tokenError("TOKEN_INVALID");
  if (found.expiresAt <= now) throw tokenError("TOKEN_EXPIRED");
  // Conditional on still being unused, so two requests racing with one link cannot both win.
  const { count } = await db.emailToken.updateMany({
    where: { id: found.id, usedAt: null },
    data: { usedAt: now },
  });
  if (count === 0) throw tokenError("TOKEN_INVALID");
  return found.userId;
}

/** Uses up every outstanding token of the account for `purpose` (its links stop working). */
export async function revokeEmailTokens(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db.emailToken.updateMany({
    where: { userId, purpose, usedAt: null },
    data: { usedAt: now },
  });
}

const tokenMessages = {
  TOKEN_INVALID: "This link is invalid or has already been used.",
  TOKEN_EXPIRED: `This link has expired: links are valid for ${EMAIL_TOKEN_HOURS} hours.`,
};

function tokenError(code: keyof typeof tokenMessages) {
  return new GraphQLError(tokenMessages[code], { extensions: { code } });
}
