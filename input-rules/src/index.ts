// The input rules the API and the web share, as zod schemas and limits. Each side gives the
// messages: the API its English, the web the reader's language.
export type { Message } from "./messages.ts";
export { emailShape, MAX_EMAIL_LENGTH, requiredText } from "./text.ts";
export {
  isWebsite,
  MAX_BIO_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_WEBSITE_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordLength,
  readerName,
} from "./accounts.ts";
export {
  CONTACT_CATEGORIES,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
  type ContactCategory,
} from "./site.ts";
