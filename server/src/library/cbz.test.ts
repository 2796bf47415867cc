import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import type { PageData } from "../media/page.ts";
import { streamCbz, type CbzContent } from "./cbz.ts";
import type { PageImageSource } from "./page-images.ts";

const page: PageData = {
  chapterId: "cbz-1",
  mangaTitle: "Queue Here",
  chapterNumber: 1,
  pageNumber: 1,
  width: 400,
  height: 600,
  layout: 1,
};
const content: CbzContent = {
  info: { series: "Queue Here", summary: "", writer: "Test Author", genres: [], web: "" },
  pages: [{ data: page }, { data: page }],
};

describe("a .cbz on its way", () => {
  it("stops rendering the page when the reader leaves, and adds no listener to the answer", async () => {
    // A page that never finishes, as sharp's encoding of a large page is while the reader leaves.
    const rendering = new Readable({ read() {} });
    rendering.push(Buffer.alloc(1024));
    const pageImage: PageImageSource = async () => ({ extension: "jpg", bytes: rendering });
    const answer = new PassThrough();
    answer.resume();
    const streaming = streamCbz(answer, content, pageImage, null);
    await new Promise((resolve) => setImmediate(resolve));
    // The answer's "close" listeners are the pipeline's alone: an HTTP answer has ten already.
    const piped = new PassThrough();
    pipeline(new PassThrough(), piped).catch(() => {});
    expect(answer.listenerCount("close")).toBe(piped.listenerCount("close"));

    answer.destroy();
    await once(rendering, "close");
    await expect(streaming).rejects.toThrow();
  });
});
