import { hourlyLimit } from "../lib/rate-limits.ts";

// Budgets of the site's public forms, per IP (which a school or an office shares) and per
// address: a reader writes to us a few times an hour at most, and an address needs subscribing once.

export const CONTACT_MESSAGES_PER_IP = hourlyLimit("contact-messages-per-ip", 10);
export const CONTACT_MESSAGES_PER_ADDRESS = hourlyLimit("contact-messages-per-address", 5);
export const NEWSLETTER_SIGN_UPS_PER_IP = hourlyLimit("newsletter-sign-ups-per-ip", 20);
export const NEWSLETTER_SIGN_UPS_PER_ADDRESS = hourlyLimit("newsletter-sign-ups-per-address", 3);
