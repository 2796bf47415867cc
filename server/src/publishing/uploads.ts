import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { Router } from "express";
import type { Upload, UploadKind } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import type { Task } from "../jobs/queue.ts";
import type { Storage } from "../lib/storage.ts";
import { requireAdmin } from "./admins.ts";

// Files travel outside GraphQL: createUpload answers a one-use URL holding a secret (a capability,
// so it needs no cookie); a PUT there streams the bytes to storage, counting them as they come.

export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  CHAPTER_ARCHIVE: 300 * 1024 * 1024,
  COVER_IMAGE: 10 * 1024 * 1024,
};
/** How long an upload URL stays good: time enough for 300 MB on a slow line. */
export const UPLOAD_LIFETIME_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
export const uploadKey = (uploadId: string) => `uploads/${uploadId}`;

export async function createUpload(context: Context, kind: UploadKind) {
  const admin = await requireAdmin(context);
  const token = randomBytes(32).toString("base64url");
  const upload = await context.db.upload.create({
    data: {
      kind,
      tokenHash: hashOf(token),
      uploaderId: admin.id,
      expiresAt: new Date(context.now.getTime() + UPLOAD_LIFETIME_MS),
    },
  });
  const url = new URL(`/uploads/${upload.id}`, context.mailer.siteUrl);
  url.searchParams.set("token", token);
  return { id: upload.id, url: url.href, expiresAt: upload.expiresAt };
}

class TooLarge extends Error {}

/** Passes bytes through, failing the stream once more than `limit` have come. */
function byteLimit(limit: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      counted.bytes += chunk.length;
      if (counted.bytes > limit) return callback(new TooLarge());
      callback(null, chunk);
    },
  });
}

/** PUT /uploads/:id?token=…: 201 when stored; 4xx with a message otherwise. */
export function createUploadRouter(db: Db, storage: Storage): Router {
  const router = Router();
  router.put("/:uploadId", async (request, response) => {
    // The request's body may be unread: the connection closes after the answer, not reused.
    const fail = (status: number, error: string) =>
      void response.status(status).set("Connection", "close").json({ error });
    const upload = await db.upload.findUnique({ where: { id: request.params.uploadId } });
    const token = typeof request.query.token === "string" ? request.query.token : "";
    if (!upload || !sameHash(upload.tokenHash, hashOf(token))) {
      return fail(404, "There is no upload at this URL.");
    }
    if (upload.expiresAt <= new Date())
      return fail(410, "This upload URL has expired: ask for a new one.");
    const limit = UPLOAD_LIMITS[upload.kind];
    if (Number(request.get("content-length") ?? 0) > limit) {
      return fail(413, `The file is larger than ${limit} bytes, the limit for ${upload.kind}.`);
    }
    // Claimed before the bytes come: of two PUTs at once, one stores and the other gets 409.
    const { count } = await db.upload.updateMany({
      where: { id: upload.id, receivedAt: null },
      data: { receivedAt: new Date() },
    });
    if (count === 0) return fail(409, "This upload URL has been used: ask for a new one.");

    const counted = { bytes: 0 };
    const contentType = request.get("content-type") ?? "application/octet-stream";
    const body = byteLimit(limit, counted);
    // By hand, not pipeline(): pipeline would destroy the request, and with it the socket, before
    // the 413 below is sent. A client gone before its end fails the put, which removes its file.
    request.once("close", () => {
      if (!request.complete) body.destroy(new Error("The client left before the upload's end."));
    });
    try {
      await storage.put(uploadKey(upload.id), request.pipe(body), contentType);
    } catch (error) {
      await storage.deletePrefix(uploadKey(upload.id));
      // Nothing was kept, so the URL is good for another try (until it expires).
      await db.upload.update({ where: { id: upload.id }, data: { receivedAt: null } });
      if (error instanceof TooLarge) {
        return fail(413, `The file is larger than ${limit} bytes, the limit for ${upload.kind}.`);
      }
      if (!request.complete) return; // the client left: there is no one to answer
      throw error;
    }
    await db.upload.update({
      where: { id: upload.id },
      data: { size: counted.bytes, contentType },
    });
    response.status(201).json({ id: upload.id, size: counted.bytes });
  });
  return router;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The admin's received upload of this kind, not yet used: BAD_USER_INPUT naming `field` otherwise.
 * It is marked used inside the caller's publishing, by `markUploadUsed`.
 */
export async function receivedUpload(
  context: Context,
  uploadId: string,
  kind: UploadKind,
  field: string,
): Promise<Upload> {
  const upload = await context.db.upload.findUnique({ where: { id: uploadId } });
  if (!upload || upload.kind !== kind) {
    throw badUserInput(field, `there is no ${kind} upload with id "${uploadId}"`);
  }
  if (upload.consumedAt) throw badUserInput(field, "this upload has been published already");
  if (upload.size === null) throw badUserInput(field, "no file has been sent to this upload's URL");
  return upload;
}

/**
 * Forgets an upload whose file was refused (not an archive, not an image...): the same bytes would
 * be refused again, so its file is removed at once rather than kept until someone cleans up.
 */
export async function discardUpload(context: Pick<Context, "db" | "storage">, uploadId: string) {
  await context.storage.deletePrefix(uploadKey(uploadId));
  await context.db.upload.deleteMany({ where: { id: uploadId } });
}

/** Marks the upload used, once: false when another publishing used it first. */
export async function markUploadUsed(
  db: Pick<Db, "upload">,
  uploadId: string,
  now: Date,
): Promise<boolean> {
  const { count } = await db.upload.updateMany({
    where: { id: uploadId, consumedAt: null },
    data: { consumedAt: now },
  });
  return count === 1;
}

/** Hourly, uploads a day past their URL's expiry are forgotten. */
export const PURGE_UPLOADS = "purge-uploads";
export const PURGE_UPLOADS_CRON = "17 * * * *";
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads whose URL expired more than a day ago, with any file still kept for them:
 * sent but never published (an abandoned form, a title the API refused), or never sent. Published
 * ones lost their file when published; their rows go too. Returns how many went.
 */
export async function purgeUploads(db: Db, storage: Storage, now: Date): Promise<number> {
  const stale = await db.upload.findMany({
    where: { expiresAt: { lt: new Date(now.getTime() - PURGE_AFTER_MS) } },
    select: { id: true, consumedAt: true },
    take: 1000,
  });
  for (const upload of stale) {
    if (!upload.consumedAt) await storage.deletePrefix(uploadKey(upload.id));
  }
  const { count } = await db.upload.deleteMany({
    where: { id: { in: stale.map((upload) => upload.id) } },
  });
  return count;
}

export function purgeUploadsTask(db: Db, storage: Storage, now: () => Date): Task<object> {
  return { name: PURGE_UPLOADS, run: () => purgeUploads(db, storage, now()).then(() => {}) };
}
