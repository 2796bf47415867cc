import express, { Router } from "express";
import { imageSize } from "image-size";
import sharp from "sharp";
import type { Db } from "../lib/db.ts";
import { viewerOfRequest } from "./session-cookie.ts";

// Profile photos: JPG, GIF or PNG up to 1 MB (the spec's limits), recognised by their first bytes,
// not by a file name or a client's say-so, readable as that image, at most 4096 pixels a side (a
// small file can declare a huge image that would exhaust browsers decoding it), and stored in the
// database with the reader, re-encoded: at most AVATAR_SIDE a side, as WebP, without the file's
// metadata (a phone photo's EXIF holds where it was taken), and shown the way up EXIF says.

export const MAX_AVATAR_BYTES = 1024 * 1024;
export const MAX_AVATAR_SIDE = 4096;
/** The longest side of a stored photo: ample for a profile photo, even on a sharp screen. */
export const AVATAR_SIDE = 512;

/** The photo as stored: WebP, upright, at most AVATAR_SIDE a side; null when it does not decode. */
async function reencoded(content: Buffer): Promise<Buffer | null> {
  try {
    // The header said at most MAX_AVATAR_SIDE a side; the decoder is held to it too.
    return await sharp(content, {
      limitInputPixels: MAX_AVATAR_SIDE * MAX_AVATAR_SIDE,
      failOn: "error",
    })
      .rotate()
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

const signatures: { contentType: string; bytes: number[] }[] = [
  { contentType: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { contentType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "image/gif", bytes: [...Buffer.from("GIF87a")] },
  { contentType: "image/gif", bytes: [...Buffer.from("GIF89a")] },
];

/** The image type the content is, or null when it is none of JPG, PNG or GIF. */
export function imageTypeOf(content: Buffer): string | null {
  const match = signatures.find(({ bytes }) =>
    bytes.every((byte, index) => content[index] === byte),
  );
  return match?.contentType ?? null;
}

/** The image's size in pixels, read from its header; null when the header is not a valid one. */
export function imageDimensionsOf(content: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(content);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Where a reader's photo is served; the version changes the address when the photo changes. */
export function avatarUrl(userId: string, updatedAt: Date): string {
  return `/account/avatars/${encodeURIComponent(userId)}?v=${updatedAt.getTime()}`;
}

/** PUT /account/avatar (the signed-in reader's photo as the body), DELETE it, GET one by reader. */
export function createAvatarRouter(db: Db): Router {
  const router = Router();

  router.put(
    "/avatar",
    express.raw({ type: () => true, limit: MAX_AVATAR_BYTES }),
    async (request, response) => {
      const viewer = await viewerOfRequest(db, request);
      if (!viewer)
        return void response
          .status(401)
          .json({ code: "UNAUTHENTICATED", error: "You need to sign in first." });
      const content: Buffer = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const contentType = imageTypeOf(content);
      if (!contentType) {
        return void response.status(415).json({
          code: "UNSUPPORTED_IMAGE_TYPE",
          error: "The photo must be a JPG, GIF or PNG image.",
        });
      }
      const dimensions = imageDimensionsOf(content);
      if (!dimensions) {
        return void response
          .status(422)
          .json({ code: "UNREADABLE_IMAGE", error: "The photo could not be read as an image." });
      }
      if (Math.max(dimensions.width, dimensions.height) > MAX_AVATAR_SIDE) {
        return void response.status(422).json({
          code: "IMAGE_TOO_BIG",
          error: `The photo must be at most ${MAX_AVATAR_SIDE} × ${MAX_AVATAR_SIDE} pixels.`,
        });
      }
      const encoded = await reencoded(content);
      if (!encoded) {
        return void response
          .status(422)
          .json({ code: "UNREADABLE_IMAGE", error: "The photo could not be read as an image." });
      }
      const data = new Uint8Array(encoded);
      const stored = "image/webp";
      const avatar = await db.userAvatar.upsert({
        where: { userId: viewer.id },
        create: { userId: viewer.id, contentType: stored, data },
        update: { contentType: stored, data },
      });
      response.json({ avatarUrl: avatarUrl(viewer.id, avatar.updatedAt) });
    },
  );

  router.delete("/avatar", async (request, response) => {
    const viewer = await viewerOfRequest(db, request);
    if (!viewer)
      return void response
        .status(401)
        .json({ code: "UNAUTHENTICATED", error: "You need to sign in first." });
    await db.userAvatar.deleteMany({ where: { userId: viewer.id } });
    response.json({ avatarUrl: null });
  });

  router.get("/avatars/:userId", async (request, response) => {
    const avatar = await db.userAvatar.findUnique({ where: { userId: request.params.userId } });
    if (!avatar) return void response.sendStatus(404);
    // The address carries the version, so a cached copy never goes stale.
    response
      .type(avatar.contentType)
      .set("Cache-Control", "public, max-age=31536000, immutable")
      .set("X-Content-Type-Options", "nosniff")
      .send(Buffer.from(avatar.data));
  });

  // Too large a body: express.raw's 413, answered in words. (Each answer's `code` lets the web
  // app show the message in the reader's language.)
  router.use(
    (
      error: { status?: number },
      _request: express.Request,
      response: express.Response,
      next: express.NextFunction,
    ) => {
      if (error.status !== 413) return next(error);
      response
        .status(413)
        .json({ code: "FILE_TOO_LARGE", error: "The photo must be at most 1 MB." });
    },
  );
  return router;
}
