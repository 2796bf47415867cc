// The site's public forms' rules: the API enforces them, the web checks them before asking.

export const CONTACT_CATEGORIES = [
  "general",
  "technical",
  "billing",
  "content",
  "feature",
  "partnership",
  "press",
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_CONTACT_SUBJECT_LENGTH = 200;
export const MAX_CONTACT_MESSAGE_LENGTH = 1000;
