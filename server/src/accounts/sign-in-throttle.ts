import type { Db } from "../lib/db.ts";
import { rateLimited } from "../lib/rate-limits.ts";

// Failed sign-ins are stored, so throttling holds across restarts and server processes.
export const MAX_FAILED_SIGN_INS = 5;
export const THROTTLE_WINDOW_SECONDS = 60;

// The throttle counts failures, which the rate limiter (lib/rate-limits.ts) cannot: a successful
// sign-in forgives them. Its refusal has the same shape as every other limit's.
const throttled = (retryAfterSeconds: number) =>
  rateLimited(retryAfterSeconds, {
    message: `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
  });

/**
 * Throws RATE_LIMITED, with the seconds to wait, once the address or the IP has failed
 * MAX_FAILED_SIGN_INS times within the last minute.
 */
export async function assertSignInAllowed(
  db: Db,
  attempt: { email: string; ip: string; now: Date },
) {
  const windowStart = new Date(attempt.now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  // Attempts that left the window no longer count; clearing them keeps the table small.
  await db.signInAttempt.deleteMany({
    where: {
      OR: [{ email: attempt.email }, { ip: attempt.ip }],
      createdAt: { lte: windowStart },
    },
  });
  for (const where of [{ email: attempt.email }, { ip: attempt.ip }]) {
    const recent = await db.signInAttempt.findMany({
      where: { ...where, createdAt: { gt: windowStart } },
      orderBy: { createdAt: "desc" },
      take: MAX_FAILED_SIGN_INS,
      select: { createdAt: true },
    });
    if (recent.length < MAX_FAILED_SIGN_INS) continue;
    // Allowed again when the oldest of the last five failures leaves the window.
    const oldest = recent.at(-1)!.createdAt.getTime();
    const wait = oldest + THROTTLE_WINDOW_SECONDS * 1000 - attempt.now.getTime();
    throw throttled(Math.max(1, Math.ceil(wait / 1000)));
  }
}

export async function recordFailedSignIn(
  db: Db,
  attempt: { email: string; ip: string; now: Date },
) {
  await db.signInAttempt.create({
    data: { email: attempt.email, ip: attempt.ip, createdAt: attempt.now },
  });
}

/** A successful sign-in forgives the address's earlier failures. */
export async function clearFailedSignIns(db: Db, email: string) {
  await db.signInAttempt.deleteMany({ where: { email } });
}
