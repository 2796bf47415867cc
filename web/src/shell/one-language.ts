import type { Locale } from "../i18n/languages.ts";

let current: Locale | null = null;
let running = 0;
let idle: Promise<void> = Promise.resolve();
let settle = () => {};

/**
 * Runs `render` while no page of another language is rendering. Lingui's `t` reads one global
 * i18n, so pages of one language render side by side and another language waits its turn.
 */
export async function inOneLanguage<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  while (running > 0 && current !== locale) await idle;
  if (running === 0) idle = new Promise((resolve) => (settle = resolve));
  current = locale;
  running++;
  try {
    return await render();
  } finally {
    if (--running === 0) settle();
  }
}
