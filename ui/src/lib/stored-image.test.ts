import { describe, expect, it } from "vitest";
import { storedImageForWidth, storedImageSrcSet } from "./stored-image.ts";

const cover = "/media/images/covers/abc/cover.w900";

describe("stored image URLs", () => {
  it("list a stored image's variants up to its own width", () => {
    expect(storedImageSrcSet(cover)).toBe(
      `${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=900 900w`,
    );
    expect(storedImageSrcSet("https://cdn.example/media/images/pages/x/1.w3000")).toMatch(
      /\?w=1600 1600w, https:\/\/cdn\.example\/media\/images\/pages\/x\/1\.w3000\?w=2400 2400w$/,
    );
  });

  it("pick the smallest variant at least as wide as asked, else the largest", () => {
    expect(storedImageForWidth(cover, 500)).toBe(`${cover}?w=640`);
    expect(storedImageForWidth(cover, 640)).toBe(`${cover}?w=640`);
    expect(storedImageForWidth(cover, 2000)).toBe(`${cover}?w=900`);
  });

  it("leave other images alone", () => {
    const drawn = "/media/covers/night-ferry.svg";
    expect(storedImageSrcSet(drawn)).toBeUndefined();
    expect(storedImageForWidth(drawn, 500)).toBe(drawn);
  });
});
