import { z } from "zod";
import { badUserInput } from "../lib/errors.ts";

// Input rules of the site's forms, one zod schema per input.

export const CONTACT_CATEGORIES = [
  "general",
  "technical",
  "billing",
  "content",
  "feature",
  "partnership",
  "press",
] as const;
export const MAX_CONTACT_MESSAGE_LENGTH = 1000;

const requiredText = (maxLength: number) =>
  z.string().trim().min(1, "is required").max(maxLength, `must be at most ${maxLength} characters`);

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("must be an e-mail address").max(254, "must be at most 254 characters"));

export const contactMessage = z.object({
  name: requiredText(100),
  email: emailAddress,
  subject: requiredText(200),
  category: z.enum(CONTACT_CATEGORIES, `must be one of ${CONTACT_CATEGORIES.join(", ")}`).nullish(),
  message: requiredText(MAX_CONTACT_MESSAGE_LENGTH),
});

export const faqSearch = z.string().trim().max(200, "must be at most 200 characters").nullish();

/**
 * The parsed value of a GraphQL argument, or a BAD_USER_INPUT error naming the argument or the
 * input field at fault (e.g. `input.message`).
 */
export function parseArgument<Output>(
  schema: z.ZodType<Output>,
  value: unknown,
  argumentName: string,
): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [argumentName, ...(issue?.path ?? [])].join(".");
  throw badUserInput(path, issue?.message ?? "is invalid");
}
