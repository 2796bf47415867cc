import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SignupRoute } from "./signup-route.tsx";

function renderSignUp(url = "/signup") {
  const router = createMemoryRouter([{ path: "/signup", Component: SignupRoute }], {
    initialEntries: [url],
  });
  render(
    <MockedProvider>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe("SignupRoute", () => {
  it("says what is missing beside each field and puts the reader on the first", async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your name.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Use at least 8 characters.",
    );
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Accept the terms to create an account.")).toHaveAttribute(
      "role",
      "alert",
    );
  });

  it("clears a field's error as it is corrected, keeping the others", async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await user.click(screen.getByRole("checkbox"));
    expect(screen.queryByText("Accept the terms to create an account.")).toBeNull();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
  });

  // The form the browser sends itself (without JavaScript) posts to the server's sign-up, which
  // answers a failure with /signup?error= and what was typed but the passwords
  // (server/src/accounts/account-forms.ts).
  it("posts to the server's sign-up, and keeps what it sent back", () => {
    renderSignUp("/signup?error=mismatch&name=Lee&email=lee%40example.com");
    const form = screen.getByRole("form", { name: "Sign up" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/signup");
    expect(form).toHaveFormValues({
      name: "Lee",
      email: "lee@example.com",
      password: "",
      confirmPassword: "",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("The passwords differ.");
  });

  it.each([
    ["missing", "Fill in your name, your e-mail address and the password twice."],
    ["name&name=Lee%07", "Write your name on one line, without special characters."],
    ["email&email=lee", "Enter a valid e-mail address."],
    ["password", "Use at least 8 characters."],
    ["terms", "Accept the terms to create an account."],
    ["email-taken", "An account already uses this e-mail address."],
    [
      "rate-limited&retryAfter=90",
      "Too many requests came from your connection. Try again in 90 seconds.",
    ],
    ["failed", "Something went wrong. Please try again."],
  ])("says why the server refused the form (?error=%s)", (error, message) => {
    renderSignUp(`/signup?error=${error}`);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("says nothing for an error it does not know", () => {
    renderSignUp("/signup?error=whatever");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("carries the plan chosen on the pricing page, and says it starts with the account", () => {
    renderSignUp("/signup?plan=premium&period=yearly");
    expect(screen.getByRole("form", { name: "Sign up" })).toHaveFormValues({
      plan: "premium",
      period: "yearly",
    });
    expect(
      screen.getByText("The plan you chose starts as soon as your account is made."),
    ).toBeVisible();
  });
});
