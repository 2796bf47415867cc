import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, use, useState, type FormEvent } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  handOverToReact,
  replayEarlyInteractions,
  startOnFirstInteraction,
} from "./early-interactions.ts";

/**
 * A controlled field, a choice, a button and a form the app submits itself, as a rendered page
 * has them.
 */
function Page({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState("");
  const [order, setOrder] = useState("newest");
  const [count, setCount] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query);
  };
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
      <form aria-label="Search" onSubmit={submit}>
        <input
          aria-label="Query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <select aria-label="Order" value={order} onChange={(event) => setOrder(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="rating">Rating</option>
      </select>
      <a href="#elsewhere">Elsewhere</a>
      <p>Query: {query}</p>
      <p>Order: {order}</p>
    </>
  );
}

/** The page as a part whose code, in the browser, arrives when `ready` settles. */
function SlowPart({ ready }: { ready?: Promise<void> }) {
  if (ready) use(ready);
  return <Page onSearch={() => {}} />;
}

describe("what the reader does before the app is up", () => {
  let root: Root | undefined;
  let stopHolding: (() => void) | undefined;
  afterEach(() => {
    stopHolding?.();
    vi.unstubAllGlobals();
    act(() => root?.unmount());
    window.inkpanelEarly?.stop();
    delete window.inkpanelEarly;
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });

  /**
   * Starts the app on the server's HTML of a part whose code, in the browser, arrives when
   * `arrive` is called. `first` is what the reader does before the app starts; `replayed` settles
   * once that has been acted on.
   */
  async function startWithSlowPart(first: () => Promise<void>) {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(
      <Suspense>
        <SlowPart />
      </Suspense>,
    );
    startOnFirstInteraction("/assets/start.js", []);
    const early = window.inkpanelEarly!;
    await first();
    // Outside act: React hydrates on its own schedule, as in the browser.
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
    stopHolding = handOverToReact(early);
    root = hydrateRoot(
      container,
      <Suspense>
        <SlowPart ready={code} />
      </Suspense>,
    );
    return { arrive, replayed: replayEarlyInteractions(early) };
  }

  it("records the first interaction, and is acted on once the app has hydrated", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const onSearch = vi.fn();
    container.innerHTML = renderToString(<Page onSearch={onSearch} />);
    startOnFirstInteraction("/assets/start.js", ["/assets/runtime.js"]);
    const early = window.inkpanelEarly!;
    const startScript = () => document.head.querySelector('script[src="/assets/start.js"]');
    expect(early.reached).toBe(false);
    const reached = vi.fn();
    early.onReach = reached;

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    expect(early.reached).toBe(true);
    expect(reached).toHaveBeenCalledOnce();
    // The start script is in by then (at the latest at the first interaction), with its preloads.
    expect(startScript()).not.toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Query" }), "ashen");
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "rating");
    await user.click(screen.getByRole("button", { name: "Search" }));
    // Nothing answers yet: the page is its HTML.
    expect(screen.getByRole("button", { name: "Clicked 0" })).toBeInTheDocument();

    act(() => {
      root = hydrateRoot(container, <Page onSearch={onSearch} />);
    });
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => replayEarlyInteractions(early));

    // The click acted, the typed text and the choice reached the component (each as the reader
    // left it, though the first one's render sets the choice back to its state), and the held
    // search was made with them.
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeInTheDocument();
    expect(screen.getByText("Query: ashen")).toBeInTheDocument();
    expect(screen.getByText("Order: rating")).toBeInTheDocument();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("ashen");
    // Recording has stopped: a click now is the app's alone.
    await user.click(screen.getByRole("button", { name: "Clicked 1" }));
    expect(screen.getByRole("button", { name: "Clicked 2" })).toBeInTheDocument();
    expect(early.events).toEqual([]);
  });

  it("acts once on a tap made while the app hydrates: React's, not recorded (startApp stops first)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page onSearch={() => {}} />);
    startOnFirstInteraction("/assets/start.js", []);
    const early = window.inkpanelEarly!;
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));

    stopHolding = handOverToReact(early); // as startApp does before hydrating
    act(() => {
      root = hydrateRoot(container, <Page onSearch={() => {}} />);
    });
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    await act(() => replayEarlyInteractions(early));

    // the tap before the app, replayed, and the one during, React's: two, not three
    expect(screen.getByRole("button", { name: "Clicked 2" })).toBeInTheDocument();
  });

  it("waits for a part that hydrates seconds after the app, as on a slow phone, to act on its click", async () => {
    const { arrive, replayed } = await startWithSlowPart(() =>
      userEvent.setup().click(screen.getByRole("button", { name: "Clicked 0" })),
    );
    // The button's part suspends in the browser until its code arrives, 3.5 s after the app.
    setTimeout(arrive, 3500);
    await replayed;
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Clicked 1" })).toBeInTheDocument(),
    );
  });

  it("holds what is done on a part after the app started but before its code arrived, and acts on it once", async () => {
    const { arrive, replayed } = await startWithSlowPart(async () => {});
    await replayed; // nothing was done before the app

    // React drops these: the part cannot hydrate until its code is here.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "rating");
    await user.type(screen.getByRole("textbox", { name: "Query" }), "ashen");
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    arrive();
    await waitFor(() => expect(screen.getByText("Order: rating")).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText("Query: ashen")).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Clicked 1" })).toBeInTheDocument(),
    );
    // Hydrated, the part is React's alone: a click acts once.
    await user.click(screen.getByRole("button", { name: "Clicked 1" }));
    expect(screen.getByRole("button", { name: "Clicked 2" })).toBeInTheDocument();
  });

  it("leaves a form with an action of its own to the browser", async () => {
    document.body.innerHTML = '<form action="/search"><input name="q" /></form>';
    startOnFirstInteraction("/assets/start.js", []);
    const form = document.querySelector("form")!;
    const submitted = new Event("submit", { cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
  });
});
