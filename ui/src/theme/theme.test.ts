import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyTheme,
  COLOR_SCHEME_COOKIE,
  colorSchemePreference,
  syncDocumentTheme,
  THEME_COOKIE,
  themePreference,
  themeScript,
} from "./theme.ts";
// The rule that turns transitions off while the theme changes.
import "../styles/index.css";

const root = document.documentElement;

const forgetCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

function resetDocument() {
  localStorage.clear();
  forgetCookie(THEME_COOKIE);
  forgetCookie(COLOR_SCHEME_COOKIE);
  root.className = "";
  delete root.dataset.scheme;
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

    expect(root.className).toBe("light");
    expect(root.dataset.scheme).toBe("green");
    expect(getComputedStyle(root).colorScheme).toBe("light");
  });

  it("falls back to dark and default for missing or corrupt values", () => {
    localStorage.setItem("theme", "neon");

    new Function(themeScript)();

    expect(root.className).toBe("dark");
    expect(root.dataset.scheme).toBe("default");
  });

  it("leaves `system` to the CSS, which follows prefers-color-scheme", () => {
    localStorage.setItem("theme", "system");
    const systemIsDark = window.matchMedia("(prefers-color-scheme: dark)").matches;

    new Function(themeScript)();

    expect(root.className).toBe("system");
    expect(getComputedStyle(root).colorScheme).toBe(systemIsDark ? "dark" : "light");
  });

  it("keeps the theme the server put on <html> when the page came with the theme cookie", () => {
    root.className = "light";
    root.dataset.scheme = "purple";
    document.cookie = `${THEME_COOKIE}=light; path=/`;
    localStorage.setItem("theme", "dark");

    new Function(themeScript)();

    expect(root.className).toBe("light");
    expect(root.dataset.scheme).toBe("purple");
  });

  it("applies the stored theme over the server's default when no theme cookie came (stored before the cookie existed)", () => {
    root.className = "dark";
    localStorage.setItem("theme", "light");

    new Function(themeScript)();

    expect(root.className).toBe("light");
  });
});

describe("syncDocumentTheme", () => {
  it("re-applies the theme and sets the cookies whenever a preference changes", () => {
    const stop = syncDocumentTheme();
    expect(root.className).toBe("dark");
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`);

    themePreference.write("light");
    colorSchemePreference.write("orange");
    expect(root.className).toBe("light");
    expect(root.dataset.scheme).toBe("orange");
    expect(document.cookie).toContain(`${THEME_COOKIE}=light`);
    expect(document.cookie).toContain(`${COLOR_SCHEME_COOKIE}=orange`);

    stop();
    themePreference.write("dark");
    expect(root.className).toBe("light");
  });

  it("starts from the theme the server put on <html>, storing it", () => {
    localStorage.setItem("theme", "dark");
    root.className = "system";
    root.dataset.scheme = "blue";

    const stop = syncDocumentTheme();
    stop();

    expect(root.className).toBe("system");
    expect(themePreference.read()).toBe("system");
    expect(colorSchemePreference.read()).toBe("blue");
  });

  it("applyTheme takes an explicit theme without touching storage", () => {
    applyTheme("light", "blue");
    expect(root.dataset.scheme).toBe("blue");
    expect(localStorage.getItem("theme")).toBeNull();
  });

  it("applyTheme switches colours at once, even on elements with a colour transition", () => {
    const style = document.createElement("style");
    style.textContent = `.dark .probe { color: rgb(0, 0, 0) } .light .probe { color: rgb(255, 255, 255) }
      .probe { transition: color 10s linear }`;
    const probe = document.createElement("span");
    probe.className = "probe";
    document.head.append(style);
    document.body.append(probe);
    try {
      applyTheme("dark", "default");
      expect(getComputedStyle(probe).color).toBe("rgb(0, 0, 0)");
      applyTheme("light", "default");
      expect(getComputedStyle(probe).color).toBe("rgb(255, 255, 255)");
    } finally {
      probe.remove();
      style.remove();
    }
  });
});
