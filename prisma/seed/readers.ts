// Demo readers, so that followers, favorites and likes are counts of real rows. They have no
// password and cannot sign in. Popular titles and posts collect more of them. Everything here is
// created only when missing: a reader is keyed by e-mail, a favorite, save or like by its pair.

import type { Db } from "../../server/src/lib/db.ts";
import { publishedAtOf } from "./blog.ts";
import { blogPosts } from "./data/blog/index.ts";
import { readerFirstNames, readerLastNames } from "./data/names.ts";
import { createRandom, type Random } from "./random.ts";
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

export async function seedReaders(db: Db, profiles: TitleProfile[], now: Date) {
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
  const mangas = await db.manga.findMany({
    where: { slug: { in: profiles.map((profile) => profile.slug) } },
    select: { id: true, slug: true },
  });
  const mangaIdBySlug = new Map(mangas.map((manga) => [manga.slug, manga.id]));
  const posts = await db.blogPost.findMany({
    where: { slug: { in: blogPosts.map((post) => post.slug) } },
    select: { id: true, slug: true },
  });
  const postIdBySlug = new Map(posts.map((post) => [post.slug, post.id]));

  const mostDailyViews = Math.max(...profiles.map((profile) => profile.dailyViews));
  const mostPostViews = Math.max(...blogPosts.map((post) => post.views));
  const favorites = [];
  const saves = [];
  const likes = [];
  for (const reader of readers) {
    const random = createRandom(`library:${reader.email}`);
    const userId = requireId(userIdByEmail, reader.email);
    for (const profile of profiles) {
      const popularity = Math.sqrt(profile.dailyViews / mostDailyViews);
      const since = new Date(
        Math.max(reader.createdAt.getTime(), profile.firstReleaseAt.getTime()),
      );
      const mangaId = requireId(mangaIdBySlug, profile.slug);
      if (random.chance(0.03 + 0.45 * popularity))
        saves.push({ userId, mangaId, createdAt: timeBetween(since, now, random) });
      if (random.chance(0.01 + 0.3 * popularity))
        favorites.push({ userId, mangaId, createdAt: timeBetween(since, now, random) });
    }
    for (const post of blogPosts) {
      if (!random.chance(0.08 + 0.5 * (post.views / mostPostViews))) continue;
      // Most likes come in the three weeks after a post goes out (or after the reader joined).
      const since = new Date(
        Math.max(reader.createdAt.getTime(), publishedAtOf(post, now).getTime()),
      );
      const until = new Date(Math.min(now.getTime(), addDays(since, 21).getTime()));
      likes.push({
        userId,
        postId: requireId(postIdBySlug, post.slug),
        createdAt: timeBetween(since, until, random),
      });
    }
  }
  await insertInChunks(saves, (data) => db.savedManga.createMany({ data, skipDuplicates: true }));
  await insertInChunks(favorites, (data) => db.favorite.createMany({ data, skipDuplicates: true }));
  await insertInChunks(likes, (data) => db.blogLike.createMany({ data, skipDuplicates: true }));
}

function timeBetween(start: Date, end: Date, random: Random): Date {
  const span = Math.max(0, end.getTime() - start.getTime());
  return floorToMinute(new Date(start.getTime() + random.next() * span));
}
