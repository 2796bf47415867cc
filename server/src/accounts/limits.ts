import type { RateLimit } from "../lib/rate-limits.ts";

// Budgets of the account forms per IP, on top of each address's mail budget (mail/mail-limit.ts)
// and the sign-in throttle (sign-in-throttle.ts). A household or an office shares an IP: room
// for a few people, not for a script.

export const SIGN_UPS_PER_IP: RateLimit = {
  name: "sign-ups-per-ip",
  points: 10,
  durationSeconds: 60 * 60,
};

export const PASSWORD_RESETS_PER_IP: RateLimit = {
  name: "password-resets-per-ip",
  points: 20,
  durationSeconds: 60 * 60,
};
