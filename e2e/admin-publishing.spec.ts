import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, newAppPage, test } from "./support/test.ts";
import { png, zipOf } from "../server/src/publishing/publishing.scenarios.ts";
import { openReader } from "./support/reader.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// An admin brings a new title to the catalogue through the admin area; a reader reads it.

/** The chapter's pages as drawn: a portrait page, a double-page spread, another portrait page. */
const pageSizes = [
  { width: 600, height: 900 },
  { width: 1200, height: 900 },
  { width: 640, height: 960 },
];

test("an admin creates a title with a cover, drops in a chapter and schedules another; a reader sees the first one's pages at their true sizes", async ({
  browser,
}) => {
  // A sign-up, images processed by sharp, and four browsers: minutes on a busy 2-core machine
  // (157 s with a second run loading it).
  test.setTimeout(360_000);
  const run = Date.now().toString(36);
  const ada = newReader("Ada", run);
  const admin = await verifiedReaderPage(browser, ada);

  // Readers are turned away; once made an admin, Ada has the area in her account menu.
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await promisify(execFile)("pnpm", ["user:role", ada.email, "ADMIN"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  await admin.goto("/");
  await admin.getByRole("button", { name: /Account menu for/ }).click();
  await admin.getByRole("menuitem", { name: "Admin" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole("link", { name: "New title" }).click();

  // The title, with a cover previewed before it is sent.
  const name = `Paper Lanterns ${run}`;
  const form = admin.getByRole("form", { name: "New title" });
  await form.getByLabel("Cover image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await png(500, 750),
  });
  await expect(form.getByRole("img", { name: "Preview of the new cover" })).toBeVisible();
  await form.getByRole("button", { name: "Create title" }).click();
  await expect(form.getByText("Enter the title.")).toBeVisible();
  await form.getByLabel("Title", { exact: true }).fill(name);
  await form.getByLabel("Description").fill("Lanterns carry letters between two river towns.");
  await form.getByLabel("Author").fill("Mio Tanabe");
  await form.getByLabel("Release year").fill("2026");
  await form.getByRole("checkbox", { name: "Fantasy" }).check();
  await form.getByRole("button", { name: "Create title" }).click();
  await expect(admin.getByRole("heading", { name, level: 1 })).toBeVisible();
  const cover = admin.getByRole("img", { name: "The current cover" });
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(500);

  // A chapter from a .cbz, with a file the publisher ignores; the pages it became are shown.
  const archive = await zipOf({
    "003.png": await png(pageSizes[2]!.width, pageSizes[2]!.height),
    "001.png": await png(pageSizes[0]!.width, pageSizes[0]!.height),
    "002.png": await png(pageSizes[1]!.width, pageSizes[1]!.height),
    "ComicInfo.xml": "<ComicInfo />",
  });
  const publisher = admin.getByRole("form", { name: "Publish a chapter" });
  // Dragged from the desktop and dropped on the zone.
  const dropped = await admin.evaluateHandle(
    ({ bytes, name: fileName }) => {
      const transfer = new DataTransfer();
      const type = "application/vnd.comicbook+zip";
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type }));
      return transfer;
    },
    { bytes: [...archive], name: "Chapter 1.cbz" },
  );
  const zone = publisher.getByText("Chapter archive", { exact: true });
  for (const type of ["dragenter", "dragover", "drop"]) {
    await zone.dispatchEvent(type, { dataTransfer: dropped });
  }
  await expect(publisher.getByText("Chapter 1.cbz")).toBeVisible();
  await expect(publisher.getByLabel("Number")).toHaveValue("1");
  await publisher.getByLabel("Chapter title").fill("The first letter");
  await publisher.getByRole("button", { name: "Publish chapter" }).click();
  const published = admin.getByRole("region", { name: "Chapter 1 published" });
  await expect(published).toContainText("Chapter 1 is published, with 3 pages.", {
    timeout: 30_000,
  });
  await expect(published.getByRole("img")).toHaveCount(3);
  await expect(admin.getByRole("row", { name: /The first letter/ })).toBeVisible();

  // Chapter 2 is for tomorrow: listed here as scheduled, out of readers' sight until then.
  await publisher.getByLabel("Chapter archive").setInputFiles({
    name: "Chapter 2.cbz",
    mimeType: "application/zip",
    buffer: await zipOf({ "1.png": await png(600, 900) }),
  });
  await expect(publisher.getByLabel("Number")).toHaveValue("2");
  await publisher.getByRole("radio", { name: "Later, at a chosen time" }).click();
  const tomorrow = await admin.evaluate(() => {
    const time = new Date(Date.now() + 24 * 60 * 60 * 1000);
    return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await publisher.getByLabel("Release time").fill(tomorrow);
  await publisher.getByRole("button", { name: "Publish chapter" }).click();
  await expect(admin.getByRole("region", { name: "Chapter 2 published" })).toContainText(
    "Chapter 2 is scheduled, with 1 page.",
    { timeout: 30_000 },
  );
  await expect(admin.getByRole("row", { name: /Chapter 2.*Scheduled/ })).toBeVisible();

  // A reader finds the new title by searching, and reads it at "Original size".
  const reader = await newAppPage(browser);
  await reader.goto(`/search?q=${encodeURIComponent(name)}`);
  await reader.getByRole("link", { name }).first().click();
  await expect(reader).toHaveURL(/\/manga\/[^/]+$/);
  await expect(reader.getByRole("heading", { name, level: 1, exact: true })).toBeVisible();
  const slug = new URL(reader.url()).pathname.split("/").at(-1)!;
  // The cover is drawn 16rem (256 px) wide: its 320 px variant arrives, not all 500 px.
  const titleCover = reader.getByRole("img", { name: `Cover of ${name}` });
  await expect
    .poll(() => titleCover.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\?w=320$/);
  // One chapter for readers: the scheduled one is not counted.
  await expect(reader.getByRole("tab", { name: "Chapters (1)" })).toBeVisible();
  // At the default fit, in this 1280 × 720 window, the spread is drawn about 940 px wide: what
  // arrives is its stored 1080 px variant, not all 1200 px.
  await openReader(reader, `/manga/${slug}/chapter/1?page=2`);
  const spread = reader.getByRole("img", { name: "Page 2", exact: true });
  await expect
    .poll(() => spread.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1080);
  await reader.evaluate(() => localStorage.setItem("readerFit", "ORIGINAL"));
  for (const [index, size] of pageSizes.entries()) {
    await openReader(reader, `/manga/${slug}/chapter/1?page=${index + 1}`);
    const image = reader.getByRole("img", { name: `Page ${index + 1}`, exact: true });
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => [
          element.naturalWidth,
          element.naturalHeight,
        ]),
      )
      .toEqual([size.width, size.height]);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeCloseTo(size.width, 0);
    expect(box.height).toBeCloseTo(size.height, 0);
  }

  // The admin deletes the chapter, after a confirm; it is gone for readers too.
  await admin.getByRole("button", { name: "Delete chapter 1" }).click();
  const confirm = admin.getByRole("dialog", { name: "Delete chapter 1?" });
  await confirm.getByRole("button", { name: "Delete chapter", exact: true }).click();
  await expect(admin.getByRole("row", { name: /The first letter/ })).toHaveCount(0);
  await expect(admin.getByRole("row", { name: /Chapter 2.*Scheduled/ })).toBeVisible();
  // (A new visitor: signed-out answers may be cached for a minute, by browsers and CDNs alike.)
  const visitor = await newAppPage(browser);
  for (const number of [1, 2]) {
    await visitor.goto(`/manga/${slug}/chapter/${number}`);
    await expect(visitor.getByRole("heading", { name: "Chapter not found" })).toBeVisible();
  }
});
