import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../lib/storage.ts";

/** The folder of a stored image's key ("pages/<id>/3" → "pages/<id>/"), which holds its variants. */
export const folderOf = (key: string) => key.slice(0, key.lastIndexOf("/") + 1);

/** A small stored object's bytes (a cover: at most 10 MB). */
export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`Nothing is stored under ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Copies a stored object to a temporary file for `use` (a zip is read by seeking, which a stream
 * from S3 cannot do), and removes it afterwards.
 */
export async function withLocalCopy<T>(
  storage: Storage,
  key: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const object = await storage.get(key);
  if (!object) throw new Error(`Nothing is stored under ${key}`);
  const folder = await mkdtemp(path.join(tmpdir(), "inkpanel-upload-"));
  try {
    const file = path.join(folder, "upload");
    await pipeline(object.body, createWriteStream(file));
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
