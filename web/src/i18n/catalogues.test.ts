import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parsePoFile } from "@lingui/format-po";
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { startLocale, wholeCatalogueLoaded } from "./catalogues.ts";
import { languages } from "./languages.ts";

const webDir = path.join(import.meta.dirname, "../..");

/** msgctxt + msgid → msgstr, for the messages the code still uses (not obsolete ones). */
function readCatalogue(locale: string): Map<string, string> {
  const po = parsePoFile(readFileSync(path.join(webDir, `src/locales/${locale}.po`), "utf8"));
  return new Map(
    po.items
      .filter((item) => !item.obsolete)
      .map((item) => [`${item.msgctxt ?? ""}\u0004${item.msgid}`, item.msgstr[0] ?? ""]),
  );
}

/** The placeholders a message names, each once: a plural's branches repeat theirs, and a language
 * with fewer plural forms (Japanese has one) repeats them fewer times. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();

const english = readCatalogue("en");
const translated = languages.filter(({ locale }) => locale !== "en");

describe("the interface's catalogues", () => {
  // Lingui extracts the messages of the whole app: 39 s when a second test run shared the machine.
  it("hold every message of the code (run `pnpm i18n:extract` after changing one)", async () => {
    await expect(
      promisify(execFile)(
        "pnpm",
        ["exec", "lingui", "check", "sync", "--config", "lingui.config.ts"],
        { cwd: webDir },
      ),
    ).resolves.toBeDefined();
  }, 180_000);

  it.each(translated)("translate every English message into $name", ({ locale }) => {
    const catalogue = readCatalogue(locale);
    const missing = [...english.keys()]
      .filter((key) => !catalogue.get(key)?.trim())
      .map((key) => key.split("\u0004")[1]);
    expect(missing, `untranslated in ${locale}.po`).toEqual([]);
  });

  it.each(translated)("keep each message's placeholders in $name", ({ locale }) => {
    const catalogue = readCatalogue(locale);
    for (const [key, translation] of catalogue) {
      const source = key.split("\u0004")[1]!;
      expect(placeholders(translation), `${locale}: ${source}`).toEqual(placeholders(source));
    }
  });
});

describe("starting the app on a page that starts with its first screen's messages", () => {
  // Outside a build the first screen's messages are the whole catalogue (web/first-screen-messages.ts);
  // the budget test's build measures the real split.
  it.each(["/", "/browse", "/manga/some-title", "/blog/some-article"])(
    "%s shows the language at once and adds the whole catalogue without drawing the page again",
    async (pathname) => {
      const { messages } = await import("../locales/es.po");
      const [id, text] = Object.entries(messages).find(
        ([, message]) =>
          Array.isArray(message) && message.length === 1 && typeof message[0] === "string",
      )!;
      await startLocale("es", pathname);
      expect(i18n.locale).toBe("es");
      let changes = 0;
      const stopListening = i18n.on("change", () => changes++);
      await wholeCatalogueLoaded();
      stopListening();
      expect(changes).toBe(0);
      expect(i18n._(id)).toBe((text as string[])[0]);
    },
  );
});
