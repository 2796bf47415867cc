import path from "node:path";
import { repoRoot } from "../lib/paths.ts";
import type { Storage } from "../lib/storage.ts";
import { DiskStorage } from "./disk-storage.ts";
import { S3Storage } from "./s3-storage.ts";

// Where uploads and published images live: one small interface (lib/storage.ts), two backends. The
// local disk is the default (nothing to set up); any S3-compatible object store takes over when
// S3_BUCKET is set.

/**
 * The storage the environment asks for: S3 when S3_BUCKET is set (S3_ENDPOINT for a store other
 * than AWS, credentials and region from the usual AWS_* variables), else the disk under MEDIA_DIR
 * (default .data/media in the repository).
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const bucket = env.S3_BUCKET?.trim();
  if (bucket) return new S3Storage({ bucket, endpoint: env.S3_ENDPOINT?.trim() || undefined });
  return new DiskStorage(path.resolve(repoRoot, env.MEDIA_DIR?.trim() || ".data/media"));
}

let processStorage: Storage | undefined;

/** The process's storage, made from the environment on first use. */
export function defaultStorage(): Storage {
  processStorage ??= storageFromEnv();
  return processStorage;
}
