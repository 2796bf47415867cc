import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { createApp } from "../app.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { mangas, plan, readers, useLibraryScenario } from "./library.scenarios.ts";

// Downloads are enforced by the server: only Premium and Ultimate readers get the file.
const db = useTestDb();
useLibraryScenario(db);
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-download-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const premium = { ...plan, id: "premium", name: "Premium", monthlyPrice: 9.99, sortOrder: 2 };
const port = 4165;
let addedPremium = false;
beforeAll(async () => {
  const { count } = await db.plan.createMany({ data: [premium], skipDuplicates: true });
  addedPremium = count === 1;
  await db.user.update({ where: { id: readers.ben.id }, data: { planId: premium.id } });
  const mailer = createMailer({ siteUrl: "http://localhost", mailDir: scratch, log: () => {} });
  const app = await createApp({ db, webDistDir: scratch, mailer });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, () => resolve(listening));
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // The scenario may have removed Ben already.
    await db.user.updateMany({ where: { id: readers.ben.id }, data: { planId: plan.id } });
    if (addedPremium) await db.plan.delete({ where: { id: premium.id } });
  };
});

async function cookieOf(userId: string) {
  const { token } = await startSession(db, userId, {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  return `${SESSION_COOKIE}=${token}`;
}

const chapter = mangas.tides.chapters[0]!;
const download = (cookie?: string, chapterId = chapter.id) =>
  fetch(`http://127.0.0.1:${port}/downloads/chapters/${chapterId}`, {
    headers: cookie ? { cookie } : {},
  });

describe("chapter downloads", () => {
  it("gives a Premium reader the chapter as one file with every page", async () => {
    const response = await download(await cookieOf(readers.ben.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename=${mangas.tides.slug}-chapter-${chapter.number}.html`,
    );
    const html = await response.text();
    expect(html).toContain(`<title>${mangas.tides.title} — Chapter ${chapter.number}</title>`);
    expect(html.match(/<svg/g)).toHaveLength(chapter.pages);
  });

  it("refuses a Free reader and a signed-out visitor", async () => {
    const free = await download(await cookieOf(readers.ada.id));
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({
      error: "Downloads come with the Premium and Ultimate plans.",
    });
    expect((await download()).status).toBe(401);
  });

  it("answers 404 for a chapter that does not exist", async () => {
    expect((await download(await cookieOf(readers.ben.id), "no-such-chapter")).status).toBe(404);
  });
});
