import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape-markup.ts";

describe("escapeMarkup", () => {
  it("turns the five markup characters into entities and leaves the rest", () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"Best"</b> — 東京`)).toBe(
      "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt; — 東京",
    );
  });

  it("escapes an ampersand once, so entities already in the text stay visible as typed", () => {
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });
});
