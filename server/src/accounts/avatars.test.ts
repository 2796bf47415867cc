import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { newReader, useAccountsApi } from "./accounts.scenarios.ts";
import { AVATAR_SIDE, MAX_AVATAR_BYTES, MAX_AVATAR_SIDE } from "./avatars.ts";

const db = useTestDb();
useAccountsApi(db, new Date()); // the free plan and clean-up of test readers
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-avatar-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The mailer is never used here; its site URL only has to be well formed.
const app = useHttpApp(() => ({
  db,
  mailer: createMailer({ siteUrl: "http://127.0.0.1", mailDir: scratch, log: () => {} }),
  webDistDir: scratch,
}));
const baseUrl = () => app.url("");

// The smallest images of each kind, 1 × 1 pixel.
const images = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  // A whole one: the photo is decoded now, so a truncated JPEG is refused.
  jpeg: await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer(),
};

/** A PNG whose header declares `width` × `height` pixels (enough for the size check). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(images.png);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

async function signedInCookie(name: string) {
  const reader = newReader(name);
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`,
      variables: { input: { ...reader, acceptTerms: true } },
    }),
  });
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const upload = (cookie: string | null, body: Buffer, contentType = "image/png") =>
  fetch(`${baseUrl()}/account/avatar`, {
    method: "PUT",
    headers: { "content-type": contentType, ...(cookie && { cookie }) },
    body: new Uint8Array(body),
  });

async function myAvatarUrl(cookie: string) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query: `{ me { avatarUrl } }` }),
  });
  return ((await response.json()) as { data: { me: { avatarUrl: string | null } } }).data.me
    .avatarUrl;
}

describe("profile photos", () => {
  it.each(Object.entries(images))(
    "stores a %s, recognised by its content, and serves it back as WebP",
    async (kind, image) => {
      const cookie = await signedInCookie(`Ada Photo ${kind}`);
      // Sent as a generic upload: the type comes from the bytes, not from the request.
      const response = await upload(cookie, image, "application/octet-stream");
      expect(response.status).toBe(200);
      const { avatarUrl } = (await response.json()) as { avatarUrl: string };
      expect(await myAvatarUrl(cookie)).toBe(avatarUrl);

      const served = await fetch(`${baseUrl()}${avatarUrl}`);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const { format, width, height } = await sharp(
        Buffer.from(await served.arrayBuffer()),
      ).metadata();
      expect({ format, width, height }).toEqual({ format: "webp", width: 1, height: 1 });
    },
  );

  it(`re-encodes a photo: at most ${AVATAR_SIDE} a side, upright, its EXIF and GPS gone`, async () => {
    const cookie = await signedInCookie("Gus Photo");
    // 2000 × 1000 as stored, turned a quarter by EXIF, with where it was taken.
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: "Kept Secret" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(cookie, photo);
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    const served = Buffer.from(await (await fetch(`${baseUrl()}${avatarUrl}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 512]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes("Kept Secret")).toBe(false);
  });

  it("refuses a file that only claims to be an image, and keeps the photo it had", async () => {
    const cookie = await signedInCookie("Ben Photo");
    await upload(cookie, images.png);
    const before = await myAvatarUrl(cookie);
    const response = await upload(cookie, Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      code: "UNSUPPORTED_IMAGE_TYPE",
      error: "The photo must be a JPG, GIF or PNG image.",
    });
    expect(await myAvatarUrl(cookie)).toBe(before);
  });

  it(`refuses an image over ${MAX_AVATAR_SIDE} pixels a side, however small the file`, async () => {
    const cookie = await signedInCookie("Eli Photo");
    const widest = await sharp({
      create: { width: MAX_AVATAR_SIDE, height: 16, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect((await upload(cookie, widest)).status).toBe(200);
    const response = await upload(cookie, pngDeclaring(MAX_AVATAR_SIDE + 1, 16));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: "IMAGE_TOO_BIG",
      error: `The photo must be at most ${MAX_AVATAR_SIDE} × ${MAX_AVATAR_SIDE} pixels.`,
    });
  });

  it("refuses a file with an image's first bytes and nothing readable after them", async () => {
    const cookie = await signedInCookie("Fen Photo");
    const response = await upload(cookie, images.png.subarray(0, 12));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: "UNREADABLE_IMAGE",
      error: "The photo could not be read as an image.",
    });
    expect(await myAvatarUrl(cookie)).toBeNull();
  });

  it("refuses a photo over 1 MB", async () => {
    const cookie = await signedInCookie("Cyd Photo");
    const tooLarge = Buffer.concat([images.png, Buffer.alloc(MAX_AVATAR_BYTES)]);
    const response = await upload(cookie, tooLarge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: "FILE_TOO_LARGE",
      error: "The photo must be at most 1 MB.",
    });
    expect(await myAvatarUrl(cookie)).toBeNull();
  });

  it("needs a signed-in reader, and removes the photo on request", async () => {
    expect((await upload(null, images.png)).status).toBe(401);
    const cookie = await signedInCookie("Dee Photo");
    await upload(cookie, images.gif);
    const removed = await fetch(`${baseUrl()}/account/avatar`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(await removed.json()).toEqual({ avatarUrl: null });
    expect(await myAvatarUrl(cookie)).toBeNull();
  });
});
