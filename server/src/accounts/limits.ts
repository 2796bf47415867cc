import type { RateLimit } from "../lib/rate-limits.ts";

// Budgets of the account forms per IP, on top of each address's mail budget (mail/mail-limit.ts)
// and the sign-in throttle (sign-in-throttle.ts). A school or an office shares one IP: room for
// a class signing up together, not for a script.

export const SIGN_UPS_PER_IP: RateLimit = {
  name: "sign-ups-per-ip",
  points: 30,
  durationSeconds: 60 * 60,
};

export const PASSWORD_RESETS_PER_IP: RateLimit = {
  name: "password-resets-per-ip",
  points: 30,
  durationSeconds: 60 * 60,
};
