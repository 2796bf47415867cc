import { zodResolver } from "@hookform/resolvers/zod";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { apiErrorOf } from "../account/api-error.ts";

/**
 * A form checked by its zod schema when it is submitted. A field's error stays until that field
 * changes (FormField clears it) or the form is submitted again; on submit, focus moves to the
 * first field in error.
 */
export function useZodForm<Values extends FieldValues, Parsed extends FieldValues>(
  schema: z.ZodType<Parsed, Values>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Parsed> {
  return useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onSubmit",
  });
}

/** The form field an API error names (`input.email` → `email`), if the form has one by that name. */
export function fieldOfArgument<Values extends FieldValues, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  argumentName: string | undefined,
): Path<Values> | null {
  const name = argumentName?.replace(/^input\./, "");
  return name && name in form.formState.defaultValues! ? (name as Path<Values>) : null;
}

/**
 * Shows the API's objection beside the field it names, keeping what was typed; false when the
 * error names no field of the form (a network failure, another problem).
 */
export function showFieldRefusal<Values extends FieldValues, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  error: unknown,
): boolean {
  const apiError = apiErrorOf(error);
  const field = apiError && fieldOfArgument(form, apiError.argumentName);
  if (field) form.setError(field, { type: "server", message: apiError.message });
  return !!field;
}

/**
 * Shows why the API refused the form: beside the field it names, or else `failure` above the
 * form (read back as `form.formState.errors.root`).
 */
export function showRefusal<Values extends FieldValues, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  error: unknown,
  failure: string,
): void {
  if (!showFieldRefusal(form, error)) form.setError("root", { message: failure });
}
