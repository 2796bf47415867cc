import { t } from "@lingui/core/macro";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { showFieldRefusal } from "../../components/forms/use-zod-form.ts";
import { UploadFailed } from "./upload-file.ts";

/**
 * Says why a save that sends a file failed: the upload's failure, and the API's objection to the
 * upload's id (`uploadArgument`), beside the file's field; any other objection beside its field;
 * else the API's message, or that something went wrong, above the form.
 */
export function showUploadRefusal<Values extends FieldValues, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  error: unknown,
  file: { field: Path<Values>; uploadArgument: string },
): void {
  const apiError = apiErrorOf(error);
  if (error instanceof UploadFailed) form.setError(file.field, { message: error.message });
  else if (apiError?.argumentName === file.uploadArgument)
    form.setError(file.field, { message: apiError.message });
  else if (!showFieldRefusal(form, error))
    form.setError("root", {
      message: apiError?.message ?? t`Something went wrong. Please try again.`,
    });
}
