import type { RateLimit } from "../lib/rate-limits.ts";

// Budgets of the site's public forms, per IP (which a school or an office shares) and per
// address: a reader writes to us a few times an hour at most, and an address needs subscribing once.

export const CONTACT_MESSAGES_PER_IP: RateLimit = {
  name: "contact-messages-per-ip",
  points: 10,
  durationSeconds: 60 * 60,
};

export const CONTACT_MESSAGES_PER_ADDRESS: RateLimit = {
  name: "contact-messages-per-address",
  points: 5,
  durationSeconds: 60 * 60,
};

export const NEWSLETTER_SIGN_UPS_PER_IP: RateLimit = {
  name: "newsletter-sign-ups-per-ip",
  points: 20,
  durationSeconds: 60 * 60,
};

export const NEWSLETTER_SIGN_UPS_PER_ADDRESS: RateLimit = {
  name: "newsletter-sign-ups-per-address",
  points: 3,
  durationSeconds: 60 * 60,
};
