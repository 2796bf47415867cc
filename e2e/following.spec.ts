import { execFile } from "node:child_process";
import { expectHydrated } from "./support/hydration.ts";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, newAppPage, test, type Browser } from "./support/test.ts";
import { png, zipOf } from "../server/src/publishing/publishing.scenarios.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";
import { e2eMailDir } from "./support/server.ts";

// A reader follows a title; a chapter comes out; the bell, the chapter, the digest, unsubscribing.

type Titles = { mangas: { edges: { node: { id: string; slug: string; title: string } }[] } };

/**
 * Publishes the title's next chapter now, as an admin's API client would: an upload URL, the
 * .cbz sent there, then publishChapter. The admin follows the title too, and hears nothing of it.
 */
async function publishNextChapter(browser: Browser, title: { id: string; slug: string }) {
  const admin = newReader("Publisher", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, admin);
  await promisify(execFile)("pnpm", ["user:role", admin.email, "ADMIN"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  await page.goto(`/manga/${title.slug}`);
  await expectHydrated(page.getByRole("button", { name: "Favorite", exact: true }));
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();

  const api = async <Data>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post("/graphql", { data: { query, variables } });
    const body = (await response.json()) as { data?: Data; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const { manga } = await api<{ manga: { latestChapter: { number: number } | null } }>(
    `query ($id: ID!) { manga(id: $id) { latestChapter { number } } }`,
    { id: title.id },
  );
  const number = Math.floor(manga.latestChapter?.number ?? 0) + 1;
  const { createUpload } = await api<{ createUpload: { id: string; url: string } }>(
    `mutation { createUpload(kind: CHAPTER_ARCHIVE) { id url } }`,
  );
  const archive = await zipOf({ "1.png": await png(800, 1200), "2.png": await png(800, 1200) });
  const { pathname, search } = new URL(createUpload.url);
  expect((await page.request.put(pathname + search, { data: archive })).status()).toBe(201);
  await api(`mutation ($input: PublishChapterInput!) { publishChapter(input: $input) { id } }`, {
    input: { mangaId: title.id, number, uploadId: createUpload.id },
  });
  return { number, adminPage: page };
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
  // A sign-up with argon2, a job, a digest run (a CLI start): 167 s on a heavily loaded machine.
  test.setTimeout(400_000);
  // Titles sorted by title: other journeys favorite, read or review the first three.
  const { mangas } = await queryApi<Titles>(
    request,
    `{ mangas(sort: TITLE, first: 4) { edges { node { id slug title } } } }`,
  );
  const title = mangas.edges[3]!.node;
  const reader = newReader("Follower", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, reader);

  await page.goto(`/manga/${title.slug}`);
  await expectHydrated(page.getByRole("button", { name: "Favorite", exact: true }));
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Notifications$/ })).toBeVisible();

  const { number, adminPage } = await publishNextChapter(browser, title);
  // The server's job runner notifies; the bell asks again when the page loads (or every minute).
  const bell = page.getByRole("button", { name: /^Notifications\s*1\s*unread$/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Nobody hears of their own chapter.
  await adminPage.reload();
  await expect(adminPage.getByRole("button", { name: /^Notifications$/ })).toBeVisible();

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
  const signedOut = await newAppPage(browser);
  await signedOut.goto(link!);
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // The reader's own session sees the preference off.
  const answer = await page.request.post("/graphql", {
    data: { query: "{ me { preferences { emailUpdates } } }" },
  });
  expect((await answer.json()).data.me.preferences).toEqual({ emailUpdates: false });
});
