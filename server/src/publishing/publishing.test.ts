import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskStorage } from "../storage/disk-storage.ts";
import { useOwnTestDb } from "../test/database.ts";
import { CREATE_MANGA, CREATE_UPLOAD, PUBLISH, usePublishingApi } from "../test/publishing-api.ts";
import { png, publishingScenario, zipOf, zipWithTraversal } from "./publishing.scenarios.ts";
import { purgeUploads } from "./uploads.ts";

// Titles made here would show in other files' whole-library lists: a database of its own.
const db = useOwnTestDb("inkpublish_");
const scenario = publishingScenario("publishing");
const { admin, reader, genre } = scenario;
const mediaDir = mkdtempSync(path.join(tmpdir(), "inkpanel-media-"));
const storage = new DiskStorage(mediaDir);
const { app, execute, upload } = usePublishingApi(db, () => storage, admin);

beforeAll(() => scenario.insert(db));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

/** The fewest fields a title needs, no genre. */
const bareTitle = { title: "T", description: "d", author: "a", status: "ONGOING", genres: [] };

let titleCount = 0;
async function newTitle(extra: Record<string, unknown> = {}) {
  const { data, errors } = await execute(CREATE_MANGA, {
    input: {
      title: `Paper Lanterns ${++titleCount}`,
      description: "A story told in lanterns.",
      author: "Aki Mori",
      status: "ONGOING",
      genres: [genre.slug],
      ...extra,
    },
  });
  expect(errors).toBeUndefined();
  return data!.createManga as { id: string; slug: string; coverUrl: string };
}

const storedFolders = (folder: "pages" | "covers" | "uploads") => {
  try {
    return readdirSync(path.join(mediaDir, folder));
  } catch {
    return [];
  }
};
const storedPageFolders = () => storedFolders("pages");
/** The files kept for this upload: none once it is published or refused. */
const storedUploadFiles = (uploadId: string) =>
  storedFolders("uploads").filter((name) => name.startsWith(uploadId));

describe("publishing", { timeout: 60_000 }, () => {
  it("is for admins only: every mutation refuses the signed out and readers, changing nothing", async () => {
    const input = { ...bareTitle, title: "Not Yours" };
    const calls: [string, Record<string, unknown>][] = [
      [CREATE_UPLOAD, { kind: "COVER_IMAGE" }],
      [CREATE_MANGA, { input }],
      [`mutation ($input: MangaInput!) { updateManga(id: "x", input: $input) { id } }`, { input }],
      [PUBLISH, { input: { mangaId: "x", number: 1, uploadId: "x" } }],
      [`mutation { deleteChapter(id: "x") }`, {}],
    ];
    const uploads = await db.upload.count();
    for (const [query, variables] of calls) {
      const signedOut = await execute(query, variables, null);
      expect(signedOut.errors?.[0]?.extensions?.code, query).toBe("UNAUTHENTICATED");
      const asReader = await execute(query, variables, reader);
      expect(asReader.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
    expect(await db.upload.count()).toBe(uploads);
    expect(await db.manga.count({ where: { title: "Not Yours" } })).toBe(0);
  });

  it("creates a title with a cover: browsable and searchable at once, cover served by width", async () => {
    const cover = await upload("COVER_IMAGE", await png(900, 1300));
    expect(cover.response.status).toBe(201);
    const manga = await newTitle({
      coverUploadId: cover.id,
      alternativeTitles: ["Kami no Chōchin"],
    });
    expect(manga.coverUrl).toMatch(/^\/media\/images\/covers\/.+\.w900$/);

    const small = await fetch(app.url(`${manga.coverUrl}?w=300`));
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = small.headers.get("etag")!;
    const { default: sharp } = await import("sharp");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    const full = await fetch(app.url(manga.coverUrl));
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(900);
    const again = await fetch(app.url(`${manga.coverUrl}?w=300`), {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    const { data } = await execute(
      `query ($search: String) { mangas(filter: { search: $search }) { edges { node { slug } } } }`,
      { search: "Chōchin" },
      null,
    );
    expect(data!.mangas.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual([
      manga.slug,
    ]);

    const reused = await execute(CREATE_MANGA, {
      input: { ...bareTitle, title: "Again", coverUploadId: cover.id },
    });
    expect(reused.errors?.[0]?.extensions?.argumentName).toBe("input.coverUploadId");
  });

  it("refuses unknown genres and a cover that is not an image, naming the field", async () => {
    const unknown = await execute(CREATE_MANGA, {
      input: { ...bareTitle, genres: ["no-such-genre"] },
    });
    expect(unknown.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", argumentName: "input.genres" },
    });
    const notImage = await upload("COVER_IMAGE", Buffer.from("not an image at all"));
    const refused = await execute(CREATE_MANGA, {
      input: {
        ...bareTitle,
        coverUploadId: notImage.id,
      },
    });
    expect(refused.errors?.[0]?.extensions?.argumentName).toBe("input.coverUploadId");
    expect(await db.manga.count({ where: { title: "T" } })).toBe(0);
    expect(storedUploadFiles(notImage.id)).toEqual([]);
  });

  it("edits a title: fields, genres and alternative titles replaced, the old cover's files removed", async () => {
    const first = await upload("COVER_IMAGE", await png(600, 900));
    const manga = await newTitle({ coverUploadId: first.id, alternativeTitles: ["Old Name"] });
    const second = await upload("COVER_IMAGE", await png(700, 1050));
    const { data, errors } = await execute(
      `mutation ($id: ID!, $input: MangaInput!) { updateManga(id: $id, input: $input) {
        id slug title alternativeTitles author status releaseYear coverUrl genres { slug } } }`,
      {
        id: manga.slug,
        input: {
          title: "Paper Lanterns, Retold",
          alternativeTitles: ["Kami no Chōchin Ni"],
          description: "Told again.",
          author: "Aki Mori",
          status: "COMPLETED",
          releaseYear: 2024,
          genres: [],
          coverUploadId: second.id,
        },
      },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateManga).toMatchObject({
      id: manga.id,
      slug: manga.slug,
      title: "Paper Lanterns, Retold",
      alternativeTitles: ["Kami no Chōchin Ni"],
      status: "COMPLETED",
      releaseYear: 2024,
      genres: [],
    });
    expect(data!.updateManga.coverUrl).toMatch(/\.w700$/);
    expect((await fetch(app.url(data!.updateManga.coverUrl))).status).toBe(200);
    expect((await fetch(app.url(manga.coverUrl))).status).toBe(404);

    const search = `query ($search: String) { mangas(filter: { search: $search }) { edges { node { id } } } }`;
    const found = await execute(search, { search: "Chōchin Ni" }, null);
    expect(found.data!.mangas.edges).toEqual([{ node: { id: manga.id } }]);
    expect((await execute(search, { search: "Old Name" }, null)).data!.mangas.edges).toEqual([]);
  });

  it("keeps one cover when two saves race for the same upload", async () => {
    const cover = await upload("COVER_IMAGE", await png(400, 600));
    const covers = storedFolders("covers").length;
    const input = { ...bareTitle, title: "Racing Lanterns", coverUploadId: cover.id };
    const answers = await Promise.all([
      execute(CREATE_MANGA, { input }),
      execute(CREATE_MANGA, { input }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(storedFolders("covers")).toHaveLength(covers + 1);
  });

  it("publishes an archive's images in natural order at their true sizes, ignoring other files", async () => {
    const manga = await newTitle();
    const archive = await zipOf({
      "10.png": await png(700, 1000),
      "2.png": await png(600, 900),
      "ComicInfo.xml": "<ComicInfo/>",
      "__MACOSX/._1.png": "junk",
      "extras/": "",
      "1.png": await png(1400, 1000),
    });
    const sent = await upload("CHAPTER_ARCHIVE", archive);
    expect(sent.response.status).toBe(201);
    const { data, errors } = await execute(PUBLISH, {
      input: { mangaId: manga.slug, number: 1, title: "The First Light", uploadId: sent.id },
    });
    expect(errors).toBeUndefined();
    const chapter = data!.publishChapter;
    expect(
      chapter.pages.map((page: { width: number; height: number }) => [page.width, page.height]),
    ).toEqual([
      [1400, 1000],
      [600, 900],
      [700, 1000],
    ]);
    const page = await fetch(app.url(chapter.pages[1].imageUrl));
    expect(page.status).toBe(200);

    const reader = await execute(
      `query ($id: ID!) { manga(id: $id) { latestChapter { number } chapters { totalCount } } }`,
      { id: manga.id },
      null,
    );
    expect(reader.data!.manga).toEqual({
      latestChapter: { number: 1 },
      chapters: { totalCount: 1 },
    });

    const twice = await execute(PUBLISH, {
      input: { mangaId: manga.id, number: 1, uploadId: sent.id },
    });
    expect(twice.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", argumentName: "number" },
    });

    const folders = storedPageFolders().length;
    const deleted = await execute(`mutation ($id: ID!) { deleteChapter(id: $id) }`, {
      id: chapter.id,
    });
    expect(deleted.data).toEqual({ deleteChapter: true });
    expect(storedPageFolders()).toHaveLength(folders - 1);
    expect((await fetch(app.url(chapter.pages[1].imageUrl))).status).toBe(404);
    const after = await execute(
      `query ($id: ID!) { manga(id: $id) { latestChapter { number } } }`,
      { id: manga.id },
      null,
    );
    expect(after.data!.manga.latestChapter).toBeNull();
    expect(await db.manga.findUniqueOrThrow({ where: { id: manga.id } })).toMatchObject({
      latestChapterAt: null,
      sortLatestChapterAt: new Date(0),
    });
  });

  describe("refuses, publishing nothing and keeping no file,", async () => {
    const cases: [string, () => Promise<Buffer>][] = [
      ["a file that is not an archive", async () => Buffer.from("plain text, not a zip")],
      ["an archive with no image", async () => zipOf({ "readme.txt": "hello" })],
      [
        "a corrupt image",
        async () =>
          zipOf({ "1.png": await png(300, 400), "2.png": (await png(300, 400)).subarray(0, 60) }),
      ],
      ["a zip bomb", async () => zipOf({ "1.png": Buffer.alloc(20 * 1024 * 1024) })],
      ["a path-traversal entry", async () => zipWithTraversal("1.png", await png(300, 400))],
    ];
    it.each(cases)("%s", async (_, make) => {
      const manga = await newTitle();
      const folders = storedPageFolders().length;
      const sent = await upload("CHAPTER_ARCHIVE", await make());
      const { errors } = await execute(PUBLISH, {
        input: { mangaId: manga.id, number: 1, uploadId: sent.id },
      });
      expect(errors?.[0]).toMatchObject({
        extensions: { code: "BAD_USER_INPUT", argumentName: "uploadId" },
      });
      expect(await db.chapter.count({ where: { mangaId: manga.id } })).toBe(0);
      expect(storedPageFolders()).toHaveLength(folders);
      expect(storedUploadFiles(sent.id)).toEqual([]);
    });
  });

  it("takes an upload URL once, before it expires, within the size limit", async () => {
    const image = await png(100, 100);
    const first = await upload("COVER_IMAGE", image);
    expect(first.response.status).toBe(201);
    const second = await fetch(first.url, { method: "PUT", body: new Uint8Array(image) });
    expect(second.status).toBe(409);
    const forged = await fetch(first.url.replace(/token=[^&]+/, "token=forged"), {
      method: "PUT",
      body: image,
    });
    expect(forged.status).toBe(404);

    const expired = await upload("COVER_IMAGE", image, new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect(expired.response.status).toBe(410);

    const tooLarge = await upload("COVER_IMAGE", Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooLarge.response.status).toBe(413);
    // Nothing arrived, so there is nothing to publish; nor is a cover a chapter archive.
    const manga = await newTitle();
    const withoutFile = await execute(
      `mutation ($input: MangaInput!) { updateManga(id: "${manga.id}", input: $input) { id } }`,
      {
        input: {
          ...bareTitle,
          coverUploadId: tooLarge.id,
        },
      },
    );
    expect(withoutFile.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      argumentName: "input.coverUploadId",
    });
    const coverAsChapter = await execute(PUBLISH, {
      input: { mangaId: manga.id, number: 1, uploadId: first.id },
    });
    expect(coverAsChapter.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      argumentName: "uploadId",
    });
    // Sent without a length (chunked), the limit holds while the bytes stream in.
    const { data } = await execute(CREATE_UPLOAD, { kind: "COVER_IMAGE" });
    const chunk = Buffer.alloc(1024 * 1024);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await fetch(data!.createUpload.url, {
      method: "PUT",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(
      readdirSync(path.join(mediaDir, "uploads")).filter((name) =>
        name.startsWith(data!.createUpload.id),
      ),
    ).toEqual([]);
  });

  it("forgets uploads a day past their URL's expiry, removing the files never published", async () => {
    const image = await png(100, 100);
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    // Sent long ago and never used; never sent; sent just now and not used yet.
    const abandoned = await upload("COVER_IMAGE", image);
    const neverSent = await execute(CREATE_UPLOAD, { kind: "COVER_IMAGE" });
    const fresh = await upload("COVER_IMAGE", image);
    const stale = [abandoned.id, neverSent.data!.createUpload.id];
    await db.upload.updateMany({
      where: { id: { in: stale } },
      data: { expiresAt: dayAndHourAgo },
    });
    expect(storedUploadFiles(abandoned.id)).not.toEqual([]);

    expect(await purgeUploads(db, storage, new Date())).toBeGreaterThanOrEqual(2);
    expect(await db.upload.count({ where: { id: { in: stale } } })).toBe(0);
    expect(storedUploadFiles(abandoned.id)).toEqual([]);
    expect(await db.upload.count({ where: { id: fresh.id } })).toBe(1);
    expect(storedUploadFiles(fresh.id)).not.toEqual([]);
  });

  it("schedules a chapter released later: invisible until its time", async () => {
    const manga = await newTitle();
    const sent = await upload("CHAPTER_ARCHIVE", await zipOf({ "1.png": await png(300, 400) }));
    const releaseAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const { data, errors } = await execute(PUBLISH, {
      input: {
        mangaId: manga.id,
        number: 5,
        uploadId: sent.id,
        releaseAt: releaseAt.toISOString(),
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.publishChapter.releasedAt).toBe(releaseAt.toISOString());
    const seen = await execute(
      `query ($id: ID!) { manga(id: $id) { chapterCount: chapters { totalCount } latestChapter { id } }
        chapter(mangaId: $id, number: 5) { id } recentUpdates(first: 50) { chapter { id } } }`,
      { id: manga.id },
      null,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.manga).toEqual({ chapterCount: { totalCount: 0 }, latestChapter: null });
    expect(seen.data!.chapter).toBeNull();
    expect(
      seen.data!.recentUpdates.map((update: { chapter: { id: string } }) => update.chapter.id),
    ).not.toContain(data!.publishChapter.id);
    expect(
      (await db.manga.findUniqueOrThrow({ where: { id: manga.id } })).latestChapterAt,
    ).toBeNull();

    // The admin area lists it with the released ones; no one else may ask.
    const out = await upload("CHAPTER_ARCHIVE", await zipOf({ "1.png": await png(300, 400) }));
    await execute(PUBLISH, { input: { mangaId: manga.id, number: 4, uploadId: out.id } });
    const ALL_CHAPTERS = `query ($id: ID!) { manga(id: $id) { allChapters { number releasedAt } } }`;
    const listed = await execute(ALL_CHAPTERS, { id: manga.id });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.manga.allChapters).toEqual([
      { number: 5, releasedAt: releaseAt.toISOString() },
      { number: 4, releasedAt: expect.any(String) },
    ]);
    expect(
      (await execute(ALL_CHAPTERS, { id: manga.id }, reader)).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    // The admin list counts them without downloading them, the scheduled one included.
    const COUNT = `query ($id: ID!) { manga(id: $id) { allChapterCount } }`;
    expect((await execute(COUNT, { id: manga.id })).data!.manga).toEqual({ allChapterCount: 2 });
    expect((await execute(COUNT, { id: manga.id }, reader)).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );

    // Beside the released chapter 4: in no count, not next after it, and read by nobody (so it
    // adds nothing to popularity).
    const SEEN_BESIDE = `query ($id: ID!) { manga(id: $id) { chapterCount latestChapter { number }
        chapters { totalCount edges { node { number } } } }
      chapter(mangaId: $id, number: 4) { next { number } } siteStats { chapterCount } }`;
    const siteChapters = await db.chapter.count({ where: { releasedAt: { lte: new Date() } } });
    const beside = await execute(SEEN_BESIDE, { id: manga.id }, null);
    expect(beside.data).toEqual({
      manga: {
        chapterCount: 1,
        latestChapter: { number: 4 },
        chapters: { totalCount: 1, edges: [{ node: { number: 4 } }] },
      },
      chapter: { next: null },
      siteStats: { chapterCount: siteChapters },
    });
    const VIEW = `mutation ($id: ID!) { recordChapterView(chapterId: $id) { id } }`;
    const viewed = await execute(VIEW, { id: data!.publishChapter.id }, null);
    expect(viewed.data).toEqual({ recordChapterView: null });
    expect(await db.mangaDailyView.count({ where: { mangaId: manga.id } })).toBe(0);

    // Its time come, it is everywhere.
    await db.chapter.update({
      where: { id: data!.publishChapter.id },
      data: { releasedAt: new Date(Date.now() - 1000) },
    });
    expect((await execute(SEEN_BESIDE, { id: manga.id }, null)).data).toEqual({
      manga: {
        chapterCount: 2,
        latestChapter: { number: 5 },
        chapters: { totalCount: 2, edges: [{ node: { number: 5 } }, { node: { number: 4 } }] },
      },
      chapter: { next: { number: 5 } },
      siteStats: { chapterCount: siteChapters + 1 },
    });
    expect((await execute(VIEW, { id: data!.publishChapter.id }, null)).data).toEqual({
      recordChapterView: { id: data!.publishChapter.id },
    });

    // Deleting the newest chapter, read and in a reader's progress, brings the cached columns back.
    const READ = `mutation ($id: ID!) { recordReading(chapterId: $id, page: 1) { page } }`;
    expect((await execute(READ, { id: data!.publishChapter.id }, reader)).errors).toBeUndefined();
    await execute(`mutation ($id: ID!) { deleteChapter(id: $id) }`, {
      id: data!.publishChapter.id,
    });
    const four = await db.chapter.findFirstOrThrow({ where: { mangaId: manga.id, number: 4 } });
    expect(await db.manga.findUniqueOrThrow({ where: { id: manga.id } })).toMatchObject({
      latestChapterAt: four.releasedAt,
      sortLatestChapterAt: four.releasedAt,
    });
    expect((await execute(SEEN_BESIDE, { id: manga.id }, null)).data!.manga).toEqual({
      chapterCount: 1,
      latestChapter: { number: 4 },
      chapters: { totalCount: 1, edges: [{ node: { number: 4 } }] },
    });
  });
});
