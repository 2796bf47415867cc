import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import type { Storage, StoredObject } from "../lib/storage.ts";

/**
 * Objects in an S3 bucket through the official AWS SDK: AWS itself, or any S3-compatible store at
 * `endpoint` (MinIO, Ceph, R2...), addressed by path since most of those expect it.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor({
    bucket,
    endpoint,
    client,
  }: {
    bucket: string;
    endpoint?: string;
    client?: S3Client;
  }) {
    this.bucket = bucket;
    this.client =
      client ??
      new S3Client({
        endpoint,
        forcePathStyle: Boolean(endpoint),
        region: process.env.AWS_REGION ?? "us-east-1",
      });
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    // lib-storage sends the stream in parts as it comes: nothing is held whole in memory.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys } }),
        );
      }
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (token);
  }
}
