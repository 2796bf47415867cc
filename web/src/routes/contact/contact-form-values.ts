/** The contact form's categories, as the API accepts them, with the labels the form shows. */
export const contactCategories = [
  { value: "general", label: "General question" },
  { value: "technical", label: "Technical support" },
  { value: "billing", label: "Billing" },
  { value: "content", label: "Content and copyright" },
  { value: "feature", label: "Feature request" },
  { value: "partnership", label: "Partnership" },
  { value: "press", label: "Press" },
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
  if (!values.name.trim()) errors.name = "Enter your name.";
  if (!values.email.trim()) errors.email = "Enter your e-mail address.";
  else if (!EMAIL.test(values.email.trim())) errors.email = "Enter a valid e-mail address.";
  if (!values.subject.trim()) errors.subject = "Enter a subject.";
  if (!values.message.trim()) errors.message = "Enter your message.";
  else if (values.message.trim().length > MAX_MESSAGE_LENGTH) {
    errors.message = `Keep your message to ${MAX_MESSAGE_LENGTH} characters or fewer.`;
  }
  return errors;
}

/** The form field an API error names (`input.email` → `email`), if it is one of ours. */
export function fieldOfArgument(argumentName: unknown): keyof ContactFormValues | null {
  if (typeof argumentName !== "string") return null;
  const field = argumentName.replace(/^input\./, "");
  return field in emptyContactForm ? (field as keyof ContactFormValues) : null;
}
