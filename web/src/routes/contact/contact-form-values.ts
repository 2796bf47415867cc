/** The contact form's categories, as the API accepts them, with the labels the form shows. */
export const contactCategories = [
  { value: "general", label: msg`General question` },
  { value: "technical", label: msg`Technical support` },
  { value: "billing", label: msg`Billing` },
  { value: "content", label: msg`Content and copyright` },
  { value: "feature", label: msg`Feature request` },
  { value: "partnership", label: msg`Partnership` },
  { value: "press", label: msg`Press` },
] as const;

export type ContactCategory = (typeof contactCategories)[number]["value"];

/** The API stores at most this many characters of a message. */
export const MAX_MESSAGE_LENGTH = 1000;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory | "";
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  category: "",
  message: "",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form before it is sent; the API checks the same rules again. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = t`Enter your name.`;
  if (!values.email.trim()) errors.email = t`Enter your e-mail address.`;
  else if (!EMAIL.test(values.email.trim())) errors.email = t`Enter a valid e-mail address.`;
  if (!values.subject.trim()) errors.subject = t`Enter a subject.`;
  if (!values.message.trim()) errors.message = t`Enter your message.`;
  else if (values.message.trim().length > MAX_MESSAGE_LENGTH) {
    errors.message = t`Keep your message to ${MAX_MESSAGE_LENGTH} characters or fewer.`;
  }
  return errors;
}

/** The form field an API error names (`input.email` → `email`), if it is one of ours. */
export function fieldOfArgument(argumentName: unknown): keyof ContactFormValues | null {
  if (typeof argumentName !== "string") return null;
  const field = argumentName.replace(/^input\./, "");
  return field in emptyContactForm ? (field as keyof ContactFormValues) : null;
}

import { msg, t } from "@lingui/core/macro";
