import { describe, expect, it } from "vitest";
import { emptySignUp, fieldOfArgument, validateSignUp } from "./signup-form-values.ts";

const filled = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "analytical engine",
  confirmPassword: "analytical engine",
  acceptTerms: true,
};

describe("validateSignUp", () => {
  it("accepts a complete form", () => {
    expect(validateSignUp(filled)).toEqual({});
  });

  it("names every missing or wrong field", () => {
    expect(validateSignUp({ ...emptySignUp, confirmPassword: "x" })).toEqual({
      name: "Enter your name.",
      email: "Enter a valid e-mail address.",
      password: "Use at least 8 characters.",
      confirmPassword: "The passwords differ.",
      acceptTerms: "Accept the terms to create an account.",
    });
  });

  it("refuses a password over 128 characters", () => {
    const long = "x".repeat(129);
    expect(validateSignUp({ ...filled, password: long, confirmPassword: long })).toEqual({
      password: "Use at most 128 characters.",
    });
  });
});

describe("fieldOfArgument", () => {
  it("maps the API's input fields to the form's", () => {
    expect(fieldOfArgument("input.password")).toBe("password");
    expect(fieldOfArgument("input.unknown")).toBeNull();
    expect(fieldOfArgument(undefined)).toBeNull();
  });
});
