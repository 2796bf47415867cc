import { requireSignedIn } from "../accounts/viewer.ts";
import type { Role, User } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { badUserInput, forbidden } from "../lib/errors.ts";
import { consumeRateLimit, type RateLimit } from "../lib/rate-limits.ts";

// Who may write, and what a text may be: the rules in the contract's header.

export const REVIEW_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 500;

/** Writing budgets per reader. */
export const reviewWrites: RateLimit = { name: "review-writes", points: 5, durationSeconds: 60 };
export const commentWrites: RateLimit = { name: "comment-writes", points: 10, durationSeconds: 60 };

/** The signed-in reader who may write: UNAUTHENTICATED when signed out, FORBIDDEN when unverified. */
export async function requireWriter(context: Context): Promise<User> {
  const user = await requireSignedIn(context);
  if (!user.emailVerifiedAt) {
    throw forbidden("Verify your e-mail address first: we sent you a link when you signed up.");
  }
  return user;
}

/** Spends one write of `budget` for the reader (after the input passed its checks): RATE_LIMITED past it. */
export function spendWrite(context: Context, budget: RateLimit, user: User): Promise<void> {
  return consumeRateLimit(context, budget, user.id);
}

export const isModerator = (role: Role) => role === "MODERATOR" || role === "ADMIN";

/** MODERATOR or ADMIN: UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requireModerator(context: Context): Promise<User> {
  const user = await requireSignedIn(context);
  if (!isModerator(user.role)) throw forbidden("Only moderators may do that.");
  return user;
}

/** The author, or a moderator: FORBIDDEN for anyone else. */
export function assertMayChange(user: User, authorId: string): void {
  if (user.id !== authorId && !isModerator(user.role)) {
    throw forbidden("Only its author or a moderator may change it.");
  }
}

/**
 * A plain text as typed (never trimmed or escaped here: pages render it as text): BAD_USER_INPUT
 * naming `field` when it is blank or longer than `maxLength` characters.
 */
export function checkText(text: string, field: string, maxLength: number): string {
  if (text.trim() === "") throw badUserInput(field, "must not be blank");
  const length = [...text].length;
  if (length > maxLength) {
    throw badUserInput(field, `must be at most ${maxLength} characters, got ${length}`);
  }
  return text;
}
