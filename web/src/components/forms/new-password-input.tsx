import { MAX_PASSWORD_LENGTH } from "@inkpanel/input-rules";
import { PasswordInput } from "@inkpanel/ui";
import type { ComponentProps } from "react";

/**
 * A new password's field (FormField's child): the longest password the API takes is the most it
 * lets the reader type, so a form sent without JavaScript is refused only for a short one.
 */
export const newPasswordInput = (field: ComponentProps<typeof PasswordInput>) => (
  <PasswordInput autoComplete="new-password" required maxLength={MAX_PASSWORD_LENGTH} {...field} />
);
