import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SignupRoute } from "./signup-route.tsx";

function renderSignUp() {
  const router = createMemoryRouter([{ path: "/signup", Component: SignupRoute }], {
    initialEntries: ["/signup"],
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
});
