import { describe, expect, it } from "vitest";
import {
  emptyContactForm,
  fieldOfArgument,
  MAX_MESSAGE_LENGTH,
  validateContactForm,
} from "./contact-form-values.ts";

const filledIn = {
  name: "Aiko Tanaka",
  email: "aiko@example.com",
  subject: "Missing chapter",
  category: "technical" as const,
  message: "Chapter 12 of Ashen Crown will not open.",
};

describe("validateContactForm", () => {
  it("accepts a filled-in form, with or without a category", () => {
    expect(validateContactForm(filledIn)).toEqual({});
    expect(validateContactForm({ ...filledIn, category: "" })).toEqual({});
  });

  it("asks for every required field of an empty or blank form", () => {
    expect(Object.keys(validateContactForm(emptyContactForm)).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    expect(validateContactForm({ ...filledIn, name: "   " })).toEqual({ name: "Enter your name." });
  });

  it("rejects an address that is not an e-mail address", () => {
    expect(validateContactForm({ ...filledIn, email: "aiko@" })).toEqual({
      email: "Enter a valid e-mail address.",
    });
  });

  it("allows a message of exactly the maximum length and not one character more", () => {
    expect(validateContactForm({ ...filledIn, message: "x".repeat(MAX_MESSAGE_LENGTH) })).toEqual(
      {},
    );
    expect(
      validateContactForm({ ...filledIn, message: "x".repeat(MAX_MESSAGE_LENGTH + 1) }),
    ).toHaveProperty("message");
  });
});

describe("fieldOfArgument", () => {
  it("names the form field an API error points at", () => {
    expect(fieldOfArgument("input.message")).toBe("message");
    expect(fieldOfArgument("input.unknown")).toBeNull();
    expect(fieldOfArgument(undefined)).toBeNull();
  });
});
