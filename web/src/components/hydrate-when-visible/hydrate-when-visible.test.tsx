import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenVisible } from "./hydrate-when-visible.tsx";

/** jsdom lays nothing out: this observer reports what a test says is on screen. */
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    TestIntersectionObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  comeIntoView() {
    this.report([{ isIntersecting: true }]);
  }
}

function Counter({ step = 1 }: { step?: number }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + step)}>Clicked {count}</button>;
}

const pageWithStep = (step: number) => (
  <HydrateWhenVisible>
    <Counter step={step} />
  </HydrateWhenVisible>
);
const page = pageWithStep(1);
// What the server writes for it: the part in its Suspense boundary's markers.
const serverHtml = "<div><!--$--><button>Clicked <!-- -->0</button><!--/$--></div>";

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

describe("HydrateWhenVisible", () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement("div");
    TestIntersectionObserver.all = [];
    vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    container.remove();
  });

  async function hydrate() {
    container.innerHTML = serverHtml;
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
    return { hydrationErrors, root: root! };
  }

  it("keeps the server's HTML as it is until the part comes near the screen, then hydrates it", async () => {
    const { hydrationErrors } = await hydrate();
    const button = screen.getByRole("button", { name: "Clicked 0" });
    expect(isHydrated(button)).toBe(false);

    await act(async () => TestIntersectionObserver.all[0]!.comeIntoView());
    expect(hydrationErrors).toEqual([]);
    // The same element, now React's.
    expect(screen.getByRole("button")).toBe(button);
    expect(isHydrated(button)).toBe(true);
    await userEvent.click(button);
    expect(button).toHaveTextContent("Clicked 1");
  });

  it("hydrates the part at once when it is clicked before then, and answers the click", async () => {
    const { hydrationErrors } = await hydrate();
    const button = screen.getByRole("button", { name: "Clicked 0" });
    await userEvent.click(button);
    expect(hydrationErrors).toEqual([]);
    expect(isHydrated(button)).toBe(true);
    expect(button).toHaveTextContent("Clicked 1");
  });

  it("waits through a re-render with the same props, and hydrates at once on new ones", async () => {
    const { hydrationErrors, root } = await hydrate();
    const button = screen.getByRole("button", { name: "Clicked 0" });
    await act(async () => root.render(pageWithStep(1)));
    expect(isHydrated(button)).toBe(false);

    await act(async () => root.render(pageWithStep(2)));
    expect(hydrationErrors).toEqual([]);
    expect(isHydrated(button)).toBe(true);
    await userEvent.click(button);
    expect(button).toHaveTextContent("Clicked 2");
  });

  it("renders the part at once on a page the browser renders itself", () => {
    render(page);
    expect(screen.getByRole("button", { name: "Clicked 0" })).toBeInTheDocument();
    expect(TestIntersectionObserver.all).toEqual([]);
  });
});
