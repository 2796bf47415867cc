import { useEffect, useState } from "react";

/** The part of an <img> the preloader uses (a stand-in in tests). */
export interface PreloadImage {
  src: string;
  readonly complete: boolean;
  decode(): Promise<void>;
}

/**
 * Loads and decodes the images the reader will need next, and drops the ones it no longer
 * will: after a jump, an image still loading that is not ahead any more is cancelled (clearing
 * its source stops the download), so it does not hold up the ones that are.
 */
export class ImagePreloader {
  private readonly loading = new Map<string, PreloadImage>();

  constructor(private readonly createImage: () => PreloadImage = () => new Image()) {}

  /** Preloads exactly `urls`: starts the new ones and cancels the others. */
  want(urls: readonly string[]) {
    const wanted = new Set(urls);
    for (const [url, image] of this.loading) {
      if (wanted.has(url)) continue;
      if (!image.complete) image.src = "";
      this.loading.delete(url);
    }
    for (const url of wanted) {
      if (this.loading.has(url)) continue;
      const image = this.createImage();
      image.src = url;
      // Decoded ahead, so the turn shows it at once; a failure shows on the page itself.
      image.decode().catch(() => {});
      this.loading.set(url, image);
    }
  }

  /** The images being preloaded, in the order they were asked for. */
  get urls(): string[] {
    return [...this.loading.keys()];
  }
}

/** Preloads `urls` for as long as the component shows, keeping the newest set. */
export function useImagePreloader(urls: readonly string[]) {
  const [preloader] = useState(() => new ImagePreloader());
  const key = urls.join("\n");
  useEffect(() => {
    preloader.want(key ? key.split("\n") : []);
  }, [preloader, key]);
  useEffect(() => () => preloader.want([]), [preloader]);
}
