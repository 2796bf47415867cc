import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LoginRoute } from "./login-route.tsx";

function renderLogin(url: string) {
  const router = createMemoryRouter([{ path: "/login", Component: LoginRoute }], {
    initialEntries: [url],
  });
  render(
    <MockedProvider>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

// The form the browser sends itself (without JavaScript) posts to the server's sign-in, which
// answers a failure with /login?error= (server/src/accounts/account-forms.ts).
describe("LoginRoute", () => {
  it("posts to the server's sign-in, carrying where the reader was going", () => {
    renderLogin("/login?redirectTo=%2Fsettings");
    const form = screen.getByRole("form", { name: "Sign in" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/login");
    expect(form).toHaveFormValues({ redirectTo: "/settings", email: "", password: "" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["credentials", "The e-mail address or password is incorrect."],
    ["missing", "Enter your e-mail address and password."],
    [
      "rate-limited&retryAfter=42",
      "Too many failed attempts. Please wait 42 seconds and try again.",
    ],
    ["failed", "Something went wrong. Please try again."],
  ])("says why the server refused the form (?error=%s)", (error, message) => {
    renderLogin(`/login?error=${error}`);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("says nothing for an error it does not know", () => {
    renderLogin("/login?error=whatever");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
