import { act, render, renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStoredValue, oneOf, useStoredValue } from "./stored-value.ts";

const sizes = ["small", "large"] as const;
type Size = (typeof sizes)[number];

const sizeValue = () =>
  createStoredValue<Size>({ key: "test-size", parse: oneOf(sizes), fallback: "small" });

/** A bookmark kept as JSON: a new object each time it is parsed. */
const bookmarkValue = () =>
  createStoredValue<{ page: number } | null>({
    key: "test-bookmark",
    parse: (stored) => {
      const { page } = JSON.parse(stored) as { page?: unknown };
      return typeof page === "number" ? { page } : undefined;
    },
    serialize: JSON.stringify,
    fallback: null,
  });

/** Makes localStorage throw like a browser with storage disabled (or full, for setItem). */
function breakStorage(...methods: ("getItem" | "setItem")[]) {
  for (const method of methods)
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException("storage is unavailable", "SecurityError");
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a stored value", () => {
  it("is the fallback until written, then what was written, kept in localStorage", () => {
    const size = sizeValue();
    expect(size.read()).toBe("small");
    size.write("large");
    expect(localStorage.getItem("test-size")).toBe("large");
    expect(sizeValue().read()).toBe("large");
  });

  it("falls back for a stored value it does not accept, or one that does not parse", () => {
    localStorage.setItem("test-size", "huge");
    expect(sizeValue().read()).toBe("small");
    localStorage.setItem("test-bookmark", "{not json");
    expect(bookmarkValue().read()).toBeNull();
    localStorage.setItem("test-bookmark", '{"page":"seven"}');
    expect(bookmarkValue().read()).toBeNull();
  });

  it("gives the same value for the same stored text, so React sees no change", () => {
    const bookmark = bookmarkValue();
    bookmark.write({ page: 7 });
    expect(bookmark.read()).toBe(bookmark.read());
    expect(bookmark.read()).toEqual({ page: 7 });
  });

  it("reads the fallback when localStorage throws, and keeps a write for this page", () => {
    breakStorage("getItem", "setItem");
    const size = sizeValue();
    expect(size.read()).toBe("small");
    expect(() => size.write("large")).not.toThrow();
    expect(size.read()).toBe("large");
  });

  it("keeps a write that a full storage refused, over the older stored value", () => {
    localStorage.setItem("test-size", "small");
    breakStorage("setItem");
    const size = sizeValue();
    size.write("large");
    expect(size.read()).toBe("large");
  });

  it("tells subscribers of each write, of another tab's and of a broadcast from other code", () => {
    const size = sizeValue();
    const onChange = vi.fn();
    const stop = size.subscribe(onChange);

    size.write("large");
    expect(onChange).toHaveBeenCalledTimes(1);

    localStorage.setItem("test-size", "small"); // as another tab would
    window.dispatchEvent(new StorageEvent("storage", { key: "test-size" }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(size.read()).toBe("small");

    window.dispatchEvent(new StorageEvent("storage", { key: "another-key" }));
    window.dispatchEvent(new CustomEvent("stored-value:test-size", { detail: "huge" }));
    expect(onChange).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new CustomEvent("stored-value:test-size", { detail: "large" }));
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem("test-size")).toBe("large");

    stop();
    size.write("small");
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe("useStoredValue", () => {
  it("re-renders every reader when the value changes", () => {
    const size = sizeValue();
    const first = renderHook(() => useStoredValue(size));
    const second = renderHook(() => useStoredValue(size));
    act(() => size.write("large"));
    expect(first.result.current).toBe("large");
    expect(second.result.current).toBe("large");
  });

  it("renders the fallback on the server and hydrates without a mismatch, then shows the stored value", async () => {
    const size = sizeValue();
    localStorage.setItem("test-size", "large");
    const Size = () => <span>{useStoredValue(size)}</span>;

    const container = document.createElement("div");
    container.innerHTML = renderToString(<Size />);
    expect(container.textContent).toBe("small");

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Size />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("large");
  });

  it("renders in the browser straight away with the stored value", () => {
    localStorage.setItem("test-size", "large");
    const size = sizeValue();
    const Size = () => <span>{useStoredValue(size)}</span>;
    expect(render(<Size />).container.textContent).toBe("large");
  });
});
