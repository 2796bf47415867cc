import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "../publishing/images.ts";
import { MAX_IMAGE_PIXELS, storedImageUrl } from "./image-variants.ts";
import { DiskStorage } from "../storage/disk-storage.ts";
import type { Storage } from "../lib/storage.ts";
import { createStoredImageRouter } from "./stored-images.ts";

// A page with grain (screentone-like): AVIF is far smaller than WebP, so both variants are kept.
const grainyPage = () =>
  sharp({
    create: {
      width: 700,
      height: 1000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
// A small flat image: AVIF's fixed overhead makes it larger than WebP, so only WebP is kept.
const flatThumbnail = () =>
  sharp({ create: { width: 300, height: 450, channels: 3, background: "#a0c4ff" } })
    .png()
    .toBuffer();

const AVIF_BROWSER = "image/avif,image/webp,image/apng,*/*;q=0.8";

let mediaDir: string;
let storage: DiskStorage;
let server: ReturnType<express.Express["listen"]>;
let origin: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "inkpanel-stored-images-"));
  storage = new DiskStorage(mediaDir);
  const app = express().use("/media/images", createStoredImageRouter(storage));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${url}`, { headers });

describe("stored images", { timeout: 60_000 }, () => {
  it("are AVIF for browsers that accept it where that is smaller, WebP for the others", async () => {
    const size = await storeImage(storage, "pages/grain/1", await grainyPage());
    expect(size).toEqual({ width: 700, height: 1000 });
    const url = storedImageUrl("pages/grain/1", size.width);

    const avif = await get(`${url}?w=600`, { accept: AVIF_BROWSER });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    const avifBytes = Buffer.from(await avif.arrayBuffer());
    expect(await sharp(avifBytes).metadata()).toMatchObject({ format: "heif", width: 640 });

    const webp = await get(`${url}?w=600`, { accept: "image/webp,*/*" });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: "webp", width: 640 });
    expect(avifBytes.length).toBeLessThan(webpBytes.length);

    // Each format has its own ETag, and either one held is answered 304.
    expect(avif.headers.get("etag")).not.toBe(webp.headers.get("etag"));
    for (const held of [avif.headers.get("etag")!, webp.headers.get("etag")!]) {
      const again = await get(`${url}?w=600`, { accept: AVIF_BROWSER, "if-none-match": held });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(held);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(again.headers.get("vary")).toBe("Accept");
    }
    const webpOnly = await get(`${url}?w=600`, {
      accept: "image/webp",
      "if-none-match": avif.headers.get("etag")!,
    });
    expect(webpOnly.status).toBe(200);
  });

  it("stay WebP where AVIF would be larger, even for browsers that accept AVIF", async () => {
    const size = await storeImage(storage, "covers/flat/cover", await flatThumbnail());
    const response = await get(storedImageUrl("covers/flat/cover", size.width), {
      accept: AVIF_BROWSER,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("are stored upright and without the upload's metadata", async () => {
    // A photo taken sideways: 400 × 300 as stored, EXIF orientation 6 (turn 90° clockwise).
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Kept Secret" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const size = await storeImage(storage, "covers/photo/cover", photo);
    expect(size).toEqual({ width: 300, height: 400 });
    for (const accept of [AVIF_BROWSER, "image/webp"]) {
      const response = await get(storedImageUrl("covers/photo/cover", size.width), { accept });
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([300, 400]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes("Kept Secret")).toBe(false);
    }
  });

  it(`refuse an upload of more than ${MAX_IMAGE_PIXELS} pixels from its header`, async () => {
    // A real 1 × 1 PNG whose header (checksum and all) declares 10000 × 10000: 100 MP.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expect(storeImage(storage, "covers/huge/cover", png)).rejects.toThrow(
      "Input image exceeds pixel limit",
    );
  });

  it("answer 404 for an unknown key or a malformed path", async () => {
    expect((await get("/media/images/pages/none/1.w640", { accept: AVIF_BROWSER })).status).toBe(
      404,
    );
    expect((await get("/media/images/../../etc/passwd")).status).toBe(404);
  });
});

/** The router on a storage of the test's own, for as long as `run` takes. */
async function withRouterOn(storage: Storage, run: (origin: string) => Promise<void>) {
  const server = express().use("/media/images", createStoredImageRouter(storage)).listen(0);
  await once(server, "listening");
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** The test's storage, but for how it answers a get. */
const storageWith = (get: Storage["get"]): Storage => ({
  put: storage.put.bind(storage),
  deletePrefix: storage.deletePrefix.bind(storage),
  get,
});

/** How many of this process's file descriptors are open on `file`. */
const descriptorsOn = (file: string) =>
  readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listed
    }
  }).length;

describe("stored images' streams", { timeout: 30_000 }, () => {
  it("close the file when the reader hangs up before the end", async () => {
    // Far more than the socket's buffers take, so the answer is mid-file when the reader leaves.
    await storage.put("pages/big/1-2400.webp", Readable.from(randomBytes(32 << 20)), "image/webp");
    const file = path.join(mediaDir, "pages/big/1-2400.webp");
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    socket.write("GET /media/images/pages/big/1.w2400 HTTP/1.1\r\nHost: x\r\n\r\n");
    await once(socket, "data");
    expect(descriptorsOn(file)).toBe(1);
    socket.destroy();
    await expect.poll(() => descriptorsOn(file), { timeout: 10_000 }).toBe(0);
  });

  it("are sent whole when the file is removed after being looked up", async () => {
    await storeImage(storage, "covers/gone/cover", await flatThumbnail());
    const removing = storageWith(async (key) => {
      const object = await storage.get(key);
      rmSync(path.join(mediaDir, key));
      return object;
    });
    await withRouterOn(removing, async (origin) => {
      const response = await fetch(`${origin}/media/images/covers/gone/cover.w300`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 300 });
    });
  });

  it("cut the answer, not the process, when the store fails mid-image", async () => {
    const failing = storageWith(async () => ({
      size: 2048,
      contentType: "image/webp",
      body: new Readable({
        read() {
          this.push(Buffer.alloc(1024));
          this.destroy(new Error("the store's connection dropped"));
        },
      }),
    }));
    await withRouterOn(failing, async (origin) => {
      // A broken transfer: the reader's browser knows the image is not whole.
      const image = fetch(`${origin}/media/images/covers/any/cover.w300`).then((response) =>
        response.arrayBuffer(),
      );
      await expect(image).rejects.toThrow();
      expect((await fetch(`${origin}/media/images/none`)).status).toBe(404);
    });
  });
});
