// Demo readers, so that followers, favorites, likes and ratings are counts of real rows. They have no
// password and cannot sign in. Popular titles and posts collect more of them. Everything here is
// created only when missing: a reader is keyed by e-mail, a favorite, save or like by its pair.

import type { Db } from "../../server/src/lib/db.ts";
import { publishedAtOf } from "./blog.ts";
import { blogPosts } from "./data/blog/index.ts";
import { readerFirstNames, readerLastNames } from "./data/names.ts";
import { createRandom, type Random } from "./random.ts";
import { planReadings, seedReadings } from "./reading.ts";
import { planReviews, seedReviews } from "./reviews.ts";
import { insertInChunks, requireId } from "./rows.ts";
import { addDays, addHours, floorToMinute } from "./time.ts";
import type { TitleProfile } from "./title-profiles.ts";

export const READER_EMAIL_DOMAIN = "readers.inkpanel.test";
const READER_COUNT = 200;

export interface ReaderPlan {
  email: string;
  name: string;
  planId: "free" | "premium" | "ultimate";
  billingPeriod: "MONTHLY" | "YEARLY";
  theme: "LIGHT" | "DARK" | "SYSTEM";
  readingDirection: "LTR" | "RTL" | "VERTICAL";
  createdAt: Date;
  emailVerifiedAt: Date;
}

export function planReaders(now: Date): ReaderPlan[] {
  const random = createRandom("readers");
  const takenEmails = new Set<string>();
  return Array.from({ length: READER_COUNT }, (_, index) => {
    const first = random.pick(readerFirstNames);
    const last = random.pick(readerLastNames);
    let email = `${first}.${last}@${READER_EMAIL_DOMAIN}`.toLowerCase();
    if (takenEmails.has(email)) email = email.replace("@", `${index}@`);
    takenEmails.add(email);
    const planRoll = random.next();
    const planId = planRoll < 0.68 ? "free" : planRoll < 0.9 ? "premium" : "ultimate";
    const createdAt = floorToMinute(addDays(now, -random.between(3, 1100)));
    return {
      email,
      name: `${first} ${last}`,
      planId,
      billingPeriod: planId !== "free" && random.chance(0.35) ? "YEARLY" : "MONTHLY",
      theme: random.pick(["SYSTEM", "SYSTEM", "DARK", "DARK", "LIGHT"] as const),
      readingDirection: random.pick(["LTR", "LTR", "RTL", "VERTICAL"] as const),
      createdAt,
      emailVerifiedAt: floorToMinute(addHours(createdAt, random.between(0.1, 30))),
    };
  });
}

interface ReaderActivity {
  saves: { mangaSlug: string; createdAt: Date }[];
  favorites: { mangaSlug: string; createdAt: Date }[];
  likes: { postSlug: string; createdAt: Date }[];
}

/** what one reader follows, favorites and likes: popular titles and posts are picked more often */
export function planReaderActivity(
  reader: ReaderPlan,
  profiles: TitleProfile[],
  now: Date,
): ReaderActivity {
  const random = createRandom(`library:${reader.email}`);
  const mostDailyViews = Math.max(...profiles.map((profile) => profile.dailyViews));
  const mostPostViews = Math.max(...blogPosts.map((post) => post.views));
  const activity: ReaderActivity = { saves: [], favorites: [], likes: [] };
  for (const profile of profiles) {
    const popularity = Math.sqrt(profile.dailyViews / mostDailyViews);
    const since = latest(reader.createdAt, profile.firstReleaseAt);
    if (random.chance(0.03 + 0.45 * popularity)) {
      activity.saves.push({ mangaSlug: profile.slug, createdAt: timeBetween(since, now, random) });
    }
    if (random.chance(0.01 + 0.3 * popularity)) {
      activity.favorites.push({
        mangaSlug: profile.slug,
        createdAt: timeBetween(since, now, random),
      });
    }
  }
  for (const post of blogPosts) {
    if (!random.chance(0.08 + 0.5 * (post.views / mostPostViews))) continue;
    // Most likes come in the three weeks after a post goes out (or after the reader joined).
    const since = latest(reader.createdAt, publishedAtOf(post, now));
    const until = new Date(Math.min(now.getTime(), addDays(since, 21).getTime()));
    activity.likes.push({ postSlug: post.slug, createdAt: timeBetween(since, until, random) });
  }
  return activity;
}

export interface SeededIds {
  mangaIdBySlug: ReadonlyMap<string, string>;
  postIdBySlug: ReadonlyMap<string, string>;
}

export async function seedReaders(db: Db, profiles: TitleProfile[], ids: SeededIds, now: Date) {
  const readers = planReaders(now);
  await db.user.createMany({
    skipDuplicates: true,
    data: readers.map((reader) => ({ ...reader, updatedAt: reader.createdAt })),
  });
  const users = await db.user.findMany({
    where: { email: { in: readers.map((reader) => reader.email) } },
    select: { id: true, email: true },
  });
  const userIdByEmail = new Map(users.map((user) => [user.email, user.id]));

  const activities = readers.map((reader) => ({
    userId: requireId(userIdByEmail, reader.email),
    ...planReaderActivity(reader, profiles, now),
  }));
  const titleRows = (kind: "saves" | "favorites") =>
    activities.flatMap(({ userId, [kind]: picks }) =>
      picks.map(({ mangaSlug, createdAt }) => ({
        userId,
        mangaId: requireId(ids.mangaIdBySlug, mangaSlug),
        createdAt,
      })),
    );
  const likeRows = activities.flatMap(({ userId, likes }) =>
    likes.map(({ postSlug, createdAt }) => ({
      userId,
      postId: requireId(ids.postIdBySlug, postSlug),
      createdAt,
    })),
  );
  await insertInChunks(titleRows("saves"), (data) =>
    db.savedManga.createMany({ data, skipDuplicates: true }),
  );
  await insertInChunks(titleRows("favorites"), (data) =>
    db.favorite.createMany({ data, skipDuplicates: true }),
  );
  await insertInChunks(likeRows, (data) => db.blogLike.createMany({ data, skipDuplicates: true }));
  const keys = { userIdByEmail, mangaIdBySlug: ids.mangaIdBySlug };
  await seedReviews(db, planReviews(readers, profiles, now), keys);
  await seedReadings(db, planReadings(readers, profiles, now), keys);
}

export const latest = (a: Date, b: Date) => (a > b ? a : b);

export function timeBetween(start: Date, end: Date, random: Random): Date {
  const span = Math.max(0, end.getTime() - start.getTime());
  return floorToMinute(new Date(start.getTime() + random.next() * span));
}
