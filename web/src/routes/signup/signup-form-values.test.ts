import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "@inkpanel/input-rules";
import { describe, expect, it } from "vitest";
import { emptySignUp, signUpSchema } from "./signup-form-values.ts";

const filled = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "analytical engine",
  confirmPassword: "analytical engine",
  acceptTerms: true,
};

/** Each field in error with its message. */
function errorsOf(values: typeof filled) {
  const result = signUpSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("signUpSchema", () => {
  it("accepts a complete form", () => {
    expect(errorsOf(filled)).toEqual({});
  });

  it("names every missing or wrong field", () => {
    expect(errorsOf({ ...emptySignUp, confirmPassword: "x" })).toEqual({
      name: "Enter your name.",
      email: "Enter a valid e-mail address.",
      password: "Use at least 8 characters.",
      confirmPassword: "The passwords differ.",
      acceptTerms: "Accept the terms to create an account.",
    });
  });

  it("refuses a password over the API's limit", () => {
    const long = "x".repeat(MAX_PASSWORD_LENGTH + 1);
    expect(errorsOf({ ...filled, password: long, confirmPassword: long })).toEqual({
      password: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
    });
  });

  it("refuses a name the API would refuse: too long, or not one line", () => {
    expect(errorsOf({ ...filled, name: "x".repeat(MAX_NAME_LENGTH + 1) })).toEqual({
      name: `Use at most ${MAX_NAME_LENGTH} characters.`,
    });
    expect(errorsOf({ ...filled, name: "Ada\nLovelace" })).toHaveProperty("name");
  });

  it("trims what it sends", () => {
    expect(signUpSchema.parse({ ...filled, email: " ada@example.com " }).email).toBe(
      "ada@example.com",
    );
  });
});
