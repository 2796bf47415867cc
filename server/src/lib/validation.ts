import { z } from "zod";
import { badUserInput } from "./errors.ts";

// What every domain's input rules share: parsing an argument with its zod schema, and the formats
// several domains take. Each domain keeps its own rules in its validation.ts.

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("must be an e-mail address").max(254, "must be at most 254 characters"));

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
