import { emailShape, MAX_EMAIL_LENGTH } from "@inkpanel/input-rules";
import { z } from "zod";
import { badUserInput } from "./errors.ts";

// What every domain's input rules share: parsing an argument with its zod schema, and the formats
// several domains take. Each domain keeps its own rules in its validation.ts.

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    emailShape({
      invalid: "must be an e-mail address",
      tooLong: `must be at most ${MAX_EMAIL_LENGTH} characters`,
    }),
  );

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

/**
 * Throws BAD_USER_INPUT naming the first string in `args` (at any depth of its input objects and
 * lists) that holds a NUL character: PostgreSQL cannot store one, and no field has a use for it.
 */
export function refuseNulCharacters(args: Record<string, unknown>): void {
  const visit = (value: unknown, path: string): void => {
    if (typeof value === "string" && value.includes("\u0000")) {
      throw badUserInput(path, "must not contain NUL characters");
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, path));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(args)) visit(value, name);
}
