import type { Db } from "../lib/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Task } from "../jobs/queue.ts";
import { unsubscribeToken } from "./unsubscribe-tokens.ts";

// The e-mail digest: at most one a day to each reader with emailUpdates on (and a verified
// address), listing the chapters of the titles they follow released since their last digest.
// Nothing is sent to a reader with nothing new.

export const SEND_DIGESTS = "send-digests";
/** Every day at 08:00 UTC. */
export const DIGEST_CRON = "0 8 * * *";
const DAY_MS = 86_400_000;

interface DigestChapter {
  userId: string;
  email: string;
  name: string;
  sentAt: Date | null;
  number: number;
  chapterTitle: string | null;
  mangaTitle: string;
  slug: string;
  releasedAt: Date;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const chapterName = (c: DigestChapter) =>
  `${c.mangaTitle}, chapter ${c.number}${c.chapterTitle ? `: ${c.chapterTitle}` : ""}`;

/** Sends every digest due at `now`; answers how many went out. */
export async function sendDueDigests(
  db: Db,
  mailer: Mailer,
  { now, unsubscribeSecret }: { now: Date; unsubscribeSecret: string },
): Promise<number> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const rows = await db.$queryRaw<DigestChapter[]>`
    SELECT u."id" AS "userId", u."email", u."name", d."sentAt", c."number", c."title" AS "chapterTitle",
      m."title" AS "mangaTitle", m."slug", c."releasedAt"
    FROM "User" AS u
    LEFT JOIN "EmailDigest" AS d ON d."userId" = u."id"
    JOIN LATERAL (
      SELECT "mangaId" FROM "Favorite" WHERE "userId" = u."id"
      UNION SELECT "mangaId" FROM "SavedManga" WHERE "userId" = u."id"
    ) AS followed ON true
    JOIN "Chapter" AS c ON c."mangaId" = followed."mangaId"
      AND c."releasedAt" > COALESCE(d."sentAt", ${dayAgo}::timestamptz AT TIME ZONE 'UTC')
      AND c."releasedAt" <= ${nowIso}::timestamptz AT TIME ZONE 'UTC'
    JOIN "Manga" AS m ON m."id" = c."mangaId"
    WHERE u."emailUpdates" AND u."emailVerifiedAt" IS NOT NULL
      AND (d."sentAt" IS NULL OR d."sentAt" <= ${dayAgo}::timestamptz AT TIME ZONE 'UTC')
    ORDER BY u."id", c."releasedAt" DESC, m."title", c."number" DESC`;
  const byReader = new Map<string, DigestChapter[]>();
  for (const row of rows) byReader.set(row.userId, [...(byReader.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const [userId, chapters] of byReader) {
    // Claimed before sending, so two processes sending at once send one digest.
    const claimed = await db.$executeRaw`
      INSERT INTO "EmailDigest" ("userId", "sentAt")
      VALUES (${userId}, ${nowIso}::timestamptz AT TIME ZONE 'UTC')
      ON CONFLICT ("userId") DO UPDATE SET "sentAt" = EXCLUDED."sentAt"
      WHERE "EmailDigest"."sentAt" <= ${dayAgo}::timestamptz AT TIME ZONE 'UTC'`;
    if (claimed === 0) continue;
    try {
      await sendDigest(mailer, chapters, unsubscribeToken(unsubscribeSecret, userId));
      sent++;
    } catch (error) {
      // Not sent: the reader is due again at the next run.
      const previous = chapters[0]!.sentAt;
      if (previous) await db.emailDigest.update({ where: { userId }, data: { sentAt: previous } });
      else await db.emailDigest.delete({ where: { userId } });
      throw error;
    }
  }
  return sent;
}

function sendDigest(mailer: Mailer, chapters: DigestChapter[], token: string) {
  const { email, name } = chapters[0]!;
  const unsubscribe = `${mailer.siteUrl}/email/unsubscribe?${new URLSearchParams({ token })}`;
  const settings = `${mailer.siteUrl}/settings`;
  const linkOf = (c: DigestChapter) =>
    `${mailer.siteUrl}/manga/${encodeURIComponent(c.slug)}/chapter/${c.number}`;
  const subject =
    chapters.length === 1
      ? `New on Inkpanel: ${chapterName(chapters[0]!)}`
      : `${chapters.length} new chapters on Inkpanel`;
  const text = [
    `Hi ${name},`,
    "",
    "New chapters of the titles you follow:",
    "",
    ...chapters.map((c) => `- ${chapterName(c)}\n  ${linkOf(c)}`),
    "",
    `You get this digest at most once a day. Stop it: ${unsubscribe}`,
    `Or change it in your settings: ${settings}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hi ${escapeHtml(name)},</p>
<p>New chapters of the titles you follow:</p>
<ul>${chapters.map((c) => `<li><a href="${escapeHtml(linkOf(c))}">${escapeHtml(chapterName(c))}</a></li>`).join("")}</ul>
<p style="font-size:small">You get this digest at most once a day.
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> or change it in your <a href="${escapeHtml(settings)}">settings</a>.</p>
</body></html>`;
  return mailer.send({
    to: email,
    subject,
    text,
    html,
    link: unsubscribe,
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the https link.
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

export function sendDigestsTask(
  db: Db,
  mailer: Mailer,
  options: { now: () => Date; unsubscribeSecret: string },
): Task<object> {
  return {
    name: SEND_DIGESTS,
    run: async () => {
      await sendDueDigests(db, mailer, {
        now: options.now(),
        unsubscribeSecret: options.unsubscribeSecret,
      });
    },
  };
}

/** Turns the reader's e-mail updates off; false when there is no such reader. */
export async function unsubscribeReader(db: Db, userId: string): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId },
    data: { emailUpdates: false },
  });
  return count > 0;
}
