import { ApolloProvider } from "@apollo/client/react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { createApolloClient } from "../apollo/client.ts";
import { fixtureLink } from "../test/fixture-api.ts";
import { LocaleProvider } from "../components/locale/locale-provider.tsx";
import { RenderedAtContext } from "../lib/use-now.ts";
import { SiteFooter } from "./site-footer.tsx";

const testZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = testZone;
});

it("hydrates on New Year's Eve where the reader's clock is already in the next year", async () => {
  // 12:00 UTC on 31 December is 02:00 on 1 January in Kiritimati (UTC+14).
  vi.useFakeTimers({ now: new Date("2026-12-31T12:00:00Z"), toFake: ["Date"] });
  const footer = (renderedAt: Date) => (
    <RenderedAtContext value={renderedAt}>
      <ApolloProvider client={createApolloClient(fixtureLink({}))}>
        <LocaleProvider initial="en">
          {/* The newsletter form comes back to the page it is on. */}
          <MemoryRouter>
            <SiteFooter />
          </MemoryRouter>
        </LocaleProvider>
      </ApolloProvider>
    </RenderedAtContext>
  );
  // The server renders in UTC...
  process.env.TZ = "UTC";
  const renderedAt = new Date();
  const container = document.createElement("div");
  container.innerHTML = renderToString(footer(renderedAt));
  document.body.append(container);
  expect(container.textContent).toContain("© 2026 Inkpanel");

  // ...and the reader's browser hydrates it on the other side of the date line.
  process.env.TZ = "Pacific/Kiritimati";
  expect(new Date().getFullYear()).toBe(2027);
  const hydrationErrors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, footer(renderedAt), {
      onRecoverableError: (error) => hydrationErrors.push(error),
    }),
  );
  expect(hydrationErrors).toEqual([]);
  expect(container.textContent).toContain("© 2026 Inkpanel");
  // Unmounted, the footer stops listening to the shared clock (lib/use-now.ts), which would
  // otherwise go on reading this test's date in the next test file of the worker.
  act(() => root.unmount());
  container.remove();
});
