import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { openEveryGate } from "./hydration-gate.ts";
import { HomeSection } from "./home-section.tsx";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}

const page = () => (
  <I18nProvider i18n={i18n}>
    <HomeSection title="Further down" hydrateWhenReached>
      <Counter />
    </HomeSection>
  </I18nProvider>
);

/** Whether React has taken the element over from the server's HTML. */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

let comesIntoView: () => void;
let root: Root;
const recoverableErrors: unknown[] = [];

beforeEach(async () => {
  const container = document.createElement("div");
  // The server has no document: there the gate is open and the band rendered whole.
  vi.stubGlobal("document", undefined);
  const serverHtml = renderToString(page());
  vi.unstubAllGlobals();
  container.innerHTML = serverHtml;
  document.body.append(container);
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        comesIntoView = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  recoverableErrors.length = 0;
});

it("keeps a band below the fold as the server drew it until it comes into view", async () => {
  const button = screen.getByRole("button", { name: "Clicked 0 times" });
  expect(hydrated(button)).toBe(false);
  // A render of the page meanwhile leaves the band's server HTML in place.
  await act(async () => root.render(page()));
  expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBe(button);

  await act(async () => comesIntoView());
  expect(hydrated(button)).toBe(true);
  expect(recoverableErrors).toEqual([]);
});

it("hydrates a band the reader clicks into before it came into view, and answers the click", async () => {
  await userEvent.click(screen.getByRole("button", { name: "Clicked 0 times" }));
  expect(await screen.findByRole("button", { name: "Clicked 1 times" })).toBeInTheDocument();
  expect(recoverableErrors).toEqual([]);
});

it("hydrates a band out of view once every gate is opened for a reader who reached for the page early", async () => {
  const button = screen.getByRole("button", { name: "Clicked 0 times" });
  expect(hydrated(button)).toBe(false);
  await act(async () => openEveryGate());
  expect(hydrated(button)).toBe(true);
  expect(recoverableErrors).toEqual([]);
});
