import { z } from "zod";
import type { Message } from "./messages.ts";

/** Text that must be given: trimmed, at least one character and at most `maxLength`. */
export const requiredText = (
  maxLength: number,
  messages: { required: Message; tooLong: Message },
) =>
  z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .max(maxLength, { error: messages.tooLong });

/** The longest address SMTP delivers (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** An e-mail address's shape, for text already trimmed (each side trims and cases it its way). */
export const emailShape = (messages: { invalid: Message; tooLong: Message }) =>
  z.email({ error: messages.invalid }).max(MAX_EMAIL_LENGTH, { error: messages.tooLong });
