import type { Context, HttpExchange } from "../lib/context.ts";
import {
  forgetRateLimit,
  ipKey,
  refundRateLimit,
  spendRateLimit,
  type RateLimit,
} from "../lib/rate-limits.ts";

// Every password check (signing in, changing the password) first spends one attempt of the
// address's and of the IP's budget, in one atomic statement each: parallel guesses cannot all pass
// a check made before their failures are recorded. The counters are stored (lib/rate-limits.ts),
// so the throttle holds across restarts and server processes.
export const MAX_FAILED_SIGN_INS = 5;
export const THROTTLE_WINDOW_SECONDS = 60;

export const SIGN_INS_PER_ADDRESS: RateLimit = {
  name: "sign-ins-per-address",
  points: MAX_FAILED_SIGN_INS,
  durationSeconds: THROTTLE_WINDOW_SECONDS,
};

export const SIGN_INS_PER_IP: RateLimit = {
  name: "sign-ins-per-ip",
  points: MAX_FAILED_SIGN_INS,
  durationSeconds: THROTTLE_WINDOW_SECONDS,
};

/** What a password check needs of a request: its database and who asks (GraphQL or HTTP Basic). */
export type PasswordCheckContext = Pick<Context, "db" | "primaryDb"> & {
  http: Pick<HttpExchange, "ip">;
};

const message = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`;

/** Spends one password check for `email` and for the request's IP: RATE_LIMITED past either budget. */
export async function spendPasswordAttempt(
  context: PasswordCheckContext,
  email: string,
): Promise<void> {
  for (const [limit, key] of [
    [SIGN_INS_PER_ADDRESS, email],
    [SIGN_INS_PER_IP, ipKey(context.http.ip)],
  ] as const) {
    await spendRateLimit(context, limit, key, { message });
  }
}

/**
 * After the right password: the address's failures are forgiven (its budget is whole again) and
 * the IP gets its attempt back, so only failures use up a budget.
 */
export async function forgiveSignIn(context: PasswordCheckContext, email: string): Promise<void> {
  await forgetRateLimit(context, SIGN_INS_PER_ADDRESS, email);
  await refundRateLimit(context, SIGN_INS_PER_IP, ipKey(context.http.ip));
}
