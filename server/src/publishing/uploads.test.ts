import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRequestTimeout, REQUEST_TIMEOUT_MS } from "../app/request-timeout.ts";
import { DiskStorage } from "../storage/disk-storage.ts";
import { useOwnTestDb } from "../test/database.ts";
import { CREATE_UPLOAD, usePublishingApi } from "../test/publishing-api.ts";
import { png, publishingScenario } from "./publishing.scenarios.ts";
import { UPLOAD_LIFETIME_MS } from "./uploads.ts";

// Uploads that do not arrive whole: the client leaves, or takes longer than Node allows.

// The scenario's plan, readers and genre would show in other files' lists: a database of its own,
// as for publishing.test.ts.
const db = useOwnTestDb("inkuploads_");
const scenario = publishingScenario("uploads");
const mediaDir = mkdtempSync(path.join(tmpdir(), "inkpanel-uploads-"));
const storage = new DiskStorage(mediaDir);
const { execute } = usePublishingApi(db, () => storage, scenario.admin);

beforeAll(() => scenario.insert(db));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

/** Every file kept for the upload, finished or partial. */
const filesOf = (uploadId: string) => {
  try {
    return readdirSync(path.join(mediaDir, "uploads")).filter((name) => name.startsWith(uploadId));
  } catch {
    return [];
  }
};

describe("an upload the client leaves halfway", { timeout: 30_000 }, () => {
  it("keeps no partial file, and its URL takes the file again", async () => {
    const { data } = await execute(CREATE_UPLOAD, { kind: "CHAPTER_ARCHIVE" });
    const { id, url } = data!.createUpload as { id: string; url: string };
    // Chunked, so the server cannot know the end; a megabyte, then the client hangs up.
    const put = httpRequest(url, { method: "PUT", headers: { "content-type": "application/zip" } });
    put.on("error", () => {});
    put.write(Buffer.alloc(1024 * 1024));
    await expect.poll(() => filesOf(id).some((name) => name.endsWith(".partial"))).toBe(true);
    put.destroy();

    await expect.poll(() => filesOf(id), { timeout: 10_000 }).toEqual([]);
    const again = await fetch(url, { method: "PUT", body: new Uint8Array(await png(10, 10)) });
    expect(again.status).toBe(201);
    expect(filesOf(id)).toEqual([id, `${id}.type`]);
  });
});

describe("the request timeout", () => {
  it("gives an upload its URL's whole lifetime, not Node's 5 minutes", () => {
    const server = createServer();
    applyRequestTimeout(server);
    expect(REQUEST_TIMEOUT_MS).toBe(UPLOAD_LIFETIME_MS);
    expect(server.requestTimeout).toBe(UPLOAD_LIFETIME_MS);
    // Headers still have Node's 60 s: slow headers are how a client holds connections for free.
    expect(server.headersTimeout).toBe(60_000);
  });
});
