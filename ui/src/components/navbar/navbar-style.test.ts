import { afterEach, expect, it } from "vitest";
import { navbarStylePreference, setNavbarStyle } from "./navbar-style.ts";

afterEach(() => localStorage.clear());

it("stores the style under `navbar-style` and broadcasts `navbar-style-change` with the id", () => {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  window.addEventListener("navbar-style-change", listener);

  setNavbarStyle("glassmorphism");
  window.removeEventListener("navbar-style-change", listener);

  expect(localStorage.getItem("navbar-style")).toBe("glassmorphism");
  expect(heard).toEqual(["glassmorphism"]);
});

it("follows an event sent by other code, and keeps that style for the next visit", () => {
  let changes = 0;
  const stop = navbarStylePreference.subscribe(() => changes++);

  window.dispatchEvent(new CustomEvent("navbar-style-change", { detail: "centered" }));
  stop();

  expect(changes).toBe(1);
  expect(navbarStylePreference.read()).toBe("centered");
  expect(localStorage.getItem("navbar-style")).toBe("centered");
});

it("falls back to the default style when the stored value is unknown", () => {
  localStorage.setItem("navbar-style", "retro");
  expect(navbarStylePreference.read()).toBe("default");
});
