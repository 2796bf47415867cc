import { PassThrough } from "node:stream";
import sharp from "sharp";
import yazl from "yazl";
import type { Db } from "../lib/db.ts";

// Fixtures for publishing: an admin and a reader, a genre, and archives and images made on the fly.

export function publishingScenario(name: string) {
  const plan = {
    id: `${name}-plan`,
    name,
    description: "",
    sortOrder: 0,
    monthlyPrice: 0,
    yearlyPrice: 0,
  };
  const admin = { id: `${name}-admin`, role: "ADMIN" as const };
  const reader = { id: `${name}-reader`, role: "READER" as const };
  const genre = {
    id: `${name}-genre`,
    slug: `${name}-action`,
    name: `${name} Action`,
    description: "",
  };
  return {
    admin,
    reader,
    genre,
    async insert(db: Db) {
      await db.plan.create({ data: plan });
      for (const user of [admin, reader]) {
        await db.user.create({
          data: {
            ...user,
            email: `${user.id}@example.com`,
            name: user.id,
            planId: plan.id,
            emailVerifiedAt: new Date(),
          },
        });
      }
      await db.genre.create({ data: genre });
    },
  };
}

/** A PNG of this size, one flat colour. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a0c4ff" } })
    .png()
    .toBuffer();

/** A zip of these files, in this order. */
export function zipOf(
  files: Record<string, Buffer | string>,
  options: { compress?: boolean } = {},
) {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith("/")) {
      zip.addEmptyDirectory(name);
      continue;
    }
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, {
      compress: options.compress ?? true,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  const sink = zip.outputStream.pipe(new PassThrough());
  return new Promise<Buffer>((resolve, reject) => {
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    sink.on("error", reject);
  });
}

/**
 * A zip with an entry named "../<name>" (or "/x/<name>" when `absolute`): yazl refuses to write
 * one, so the archive is written with "xx/<name>" and the name's bytes changed afterwards (local
 * header and central directory alike).
 */
export async function zipWithTraversal(name: string, content: Buffer, absolute = false) {
  const zip = await zipOf({ [`xx/${name}`]: content }, { compress: false });
  const from = Buffer.from(`xx/${name}`);
  const to = Buffer.from(`${absolute ? "/x/" : "../"}${name}`);
  for (let at = zip.indexOf(from); at !== -1; at = zip.indexOf(from, at + 1)) to.copy(zip, at);
  return zip;
}
