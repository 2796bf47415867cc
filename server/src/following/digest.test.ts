import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TestClock } from "pg-boss";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startJobRunner } from "../app/jobs.ts";
import { readMailTo } from "../mail/mail-files.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { eventually } from "../test/jobs.ts";
import { sendDueDigests } from "./digest.ts";
import { followingScenario } from "./following.scenarios.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

const db = useTestDb();
const scenario = followingScenario("digest");
const { readers, manga } = scenario;
scenario.use(db);
const mailDir = mkdtempSync(path.join(tmpdir(), "inkpanel-digest-mail-"));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));
const unsubscribeSecret = "a test secret";
const app = useHttpApp(() => ({
  db,
  unsubscribeSecret,
  mailer: createMailer({ siteUrl: "http://placeholder", mailDir, log: () => {} }),
}));
// Links in the mail point at the app the test started.
const mailer = () => createMailer({ siteUrl: app.url(""), mailDir, log: () => {} });
const send = (now: Date) => sendDueDigests(db, mailer(), { now, unsubscribeSecret });

/** The mails written so far, as { to, headers, text, html } (quoted-printable decoded). */
function mails() {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .toSorted()
    .map((name) => {
      const raw = readFileSync(path.join(mailDir, name), "utf8");
      const [head] = raw.split("\n\n");
      const unfolded = head!.replace(/\n[ \t]+/g, " ");
      const header = (key: string) =>
        unfolded.match(new RegExp(`^${key}: (.*)$`, "im"))?.[1]?.trim() ?? null;
      const decoded = raw
        .replace(/=\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return {
        to: header("To"),
        subject: header("Subject"),
        listUnsubscribe: header("List-Unsubscribe"),
        listUnsubscribePost: header("List-Unsubscribe-Post"),
        parts: [...raw.matchAll(/^Content-Type: (text\/\w+)/gim)].map((m) => m[1]),
        body: decoded,
      };
    });
}

// The scenario's chapters came out at noon on 1 and 2 March: a first digest lists the last day's.
const day = new Date("2026-03-02T13:00:00.000Z");
const DAY = 86_400_000;

describe("the e-mail digest", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    rmSync(mailDir, { recursive: true, force: true });
    await db.emailDigest.deleteMany({ where: { userId: { startsWith: "digest-" } } });
    await db.user.updateMany({
      where: { id: { startsWith: "digest-" } },
      data: { emailUpdates: true },
    });
    await db.user.updateMany({ where: { id: readers.quiet.id }, data: { emailUpdates: false } });
  });

  it("goes to each follower with e-mail updates on, at most once a day, with only what is new", async () => {
    // The last day's chapters: chapter 2 (chapter 1 is older than a day for a first digest).
    expect(await send(day)).toBe(3);
    const sent = mails();
    expect(sent.map((mail) => mail.to).toSorted()).toEqual(
      [readers.fan, readers.saver, readers.both].map((r) => r.email).toSorted(),
    );
    const [first] = sent;
    expect(first!.subject).toBe(`New on Inkpanel: ${manga.title}, chapter 2`);
    expect(first!.parts).toEqual(expect.arrayContaining(["text/plain", "text/html"]));
    expect(first!.body).toContain(`/manga/${manga.slug}/chapter/2`);
    expect(first!.body).not.toContain(`/chapter/1`);

    // The same day again, and a day later with nothing new: nothing.
    expect(await send(new Date(day.getTime() + 3_600_000))).toBe(0);
    expect(await send(new Date(day.getTime() + DAY))).toBe(0);
    expect(mails()).toHaveLength(3);

    // A new chapter: the next digest lists it alone.
    await scenario.insertChapter(db, 3, new Date(day.getTime() + DAY + 3_600_000));
    expect(await send(new Date(day.getTime() + 2 * DAY))).toBe(3);
    expect(
      mails()
        .slice(3)
        .every((mail) => mail.subject?.endsWith("chapter 3")),
    ).toBe(true);
    await db.chapter.deleteMany({ where: { mangaId: manga.id, number: 3 } });
  });

  it("goes out the next day even when the daily run starts a few seconds earlier", async () => {
    const at = (iso: string) => new Date(iso);
    expect(await send(at("2026-03-03T08:00:30.000Z"))).toBe(3);
    await scenario.insertChapter(db, 3, at("2026-03-03T20:00:00.000Z"));
    try {
      expect(await send(at("2026-03-04T08:00:05.000Z"))).toBe(3);
      expect(await send(at("2026-03-04T23:59:59.000Z"))).toBe(0);
    } finally {
      await db.chapter.deleteMany({ where: { mangaId: manga.id, number: 3 } });
    }
  });

  it("goes out by itself every day at 08:00 UTC, through the job runner", async () => {
    const clock = new TestClock(new Date("2026-03-03T07:59:00.000Z"));
    const runner = await startJobRunner({
      db,
      connectionString: testDatabaseUrl(),
      schema: "pgboss_digest_test",
      clock,
      pollingIntervalSeconds: 0.5,
      mailer: mailer(),
      unsubscribeSecret,
    });
    try {
      await clock.tick(45_000);
      expect(mails()).toHaveLength(0);
      await eventually(async () => {
        await clock.tick(1000);
        return mails().length === 3;
      });
      expect(new Set(mails().map((mail) => mail.to))).toEqual(
        new Set([readers.fan, readers.saver, readers.both].map((r) => r.email)),
      );
    } finally {
      await runner.stop();
    }
  });

  it("is written in each reader's language", async () => {
    await db.user.update({ where: { id: readers.both.id }, data: { language: "jp" } });
    await db.user.update({ where: { id: readers.saver.id }, data: { language: "fr" } });
    try {
      await send(day);
      const [japanese] = await readMailTo(mailDir, readers.both.email);
      expect(japanese!.subject).toBe(`Inkpanel の新着：${manga.title} 第2話`);
      expect(japanese!.text).toContain("フォロー中の作品の新しい話です。");
      expect(japanese!.text).toContain("このお知らせは 1 日に 1 回までお届けします。");
      const [french] = await readMailTo(mailDir, readers.saver.email);
      expect(french!.subject).toBe(`Nouveau sur Inkpanel : ${manga.title}, chapitre 2`);
      expect(french!.text).toContain("Les nouveaux chapitres des titres que vous suivez :");
      const [english] = await readMailTo(mailDir, readers.fan.email);
      expect(english!.subject).toBe(`New on Inkpanel: ${manga.title}, chapter 2`);
    } finally {
      await db.user.updateMany({
        where: { id: { in: [readers.both.id, readers.saver.id] } },
        data: { language: "en" },
      });
    }
  });

  it("carries a one-click unsubscribe link that works signed out", async () => {
    await send(day);
    const mail = mails().find((m) => m.to === readers.fan.email)!;
    expect(mail.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
    const link = mail.listUnsubscribe!.replace(/^<|>$/g, "");
    expect(mail.body).toContain(link);

    // GET shows the button and changes nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"><button type="submit">Unsubscribe</button>');
    const fanNow = () => db.user.findUniqueOrThrow({ where: { id: readers.fan.id } });
    expect((await fanNow()).emailUpdates).toBe(true);

    // A mail client's RFC 8058 POST unsubscribes at once.
    const posted = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("You are unsubscribed");
    expect((await fanNow()).emailUpdates).toBe(false);

    // The next digest skips the reader.
    await scenario.insertChapter(db, 3, new Date(day.getTime() + DAY + 3_600_000));
    await send(new Date(day.getTime() + 2 * DAY));
    expect(mails().filter((m) => m.to === readers.fan.email)).toHaveLength(1);
    await db.chapter.deleteMany({ where: { mangaId: manga.id, number: 3 } });
  });

  it("refuses a link with a forged token", async () => {
    const forged = app.url(
      `/email/unsubscribe?token=${Buffer.from(readers.saver.id).toString("base64url")}.AAAA`,
    );
    const response = await fetch(forged, { method: "POST" });
    expect(response.status).toBe(400);
    expect(
      (await db.user.findUniqueOrThrow({ where: { id: readers.saver.id } })).emailUpdates,
    ).toBe(true);
    // Whose link it is cannot be known: the page speaks the browser's language.
    const french = await fetch(forged, { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(await french.text()).toContain("<h1>Ce lien ne fonctionne pas</h1>");
  });

  it("shows the unsubscribe page in the reader's language", async () => {
    await db.user.update({ where: { id: readers.both.id }, data: { language: "jp" } });
    try {
      await send(day);
      const [mail] = await readMailTo(mailDir, readers.both.email);
      const link = /https?:\/\/\S+\/email\/unsubscribe\?token=\S+/.exec(mail!.text)![0];
      const page = await (await fetch(link)).text();
      expect(page).toContain('<html lang="ja">');
      expect(page).toContain('<button type="submit">配信を停止</button>');
    } finally {
      await db.user.update({ where: { id: readers.both.id }, data: { language: "en" } });
    }
  });
});
