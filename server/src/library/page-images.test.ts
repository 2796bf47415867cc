import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { storeImage } from "../publishing/images.ts";
import { DiskStorage } from "../storage/disk-storage.ts";
import { pageAtWidthFrom, pageImageFrom } from "./page-images.ts";

const folder = mkdtempSync(path.join(tmpdir(), "inkpanel-page-images-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const storage = new DiskStorage(folder);

async function sizeOf(image: { bytes: NodeJS.ReadableStream }) {
  const chunks: Buffer[] = [];
  for await (const chunk of image.bytes) chunks.push(chunk as Buffer);
  const { width, height, format } = await sharp(Buffer.concat(chunks)).metadata();
  return { width, height, format };
}

// sharp encodes full-size pages here: seconds on a busy 2-core machine (16.4 s for one test when
// a second test run shared it).
describe("downloaded page images", { timeout: 90_000 }, () => {
  const page = { chapterId: "c", mangaTitle: "T", chapterNumber: 1, pageNumber: 1, layout: 0 };

  it("come from a published page's stored image, scaled to the quality's long side", async () => {
    const original = await sharp({
      create: { width: 1800, height: 2700, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const { width, height } = await storeImage(storage, "pages/p/1", original);
    const source = pageImageFrom(storage);
    const stored = { ...page, width, height, imageKey: "pages/p/1" };
    expect(await sizeOf(await source(stored, null))).toEqual({
      width: 1800,
      height: 2700,
      format: "jpeg",
    });
    expect(await sizeOf(await source(stored, 1000))).toEqual({
      width: 667,
      height: 1000,
      format: "jpeg",
    });
  });

  it("fail with the store's stream, rather than wait for ever", async () => {
    const failing = pageImageFrom({
      put: storage.put.bind(storage),
      deletePrefix: storage.deletePrefix.bind(storage),
      get: async () => ({
        size: 1024,
        contentType: "image/webp",
        body: new Readable({
          read() {
            this.destroy(new Error("the store's connection dropped"));
          },
        }),
      }),
    });
    const image = await failing({ ...page, width: 800, height: 1200, imageKey: "pages/x/1" }, null);
    await expect(sizeOf(image)).rejects.toThrow("the store's connection dropped");
  });

  it("are drawn for the seed's generated pages", async () => {
    const generated = await pageImageFrom(storage)({ ...page, width: 800, height: 1200 }, 600);
    expect(await sizeOf(generated)).toEqual({ width: 400, height: 600, format: "jpeg" });
  });

  it("for streaming come as the stored variant that suits the width asked for", async () => {
    const original = await sharp({
      create: { width: 1800, height: 2700, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const { width, height } = await storeImage(storage, "pages/s/1", original);
    const atWidth = pageAtWidthFrom(storage);
    const stored = { ...page, width, height, imageKey: "pages/s/1" };
    // The smallest variant at least as wide (640 for 500), else the largest (1800).
    expect(await sizeOf(await atWidth(stored, 500))).toEqual({
      width: 640,
      height: 960,
      format: "jpeg",
    });
    expect(await sizeOf(await atWidth(stored, 4000))).toMatchObject({ width: 1800 });
    expect(await sizeOf(await atWidth(stored, null))).toMatchObject({ width: 1800 });
  });
});
