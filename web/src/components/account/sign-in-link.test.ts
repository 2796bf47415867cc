import { describe, expect, it } from "vitest";
import { redirectTarget, signInPath } from "./sign-in-link.ts";

describe("sign-in and back", () => {
  it("carries the page to come back to", () => {
    const path = signInPath("/manga/tides?tab=chapters");
    expect(path).toBe("/login?redirectTo=%2Fmanga%2Ftides%3Ftab%3Dchapters");
    expect(redirectTarget(new URL(path, "http://inkpanel.test").searchParams)).toBe(
      "/manga/tides?tab=chapters",
    );
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslashed address", "/\\evil.example/"],
    ["nothing", null],
  ])("goes to the dashboard instead of %s", (_, target) => {
    const search = new URLSearchParams(target === null ? {} : { redirectTo: target });
    expect(redirectTarget(search)).toBe("/dashboard");
  });
});
