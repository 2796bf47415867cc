import type { Context } from "../lib/context.ts";
import { consumeRateLimit, hourlyLimit } from "../lib/rate-limits.ts";

/**
 * However the mails are asked for (sign-up, new verification link, password reset), an inbox gets
 * at most this many from us an hour: nobody can flood a reader's inbox through our forms.
 */
export const MAILS_PER_ADDRESS = hourlyLimit("mails-per-address", 5);

/**
 * Spends one of the address's mails for the hour, or throws RATE_LIMITED. Spent whether or not
 * a mail then goes out (a reset for an address without an account), so limits reveal no accounts.
 */
export function spendMailTo(context: Context, address: string): Promise<void> {
  return consumeRateLimit(context, MAILS_PER_ADDRESS, address.toLowerCase());
}
