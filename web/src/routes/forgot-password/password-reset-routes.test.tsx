import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ForgotPasswordRoute } from "./forgot-password-route.tsx";
import { ResetPasswordRoute } from "./reset-password-route.tsx";

function renderAt(url: string) {
  const routes: [string, ComponentType][] = [
    ["/forgot-password", ForgotPasswordRoute],
    ["/reset-password", ResetPasswordRoute],
  ];
  const router = createMemoryRouter(
    routes.map(([path, Component]) => ({ path, Component })),
    { initialEntries: [url] },
  );
  render(
    <MockedProvider>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

// Sent by the browser itself (without JavaScript), each form posts to the server's handler, which
// sends the reader back with ?error=, ?sent= or ?done= (server/src/accounts/account-forms.ts).
describe("ForgotPasswordRoute", () => {
  it("posts to the server, and starts from the address sent back", () => {
    renderAt("/forgot-password?error=email&email=lee");
    const form = screen.getByRole("form", { name: "Reset password" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/forgot-password");
    expect(form).toHaveFormValues({ email: "lee" });
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid e-mail address.");
  });

  it.each([
    [
      "rate-limited&retryAfter=5",
      "Too many requests came from your connection. Try again in 5 seconds.",
    ],
    ["failed", "Something went wrong. Please try again."],
  ])("says why the server refused the form (?error=%s)", (error, message) => {
    renderAt(`/forgot-password?error=${error}`);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("says where the link went, and sends again from the form", () => {
    renderAt("/forgot-password?sent=lee%40example.com");
    expect(
      screen.getByText("If lee@example.com has an account, a reset link is on its way."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Resend Email" })).toHaveAttribute(
      "href",
      "/forgot-password?email=lee%40example.com",
    );
  });
});

describe("ResetPasswordRoute", () => {
  it("posts the link's token with the new password", () => {
    renderAt("/reset-password?token=abc&error=mismatch");
    const form = screen.getByRole("form", { name: "New password" });
    expect(form).toHaveAttribute("action", "/reset-password");
    expect(form).toHaveFormValues({ token: "abc", newPassword: "", confirm: "" });
    expect(screen.getByRole("alert")).toHaveTextContent("The passwords differ.");
  });

  it("says when the link no longer works", () => {
    renderAt("/reset-password?token=abc&error=expired");
    expect(screen.getByText(/This reset link has expired/)).toBeVisible();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says the password is set", () => {
    renderAt("/reset-password?done=1");
    expect(
      screen.getByText("Your new password is set. Every device was signed out."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});
