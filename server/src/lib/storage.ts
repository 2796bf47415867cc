import type { Readable } from "node:stream";

// Where uploads and published images live, as the app sees it: one small interface (storage/ holds
// the disk and S3 backends). In lib, so that a request's context can carry one without lib
// importing storage.

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  /** Stores the stream under `key`, replacing what was there; rejects when the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes every object whose key starts with `prefix` (nothing when none does). */
  deletePrefix(prefix: string): Promise<void>;
}
