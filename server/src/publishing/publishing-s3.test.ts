import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useOwnTestDb } from "../test/database.ts";
import { CREATE_MANGA, PUBLISH, usePublishingApi } from "../test/publishing-api.ts";
import { useS3Storage } from "../test/s3.ts";
import { png, publishingScenario, zipOf } from "./publishing.scenarios.ts";

// Publishing with S3_BUCKET set: uploads stream into the bucket, images are made from it and
// served out of it, and deleting a chapter empties its folder there. A real S3-compatible server.

const db = useOwnTestDb("inkpublishs3_");
const scenario = publishingScenario("publishing-s3");
const storage = useS3Storage();
const { app, execute, upload } = usePublishingApi(db, storage, scenario.admin);
beforeAll(() => scenario.insert(db));

/** The keys in the bucket under `prefix`. */
async function keysUnder(prefix: string) {
  const listed = await storage().client.send(
    new ListObjectsV2Command({ Bucket: "inkpanel-media", Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}

const widthOf = async (response: Response) =>
  (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe("publishing on S3", { timeout: 60_000 }, () => {
  it("takes a cover and a chapter into the bucket, serves their images from it, and deletes them", async () => {
    const cover = await upload("COVER_IMAGE", await png(600, 900));
    expect(cover.response.status).toBe(201);
    expect(await keysUnder(`uploads/${cover.id}`)).toEqual([`uploads/${cover.id}`]);
    const created = await execute(CREATE_MANGA, {
      input: {
        title: "Lanterns in the Bucket",
        description: "Stored elsewhere.",
        author: "Aki Mori",
        status: "ONGOING",
        genres: [scenario.genre.slug],
        coverUploadId: cover.id,
      },
    });
    expect(created.errors).toBeUndefined();
    const manga = created.data!.createManga;
    expect(await keysUnder(`uploads/${cover.id}`)).toEqual([]);
    const coverImage = await fetch(app.url(`${manga.coverUrl}?w=300`));
    expect(coverImage.status).toBe(200);
    expect(coverImage.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await widthOf(coverImage)).toBe(320);

    const archive = await upload(
      "CHAPTER_ARCHIVE",
      await zipOf({ "2.png": await png(500, 700), "1.png": await png(1000, 700) }),
    );
    expect(archive.response.status).toBe(201);
    const published = await execute(PUBLISH, {
      input: { mangaId: manga.id, number: 1, uploadId: archive.id },
    });
    expect(published.errors).toBeUndefined();
    const chapter = published.data!.publishChapter;
    expect(chapter.pages.map((page: { width: number }) => page.width)).toEqual([1000, 500]);
    const page = await fetch(app.url(chapter.pages[0].imageUrl));
    expect(page.status).toBe(200);
    expect(await widthOf(page)).toBe(1000);
    const folder = chapter.pages[0].imageUrl.match(/\/(pages\/[\w-]+\/)/)[1];
    expect((await keysUnder(folder)).length).toBeGreaterThan(0);

    const deleted = await execute(`mutation ($id: ID!) { deleteChapter(id: $id) }`, {
      id: chapter.id,
    });
    expect(deleted.data).toEqual({ deleteChapter: true });
    expect(await keysUnder(folder)).toEqual([]);
    expect((await fetch(app.url(chapter.pages[0].imageUrl))).status).toBe(404);
  });

  it("refuses an upload over its limit as the bytes stream in, keeping nothing", async () => {
    const tooLarge = await upload("COVER_IMAGE", Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooLarge.response.status).toBe(413);
    expect(await keysUnder(`uploads/${tooLarge.id}`)).toEqual([]);
  });
});
