import { describe, expect, it } from "vitest";
import { localeOfPreference, negotiateLocale, preferenceOfLocale } from "./languages.ts";

describe("the interface's language", () => {
  it("follows the first of the browser's languages the site speaks", () => {
    expect(negotiateLocale(["de-DE", "fr-CA", "en"])).toBe("fr");
    expect(negotiateLocale(["ja"])).toBe("ja");
    expect(negotiateLocale(["ES"])).toBe("es");
  });

  it("falls back to English when the site speaks none of them", () => {
    expect(negotiateLocale(["de", "pt-BR"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
  });

  it("maps the stored preference's jp to the ja of catalogues and <html lang>", () => {
    expect(localeOfPreference("jp")).toBe("ja");
    expect(preferenceOfLocale("ja")).toBe("jp");
    expect(localeOfPreference("xx")).toBeUndefined();
    expect(localeOfPreference(null)).toBeUndefined();
  });
});
