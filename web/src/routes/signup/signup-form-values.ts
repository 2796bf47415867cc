import { t } from "@lingui/core/macro";
// The sign-up form's fields and the checks made before asking the API (which checks again).

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const emptySignUp: SignUpValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
};

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.name.trim()) errors.name = t`Enter your name.`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = t`Enter a valid e-mail address.`;
  if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (values.password.length > MAX_PASSWORD_LENGTH)
    errors.password = t`Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (values.confirmPassword !== values.password) errors.confirmPassword = t`The passwords differ.`;
  if (!values.acceptTerms) errors.acceptTerms = t`Accept the terms to create an account.`;
  return errors;
}

/** The form field an API error names (`input.email` -> `email`), if it is one of ours. */
export function fieldOfArgument(argumentName: string | undefined): keyof SignUpValues | null {
  const field = argumentName?.replace(/^input\./, "");
  return field && field in emptySignUp ? (field as keyof SignUpValues) : null;
}
