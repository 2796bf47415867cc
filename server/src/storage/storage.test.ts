import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { useS3Storage } from "../test/s3.ts";
import { DiskStorage } from "./disk-storage.ts";
import { S3Storage } from "./s3-storage.ts";
import type { Storage } from "../lib/storage.ts";
import { storageFromEnv } from "./storage.ts";

// The same behaviour from both backends: the disk, and a real S3-compatible server (s3rver, an
// S3 implementation in Node, listening on a port of its own) spoken to by the AWS SDK.

const folder = mkdtempSync(path.join(tmpdir(), "inkpanel-storage-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const backends: Record<string, () => Storage> = {
  disk: () => new DiskStorage(path.join(folder, "disk")),
  s3: useS3Storage(),
};

async function text(storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString(), size: object.size, type: object.contentType };
}

describe.each(Object.keys(backends))("%s storage", (backend) => {
  it("stores a stream, answers it with its size and type, and replaces it", async () => {
    const storage = backends[backend]!();
    await storage.put(
      "pages/a/1-320.webp",
      Readable.from([Buffer.from("first "), Buffer.from("page")]),
      "image/webp",
    );
    expect(await text(storage, "pages/a/1-320.webp")).toEqual({
      text: "first page",
      size: 10,
      type: "image/webp",
    });
    await storage.put("pages/a/1-320.webp", Readable.from([Buffer.from("again")]), "image/webp");
    expect((await text(storage, "pages/a/1-320.webp"))?.text).toBe("again");
    expect(await storage.get("pages/a/none.webp")).toBeNull();
  });

  it("stores a stream larger than one part without holding it whole", async () => {
    const storage = backends[backend]!();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = function* () {
      for (let i = 0; i < 12; i++) yield chunk;
    };
    await storage.put("uploads/big", Readable.from(chunks()), "application/zip");
    expect((await storage.get("uploads/big"))?.size).toBe(12 * chunk.length);
  });

  it("removes every object under a folder, and nothing else", async () => {
    const storage = backends[backend]!();
    for (const key of ["pages/b/1-320.webp", "pages/b/2-320.webp", "pages/c/1-320.webp"]) {
      await storage.put(key, Readable.from([Buffer.from(key)]), "image/webp");
    }
    await storage.deletePrefix("pages/b/");
    expect(await storage.get("pages/b/1-320.webp")).toBeNull();
    expect(await storage.get("pages/b/2-320.webp")).toBeNull();
    expect((await text(storage, "pages/c/1-320.webp"))?.text).toBe("pages/c/1-320.webp");
    await storage.deletePrefix("pages/none/");
  });

  it("fails a put whose stream fails, leaving no object", async () => {
    const storage = backends[backend]!();
    const failing = new Readable({
      read() {
        this.destroy(new Error("the upload was cut"));
      },
    });
    await expect(storage.put("uploads/cut", failing, "application/zip")).rejects.toThrow();
    expect(await storage.get("uploads/cut")).toBeNull();
  });
});

describe("the environment's storage", () => {
  it("is the disk under MEDIA_DIR, or S3 once S3_BUCKET is set", () => {
    expect(storageFromEnv({ MEDIA_DIR: folder })).toBeInstanceOf(DiskStorage);
    expect(
      storageFromEnv({ S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000" }),
    ).toBeInstanceOf(S3Storage);
  });
});
