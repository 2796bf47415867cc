import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { scheduleChapterRelease } from "../server/src/following/releases.ts";
import { jobQueueOf, stopJobQueue } from "../server/src/jobs/queue.ts";
import { createDb } from "../server/src/lib/db.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";
import { e2eMailDir } from "./support/server.ts";

// A reader follows a title; a chapter comes out; the bell, the chapter, the digest, unsubscribing.

type Titles = { mangas: { edges: { node: { id: string; slug: string; title: string } }[] } };

/** Publishes the title's next chapter now, as publishing does: the row, then its release job. */
async function publishNextChapter(mangaId: string): Promise<number> {
  const db = createDb({ connectionString: process.env.E2E_DATABASE_URL!, maxConnections: 2 });
  try {
    const { _max } = await db.chapter.aggregate({ where: { mangaId }, _max: { number: true } });
    const number = Math.floor(_max.number ?? 0) + 1;
    const chapter = await db.chapter.create({
      data: {
        mangaId,
        number,
        releasedAt: new Date(),
        pages: { create: [1, 2].map((n) => ({ number: n, width: 800, height: 1200, layout: 0 })) },
      },
    });
    await scheduleChapterRelease(db, { chapterId: chapter.id, releasedAt: chapter.releasedAt });
    await stopJobQueue(await jobQueueOf(db));
    return number;
  } finally {
    await db.$disconnect();
  }
}

/** The List-Unsubscribe address of the newest digest to `email`. */
async function unsubscribeLinkOfDigest(email: string): Promise<string | null> {
  const files = (await readdir(e2eMailDir).catch(() => [])).toSorted().toReversed();
  for (const file of files) {
    const head = (await readFile(path.join(e2eMailDir, file), "utf8"))
      .split("\n\n")[0]!
      .replace(/\n[ \t]+/g, " ");
    if (!head.includes(`To: ${email}`) || !/^Subject: New on Inkpanel/m.test(head)) continue;
    return /^List-Unsubscribe: <(.+)>$/m.exec(head)?.[1] ?? null;
  }
  return null;
}

test("a follower hears of a new chapter through the bell and the digest, and unsubscribes", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000); // a sign-up with argon2, a job, a digest run (a CLI start) on a busy machine
  // Titles sorted by title: other journeys favorite, read or review the first three.
  const { mangas } = await queryApi<Titles>(
    request,
    `{ mangas(sort: TITLE, first: 4) { edges { node { id slug title } } } }`,
  );
  const title = mangas.edges[3]!.node;
  const reader = newReader("Follower", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, reader);

  await page.goto(`/manga/${title.slug}`);
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Notifications$/ })).toBeVisible();

  const number = await publishNextChapter(title.id);
  // The server's job runner notifies; the bell asks again when the page loads (or every minute).
  const bell = page.getByRole("button", { name: /^Notifications\s*1\s*unread$/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await bell.click();
  await page.getByRole("menuitem", { name: new RegExp(`chapter ${number} is out`) }).click();
  await expect(page).toHaveURL(new RegExp(`/manga/${title.slug}/chapter/${number}$`));
  await page.goto("/notifications");
  await expect(page.getByRole("button", { name: /^Notifications$/ })).toBeVisible();
  await expect(page.getByText(`${title.title}: chapter ${number} is out`)).toBeVisible();

  await page.goto("/history");
  await expect(page.getByRole("tab", { name: "History", selected: true })).toBeVisible();

  // The digest lists the chapter; its one-click link works signed out.
  await promisify(execFile)("pnpm", ["digest:send"], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      MAIL_DIR: e2eMailDir,
      SITE_URL: new URL(page.url()).origin,
    },
  });
  const link = await unsubscribeLinkOfDigest(reader.email);
  expect(link).toContain("/email/unsubscribe?token=");
  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto(link!);
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // The reader's own session sees the preference off.
  const answer = await page.request.post("/graphql", {
    data: { query: "{ me { preferences { emailUpdates } } }" },
  });
  expect((await answer.json()).data.me.preferences).toEqual({ emailUpdates: false });
});
