import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotFoundPage } from "./not-found-page.tsx";

describe("NotFoundPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the page is missing, links home and logs the missing path", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "*", Component: NotFoundPage }], {
      initialEntries: ["/no/such/page"],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith("Page not found: /no/such/page");
  });
});
