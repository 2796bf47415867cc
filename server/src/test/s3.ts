import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { beforeAll } from "vitest";
import { S3Storage } from "../storage/s3-storage.ts";
import { freePort } from "./server-process.ts";

/**
 * A real S3-compatible server for the test file (s3rver, an S3 implementation in Node, on a free
 * port, its objects in a temporary folder) with one bucket, spoken to by the AWS SDK. `storage()`
 * is the S3Storage on that bucket, once the file's `beforeAll`s have run.
 */
export function useS3Storage() {
  let storage: S3Storage | undefined;
  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "inkpanel-s3-"));
    const port = await freePort();
    const s3 = new S3rver({ port, address: "127.0.0.1", silent: true, directory: folder });
    await s3.run();
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: "inkpanel-media" }));
    storage = new S3Storage({ bucket: "inkpanel-media", client });
    return async () => {
      client.destroy();
      await s3.close();
      rmSync(folder, { recursive: true, force: true });
    };
  });
  return () => {
    if (!storage) throw new Error("The S3 server starts in beforeAll");
    return storage;
  };
}
