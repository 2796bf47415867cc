import { hourlyLimit } from "../lib/rate-limits.ts";

// Budgets of the account forms per IP, on top of each address's mail budget (mail/mail-limit.ts)
// and the sign-in throttle (sign-in-throttle.ts). A school or an office shares one IP: room for
// a class signing up together, not for a script.

export const SIGN_UPS_PER_IP = hourlyLimit("sign-ups-per-ip", 30);
export const PASSWORD_RESETS_PER_IP = hourlyLimit("password-resets-per-ip", 30);
