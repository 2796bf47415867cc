import {
  emailShape,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordLength,
  readerName as readerNameRule,
} from "@inkpanel/input-rules";
import { t } from "@lingui/core/macro";
import { z } from "zod";

// The API's input rules (@inkpanel/input-rules) with the web's words for them. Each message is a
// function, read when a form is checked, so it is in the reader's language of that moment.

const invalidEmail = () => t`Enter a valid e-mail address.`;

/** An e-mail address the API accepts, trimmed. */
export const emailAddress = z
  .string()
  .trim()
  .pipe(emailShape({ invalid: invalidEmail, tooLong: invalidEmail }));

/** An e-mail address the reader must give: asked for when left empty. */
export const requiredEmailAddress = z
  .string()
  .trim()
  .min(1, { error: () => t`Enter your e-mail address.` })
  .pipe(emailShape({ invalid: invalidEmail, tooLong: invalidEmail }));

/** Too long for a limit of `max` characters. */
export const tooLong = (max: number) => () => t`Use at most ${max} characters.`;

/** A new password of the length the API accepts. */
export const newPassword = passwordLength({
  tooShort: () => t`Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: tooLong(MAX_PASSWORD_LENGTH),
});

/** The reader's name as the API accepts it. */
export const readerName = readerNameRule({
  required: () => t`Enter your name.`,
  tooLong: tooLong(MAX_NAME_LENGTH),
  notPlainText: () => t`Write your name on one line, without special characters.`,
});
