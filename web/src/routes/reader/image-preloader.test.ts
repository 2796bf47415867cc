import { describe, expect, it } from "vitest";
import { ImagePreloader, type PreloadImage } from "./image-preloader.ts";

/** Images that load only when told to, recording every source they are given. */
function fakeImages() {
  const created: (PreloadImage & { sources: string[]; complete: boolean })[] = [];
  const createImage = () => {
    const sources: string[] = [];
    const image = {
      sources,
      complete: false,
      decoded: 0,
      get src() {
        return sources.at(-1) ?? "";
      },
      set src(value: string) {
        sources.push(value);
      },
      decode: () => Promise.resolve(),
    };
    created.push(image);
    return image;
  };
  return { created, createImage };
}

describe("ImagePreloader", () => {
  it("starts loading every image asked for, once", () => {
    const { created, createImage } = fakeImages();
    const preloader = new ImagePreloader(createImage);
    preloader.want(["/p/2.svg", "/p/3.svg"]);
    preloader.want(["/p/2.svg", "/p/3.svg"]);
    expect(created.map((image) => image.src)).toEqual(["/p/2.svg", "/p/3.svg"]);
  });

  it("cancels an image still loading that is no longer ahead after a jump", () => {
    const { created, createImage } = fakeImages();
    const preloader = new ImagePreloader(createImage);
    preloader.want(["/p/2.svg", "/p/3.svg", "/p/4.svg"]);
    created[0]!.complete = true;

    // A jump to page 10: page 2 has loaded and stays cached, 3 and 4 are cancelled.
    preloader.want(["/p/11.svg"]);
    expect(created.map((image) => image.sources)).toEqual([
      ["/p/2.svg"],
      ["/p/3.svg", ""],
      ["/p/4.svg", ""],
      ["/p/11.svg"],
    ]);
    expect(preloader.urls).toEqual(["/p/11.svg"]);
  });

  it("keeps the images still ahead when the reader turns a page", () => {
    const { created, createImage } = fakeImages();
    const preloader = new ImagePreloader(createImage);
    preloader.want(["/p/2.svg", "/p/3.svg", "/p/4.svg"]);
    preloader.want(["/p/3.svg", "/p/4.svg", "/p/5.svg", "/p/1.svg"]);
    expect(created.map((image) => image.sources)).toEqual([
      ["/p/2.svg", ""],
      ["/p/3.svg"],
      ["/p/4.svg"],
      ["/p/5.svg"],
      ["/p/1.svg"],
    ]);
  });
});
