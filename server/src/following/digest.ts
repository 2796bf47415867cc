import { escapeMarkup } from "../lib/escape-markup.ts";
import type { Db } from "../lib/db.ts";
import type { Mailer } from "../lib/mailer.ts";
import { unlinkableName } from "../mail/mailer.ts";
import type { Task } from "../jobs/queue.ts";
import { htmlLangOf } from "../accounts/emails.ts";
import type { LANGUAGES } from "../accounts/validation.ts";
import { unsubscribeToken } from "./unsubscribe-tokens.ts";

// The e-mail digest: at most one a day (a UTC calendar day) to each reader with emailUpdates on
// (and a verified address), listing the chapters of the titles they follow released since their last digest.
// Nothing is sent to a reader with nothing new.

export const SEND_DIGESTS = "send-digests";
/** Every day at 08:00 UTC. */
export const DIGEST_CRON = "0 8 * * *";
const DAY_MS = 86_400_000;

interface DigestChapter {
  userId: string;
  email: string;
  name: string;
  /** the reader's interface language (en, jp, es, fr): the digest is written in it */
  language: string;
  sentAt: Date | null;
  number: number;
  chapterTitle: string | null;
  mangaTitle: string;
  slug: string;
  releasedAt: Date;
}

interface DigestTexts {
  chapter: (manga: string, number: number) => string;
  subjectOne: (chapter: string) => string;
  subjectMany: (count: number) => string;
  greeting: (name: string) => string;
  intro: string;
  textFooter: (unsubscribe: string, settings: string) => string[];
  /** the HTML footer around its two links (already escaped, as `<a>` elements) */
  htmlFooter: (unsubscribe: string, settings: string) => string;
}

const digestTexts: Record<(typeof LANGUAGES)[number], DigestTexts> = {
  en: {
    chapter: (manga, number) => `${manga}, chapter ${number}`,
    subjectOne: (chapter) => `New on Inkpanel: ${chapter}`,
    subjectMany: (count) => `${count} new chapters on Inkpanel`,
    greeting: (name) => `Hi ${name},`,
    intro: "New chapters of the titles you follow:",
    textFooter: (unsubscribe, settings) => [
      `You get this digest at most once a day. Stop it: ${unsubscribe}`,
      `Or change it in your settings: ${settings}`,
    ],
    htmlFooter: (unsubscribe, settings) =>
      `You get this digest at most once a day. <a href="${unsubscribe}">Unsubscribe</a> or change it in your <a href="${settings}">settings</a>.`,
  },
  jp: {
    chapter: (manga, number) => `${manga} 第${number}話`,
    subjectOne: (chapter) => `Inkpanel の新着：${chapter}`,
    subjectMany: (count) => `Inkpanel に ${count} 件の新しい話があります`,
    greeting: (name) => `${name} さん`,
    intro: "フォロー中の作品の新しい話です。",
    textFooter: (unsubscribe, settings) => [
      `このお知らせは 1 日に 1 回までお届けします。配信の停止：${unsubscribe}`,
      `設定から変更することもできます：${settings}`,
    ],
    htmlFooter: (unsubscribe, settings) =>
      `このお知らせは 1 日に 1 回までお届けします。<a href="${unsubscribe}">配信を停止</a>するか、<a href="${settings}">設定</a>から変更できます。`,
  },
  es: {
    chapter: (manga, number) => `${manga}, capítulo ${number}`,
    subjectOne: (chapter) => `Novedad en Inkpanel: ${chapter}`,
    subjectMany: (count) => `${count} capítulos nuevos en Inkpanel`,
    greeting: (name) => `Hola, ${name}:`,
    intro: "Capítulos nuevos de los títulos que sigues:",
    textFooter: (unsubscribe, settings) => [
      `Recibes este resumen como mucho una vez al día. Para dejar de recibirlo: ${unsubscribe}`,
      `O cámbialo en tus ajustes: ${settings}`,
    ],
    htmlFooter: (unsubscribe, settings) =>
      `Recibes este resumen como mucho una vez al día. <a href="${unsubscribe}">Darte de baja</a> o cambiarlo en tus <a href="${settings}">ajustes</a>.`,
  },
  fr: {
    chapter: (manga, number) => `${manga}, chapitre ${number}`,
    subjectOne: (chapter) => `Nouveau sur Inkpanel : ${chapter}`,
    subjectMany: (count) => `${count} nouveaux chapitres sur Inkpanel`,
    greeting: (name) => `Bonjour ${name},`,
    intro: "Les nouveaux chapitres des titres que vous suivez :",
    textFooter: (unsubscribe, settings) => [
      `Vous recevez ce récapitulatif au plus une fois par jour. Pour l'arrêter : ${unsubscribe}`,
      `Ou modifiez-le dans vos paramètres : ${settings}`,
    ],
    htmlFooter: (unsubscribe, settings) =>
      `Vous recevez ce récapitulatif au plus une fois par jour. <a href="${unsubscribe}">Se désabonner</a> ou le modifier dans vos <a href="${settings}">paramètres</a>.`,
  },
};

const textsFor = (language: string) =>
  digestTexts[language as keyof typeof digestTexts] ?? digestTexts.en;

/** The chapter as the digest lists it (titles stay as written), in the reader's language. */
const chapterName = (c: DigestChapter) => {
  const name = textsFor(c.language).chapter(c.mangaTitle, c.number);
  return c.chapterTitle ? `${name}: ${c.chapterTitle}` : name;
};

/** Sends every digest due at `now`; answers how many went out. */
export async function sendDueDigests(
  db: Db,
  mailer: Mailer,
  { now, unsubscribeSecret }: { now: Date; unsubscribeSecret: string },
): Promise<number> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  // Due when the last digest went out before today (UTC), not 24 hours ago: the daily job starts
  // a few seconds later or earlier each day, and a 24-hour rule would skip every other late day.
  const today = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
  const rows = await db.$queryRaw<DigestChapter[]>`
    SELECT u."id" AS "userId", u."email", u."name", u."language", d."sentAt", c."number", c."title" AS "chapterTitle",
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
      AND (d."sentAt" IS NULL OR d."sentAt" < ${today}::timestamptz AT TIME ZONE 'UTC')
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
      WHERE "EmailDigest"."sentAt" < ${today}::timestamptz AT TIME ZONE 'UTC'`;
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
  const { email, language } = chapters[0]!;
  const name = unlinkableName(chapters[0]!.name);
  const texts = textsFor(language);
  const unsubscribe = `${mailer.siteUrl}/email/unsubscribe?${new URLSearchParams({ token })}`;
  const settings = `${mailer.siteUrl}/settings`;
  const linkOf = (c: DigestChapter) =>
    `${mailer.siteUrl}/manga/${encodeURIComponent(c.slug)}/chapter/${c.number}`;
  const subject =
    chapters.length === 1
      ? texts.subjectOne(chapterName(chapters[0]!))
      : texts.subjectMany(chapters.length);
  const text = [
    texts.greeting(name),
    "",
    texts.intro,
    "",
    ...chapters.map((c) => `- ${chapterName(c)}\n  ${linkOf(c)}`),
    "",
    ...texts.textFooter(unsubscribe, settings),
  ].join("\n");
  const html = `<!doctype html><html lang="${escapeMarkup(htmlLangOf(language))}"><body style="font-family:sans-serif">
<p>${escapeMarkup(texts.greeting(name))}</p>
<p>${escapeMarkup(texts.intro)}</p>
<ul>${chapters.map((c) => `<li><a href="${escapeMarkup(linkOf(c))}">${escapeMarkup(chapterName(c))}</a></li>`).join("")}</ul>
<p style="font-size:small">${texts.htmlFooter(escapeMarkup(unsubscribe), escapeMarkup(settings))}</p>
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
