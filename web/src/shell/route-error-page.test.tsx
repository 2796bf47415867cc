import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorPage } from "./route-error-page.tsx";

function renderAt(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const router = createMemoryRouter([
    { ...route, path: "/", ErrorBoundary: RouteErrorPage, HydrateFallback: () => null },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("RouteErrorPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the page again on Try again after a render error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Fails until what broke it is gone (React draws a failing tree twice before giving up).
    let broken = true;
    function Flaky() {
      if (broken) throw new Error("a bug");
      return <h1>The page</h1>;
    }
    renderAt({ Component: Flaky });

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    broken = false;
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("heading", { name: "The page" })).toBeVisible();
  });

  it("offers a reload when the page's script could not be downloaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderAt({
      lazy: () =>
        Promise.reject(
          new TypeError("Failed to fetch dynamically imported module: /assets/page-1a2b.js"),
        ),
    });

    expect(
      await screen.findByRole("heading", { name: "This page could not be loaded" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    await act(() => userEvent.click(screen.getByRole("button", { name: "Reload" })));
    expect(reload).toHaveBeenCalledOnce();
  });
});
