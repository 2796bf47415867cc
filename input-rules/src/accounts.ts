import { z } from "zod";
import type { Message } from "./messages.ts";

// The account forms' rules: the API enforces them, the web checks them before asking.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** A new password's length (the API also refuses the commonly used ones). */
export const passwordLength = (messages: { tooShort: Message; tooLong: Message }) =>
  z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: messages.tooShort })
    .max(MAX_PASSWORD_LENGTH, { error: messages.tooLong });

export const MAX_NAME_LENGTH = 80;

// Control characters, line and paragraph separators and bidi overrides: a name is one line of
// plain text, in the interface and in mail headers and bodies.
const NOT_PLAIN_TEXT = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A reader's name: trimmed, given, at most MAX_NAME_LENGTH characters, one line of plain text. */
export const readerName = (messages: {
  required: Message;
  tooLong: Message;
  notPlainText: Message;
}) =>
  z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .max(MAX_NAME_LENGTH, { error: messages.tooLong })
    .refine((name) => !NOT_PLAIN_TEXT.test(name), { error: messages.notPlainText });

export const MAX_BIO_LENGTH = 160;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_WEBSITE_LENGTH = 200;

/** Whether a profile's website is a web address (empty clears it). */
export const isWebsite = (url: string) => url === "" || /^https?:\/\/[^\s]+$/i.test(url);
