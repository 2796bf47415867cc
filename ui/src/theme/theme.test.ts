import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyTheme,
  colorSchemePreference,
  syncDocumentTheme,
  themePreference,
  themeScript,
} from "./theme.ts";

const root = document.documentElement;

function resetDocument() {
  localStorage.clear();
  root.className = "";
  delete root.dataset.scheme;
  root.style.colorScheme = "";
}

beforeEach(resetDocument);
afterEach(resetDocument);

describe("theme preferences", () => {
  it("default to the dark theme and the default scheme when nothing is stored", () => {
    expect(themePreference.read()).toBe("dark");
    expect(colorSchemePreference.read()).toBe("default");
  });

  it("store under the keys `theme` and `colorScheme` and broadcast the new value", () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener("theme-change", listener);

    themePreference.write("light");
    colorSchemePreference.write("purple");
    window.removeEventListener("theme-change", listener);

    expect(localStorage.getItem("theme")).toBe("light");
    expect(localStorage.getItem("colorScheme")).toBe("purple");
    expect(heard).toEqual(["light"]);
    expect(themePreference.read()).toBe("light");
  });

  it("ignore a broadcast carrying an unknown value", () => {
    themePreference.write("light");
    let changes = 0;
    const stop = themePreference.subscribe(() => changes++);
    window.dispatchEvent(new CustomEvent("theme-change", { detail: "sepia" }));
    stop();
    expect(changes).toBe(0);
    expect(themePreference.read()).toBe("light");
  });
});

describe("themeScript (runs in <head> before first paint)", () => {
  it("applies the stored theme and scheme to <html>", () => {
    localStorage.setItem("theme", "light");
    localStorage.setItem("colorScheme", "green");

    new Function(themeScript)();

    expect(root.classList.contains("light")).toBe(true);
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.dataset.scheme).toBe("green");
    expect(root.style.colorScheme).toBe("light");
  });

  it("falls back to dark and default for missing or corrupt values", () => {
    localStorage.setItem("theme", "neon");

    new Function(themeScript)();

    expect(root.classList.contains("dark")).toBe(true);
    expect(root.dataset.scheme).toBe("default");
  });

  it("resolves `system` from prefers-color-scheme", () => {
    localStorage.setItem("theme", "system");
    const systemIsDark = window.matchMedia("(prefers-color-scheme: dark)").matches;

    new Function(themeScript)();

    expect(root.classList.contains("dark")).toBe(systemIsDark);
    expect(root.classList.contains("light")).toBe(!systemIsDark);
  });
});

describe("syncDocumentTheme", () => {
  it("re-applies the theme whenever a preference changes", () => {
    const stop = syncDocumentTheme();
    expect(root.classList.contains("dark")).toBe(true);

    themePreference.write("light");
    colorSchemePreference.write("orange");
    expect(root.classList.contains("light")).toBe(true);
    expect(root.dataset.scheme).toBe("orange");

    stop();
    themePreference.write("dark");
    expect(root.classList.contains("light")).toBe(true);
  });

  it("applyTheme takes an explicit theme without touching storage", () => {
    applyTheme("light", "blue");
    expect(root.dataset.scheme).toBe("blue");
    expect(localStorage.getItem("theme")).toBeNull();
  });
});
