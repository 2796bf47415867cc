import { t } from "@lingui/core/macro";
import { z } from "zod";
import { emailAddress, newPassword, readerName } from "../../components/forms/form-rules.ts";

// The sign-up form's fields and the checks made before asking the API (which checks again).

export const signUpSchema = z
  .object({
    name: readerName,
    email: emailAddress,
    password: newPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine(Boolean, {
      error: () => t`Accept the terms to create an account.`,
    }),
  })
  .refine((values) => values.confirmPassword === values.password, {
    path: ["confirmPassword"],
    error: () => t`The passwords differ.`,
    // Said with the other fields' errors, not only once they are right.
    when: () => true,
  });

export type SignUpValues = z.input<typeof signUpSchema>;

export const emptySignUp: SignUpValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
};
