import "@testing-library/jest-dom/vitest";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  cleanup,
  configure,
  type RenderHookOptions,
  type RenderOptions,
} from "@testing-library/react";
import { createElement, type ComponentType, type ReactNode } from "react";
import { afterAll, afterEach, vi } from "vitest";
import { messages } from "../locales/en.po";

// Radix's select and slider use pointer capture and scrolling, which jsdom leaves out.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// Radix's checkbox, radio and slider measure themselves with ResizeObserver, which jsdom leaves out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom loads no images: decoding one (the reader does before showing a page) succeeds at once.
HTMLImageElement.prototype.decode ??= () => Promise.resolve();

afterEach(cleanup);

// findBy and waitFor give up after 1 s by default, which a loaded machine overran (a Load More's
// next page took longer to show): they return as soon as the page is right, so a passing test is
// no slower for the longer wait.
configure({ asyncUtilTimeout: 10_000 });

// The files share one jsdom (vitest.config.ts): none inherits another's saved choices.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Components read their words from the active catalogue; tests see the English one, as a
// first-time visitor with an English browser would.
i18n.loadAndActivate({ locale: "en", messages });

// Components read their words through Lingui's useLingui, which needs the provider the app puts
// at its root (components/locale): every render and renderHook gets it around the test's own
// wrapper, as in the app.
vi.mock("@testing-library/react", async (importOriginal) => {
  const testingLibrary = await importOriginal<typeof import("@testing-library/react")>();
  const withI18n = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(I18nProvider, {
        i18n,
        children: Inner ? createElement(Inner, null, children) : children,
      });
    };
  return {
    ...testingLibrary,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      testingLibrary.render(ui, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof testingLibrary.render,
    renderHook: ((hook: () => unknown, options?: RenderHookOptions<unknown>) =>
      testingLibrary.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof testingLibrary.renderHook,
  };
});
