import { expect, it } from "vitest";
import { brandOf } from "./social-icon.tsx";

it("knows a brand by the link's host, with or without www.", () => {
  expect(brandOf("https://x.com/inkpanel")).toBe("x");
  expect(brandOf("https://www.twitter.com/inkpanel")).toBe("x");
  expect(brandOf("https://instagram.com/inkpanel")).toBe("instagram");
  expect(brandOf("https://discord.gg/inkpanel")).toBe("discord");
});

it("has no brand for another site or a link that is not a full URL", () => {
  expect(brandOf("https://example.com/x.com")).toBeUndefined();
  expect(brandOf("/discord")).toBeUndefined();
});
