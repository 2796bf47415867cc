import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_SUBJECT_LENGTH } from "@inkpanel/input-rules";
import { describe, expect, it } from "vitest";
import {
  contactFailureInAddress,
  contactFormInAddress,
  contactFormSchema,
  emptyContactForm,
  type ContactFormValues,
} from "./contact-form-values.ts";

const filledIn: ContactFormValues = {
  name: "Aiko Tanaka",
  email: "aiko@example.com",
  subject: "Missing chapter",
  category: "technical",
  message: "Chapter 12 of Ashen Crown will not open.",
};

/** Each field in error with its message. */
function errorsOf(values: ContactFormValues) {
  const result = contactFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("contactFormSchema", () => {
  it("accepts a filled-in form, with or without a category", () => {
    expect(errorsOf(filledIn)).toEqual({});
    expect(errorsOf({ ...filledIn, category: "" })).toEqual({});
  });

  it("asks for every required field of an empty or blank form", () => {
    expect(Object.keys(errorsOf(emptyContactForm)).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    expect(errorsOf({ ...filledIn, name: "   " })).toEqual({ name: "Enter your name." });
  });

  it("rejects an address that is not an e-mail address", () => {
    expect(errorsOf({ ...filledIn, email: "aiko@" })).toEqual({
      email: "Enter a valid e-mail address.",
    });
  });

  it("allows a message of exactly the maximum length and not one character more", () => {
    expect(errorsOf({ ...filledIn, message: "x".repeat(MAX_CONTACT_MESSAGE_LENGTH) })).toEqual({});
    expect(
      errorsOf({ ...filledIn, message: "x".repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) }),
    ).toHaveProperty("message");
  });

  it("refuses a subject longer than the API stores", () => {
    expect(errorsOf({ ...filledIn, subject: "x".repeat(MAX_CONTACT_SUBJECT_LENGTH + 1) })).toEqual({
      subject: `Use at most ${MAX_CONTACT_SUBJECT_LENGTH} characters.`,
    });
  });
});

describe("the form in the address, as the server sends it back", () => {
  it("holds what was typed, and only a category the form offers", () => {
    const search = new URLSearchParams({ ...filledIn, error: "email" });
    expect(contactFormInAddress(search)).toEqual(filledIn);
    expect(contactFormInAddress(new URLSearchParams({ category: "lottery" }))).toEqual(
      emptyContactForm,
    );
  });

  it("says why a field was refused as the app would", () => {
    const refused = (error: string, values: Partial<ContactFormValues>) =>
      contactFailureInAddress(new URLSearchParams({ ...filledIn, ...values, error }));
    expect(refused("name", { name: "" })).toBe("Enter your name.");
    expect(refused("email", { email: "aiko@" })).toBe("Enter a valid e-mail address.");
    expect(refused("subject", { subject: "s".repeat(MAX_CONTACT_SUBJECT_LENGTH + 1) })).toBe(
      `Use at most ${MAX_CONTACT_SUBJECT_LENGTH} characters.`,
    );
    expect(refused("message", { message: "" })).toBe("Enter your message.");
  });

  it("says a throttled or failed send, and nothing for an address without an error", () => {
    expect(
      contactFailureInAddress(new URLSearchParams({ error: "rate-limited", retryAfter: "90" })),
    ).toBe("Too many requests came from your connection. Try again in 90 seconds.");
    expect(contactFailureInAddress(new URLSearchParams({ error: "failed" }))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(contactFailureInAddress(new URLSearchParams({ category: "billing" }))).toBeUndefined();
  });
});
