import {
  CONTACT_CATEGORIES,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
  requiredText,
  type ContactCategory,
} from "@inkpanel/input-rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { z } from "zod";
import { formFailure, ruleRefusal } from "../../components/account/form-failure.ts";
import { requiredEmailAddress, tooLong } from "../../components/forms/form-rules.ts";
import { readChoice } from "../../lib/url-params.ts";

/** The contact form's categories, as the API accepts them, with the labels the form shows. */
export const contactCategories = [
  { value: "general", label: msg`General question` },
  { value: "technical", label: msg`Technical support` },
  { value: "billing", label: msg`Billing` },
  { value: "content", label: msg`Content and copyright` },
  { value: "feature", label: msg`Feature request` },
  { value: "partnership", label: msg`Partnership` },
  { value: "press", label: msg`Press` },
] as const satisfies readonly { value: ContactCategory; label: MessageDescriptor }[];

/** What the form sends, checked here by the API's rules (the API checks them again). */
export const contactFormSchema = z.object({
  name: requiredText(MAX_CONTACT_NAME_LENGTH, {
    required: () => t`Enter your name.`,
    tooLong: tooLong(MAX_CONTACT_NAME_LENGTH),
  }),
  email: requiredEmailAddress,
  subject: requiredText(MAX_CONTACT_SUBJECT_LENGTH, {
    required: () => t`Enter a subject.`,
    tooLong: tooLong(MAX_CONTACT_SUBJECT_LENGTH),
  }),
  category: z.enum(CONTACT_CATEGORIES).or(z.literal("")),
  message: requiredText(MAX_CONTACT_MESSAGE_LENGTH, {
    required: () => t`Enter your message.`,
    tooLong: () => t`Keep your message to ${MAX_CONTACT_MESSAGE_LENGTH} characters or fewer.`,
  }),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  category: "",
  message: "",
};

const fields = ["name", "email", "subject", "category", "message"] as const;
const categoryValues = ["", ...contactCategories.map((category) => category.value)] as const;

/**
 * The form as the address holds it: `?category=` from a link to a kind of question, or everything
 * typed, sent back by the server with why it failed (server/src/site/contact-form.ts).
 */
export function contactFormInAddress(search: URLSearchParams): ContactFormValues {
  return {
    name: search.get("name") ?? "",
    email: search.get("email") ?? "",
    subject: search.get("subject") ?? "",
    category: readChoice(search, "category", categoryValues, ""),
    message: search.get("message") ?? "",
  };
}

/** Why the form, sent by the browser itself (without JavaScript), failed (`?error=`). */
export function contactFailureInAddress(search: URLSearchParams): string | undefined {
  const field = fields.find((name) => name === search.get("error"));
  if (!field) return formFailure(search);
  return ruleRefusal(contactFormSchema.shape[field].safeParse(search.get(field) ?? ""));
}
