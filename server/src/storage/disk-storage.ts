import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage, StoredObject } from "../lib/storage.ts";

/**
 * Objects as files under one folder; the content type beside each in `<file>.type`. A put writes a
 * temporary file and renames it, so a reader never sees half an object.
 */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    // Keys are made by the server, but a key must never name a file outside the folder.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return file;
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial));
      await writeFile(`${file}.type`, contentType);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    // Opened here, not when first read: a file removed meanwhile is then null, not a stream that
    // fails once its answer has begun; and the size is the opened file's own.
    const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const [{ size }, contentType] = await Promise.all([
        handle.stat(),
        readFile(`${file}.type`, "utf8"),
      ]);
      return { body: handle.createReadStream(), size, contentType };
    } catch (error) {
      await handle.close();
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Every prefix the server deletes is a folder ("pages/<chapterId>/") or one object's key.
    const target = this.fileOf(prefix.replace(/\/$/, ""));
    await rm(target, { recursive: true, force: true });
    await rm(`${target}.type`, { force: true });
  }
}
