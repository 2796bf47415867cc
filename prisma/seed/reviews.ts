// The demo readers' ratings, so every title's rating and ratingCount come from rows (a trigger keeps
// Manga.rating). A reader rates a title around its quality; popular titles get more ratings. About
// one rating in twelve has a review in words (some with spoilers), and some reviews were marked
// helpful by other readers. Rows are keyed by reader and title, so a second run changes nothing.

import type { Db } from "../../server/src/lib/db.ts";
import { closings, middles, openings, spoilers } from "./data/review-phrases.ts";
import { createRandom, type Random } from "./random.ts";
import { type ReaderPlan, latest, timeBetween } from "./readers.ts";
import { insertInChunks, requireId } from "./rows.ts";
import type { TitleProfile } from "./title-profiles.ts";

interface PlannedReview {
  email: string;
  mangaSlug: string;
  rating: number;
  body: string | null;
  containsSpoilers: boolean;
  createdAt: Date;
  /** readers (by e-mail) who found it helpful */
  helpfulTo: string[];
}

/** A rating near the title's quality (its profile's rating), 1 to 10. */
function ratingFor(quality: number, random: Random): number {
  const spread = (random.next() + random.next() + random.next() - 1.5) * 3;
  return Math.min(10, Math.max(1, Math.round(quality + spread)));
}

function reviewText(title: string, rating: number, withSpoiler: boolean, random: Random): string {
  const mood = rating >= 8 ? "high" : rating >= 5 ? "mixed" : "low";
  const sentences = [random.pick(openings[mood])];
  const middleCount = random.int(0, 3);
  for (let index = 0; index < middleCount; index++) sentences.push(random.pick(middles[mood]));
  if (withSpoiler) sentences.push(random.pick(spoilers));
  if (random.chance(0.6)) sentences.push(random.pick(closings[mood]));
  const text = [...new Set(sentences)].join(" ").replaceAll("{title}", title);
  // Longer reviews come in paragraphs.
  return sentences.length > 3 ? text.replace(/\. (?=[A-Z])/, ".\n\n") : text;
}

export function planReviews(
  readers: ReaderPlan[],
  profiles: TitleProfile[],
  now: Date,
): PlannedReview[] {
  const mostDailyViews = Math.max(...profiles.map((profile) => profile.dailyViews));
  const reviews: PlannedReview[] = [];
  for (const reader of readers) {
    const random = createRandom(`ratings:${reader.email}`);
    for (const profile of profiles) {
      const popularity = Math.sqrt(profile.dailyViews / mostDailyViews);
      if (!random.chance(0.04 + 0.3 * popularity)) continue;
      const rating = ratingFor(profile.rating, random);
      const written = random.chance(1 / 12);
      const withSpoiler = written && random.chance(0.2);
      const helpfulTo = written
        ? readers
            .filter((other) => other !== reader && random.chance(0.02))
            .map((other) => other.email)
        : [];
      reviews.push({
        email: reader.email,
        mangaSlug: profile.slug,
        rating,
        body: written ? reviewText(profile.title, rating, withSpoiler, random) : null,
        containsSpoilers: withSpoiler,
        createdAt: timeBetween(latest(reader.createdAt, profile.firstReleaseAt), now, random),
        helpfulTo,
      });
    }
  }
  return reviews;
}

export async function seedReviews(
  db: Db,
  planned: PlannedReview[],
  ids: { userIdByEmail: ReadonlyMap<string, string>; mangaIdBySlug: ReadonlyMap<string, string> },
) {
  const rows = planned.map(({ helpfulTo: _, email, mangaSlug, ...review }) => ({
    ...review,
    userId: requireId(ids.userIdByEmail, email),
    mangaId: requireId(ids.mangaIdBySlug, mangaSlug),
    updatedAt: review.createdAt,
  }));
  await insertInChunks(rows, (data) => db.review.createMany({ data, skipDuplicates: true }));

  const written = await db.review.findMany({
    where: { userId: { in: [...ids.userIdByEmail.values()] }, body: { not: null } },
    select: { id: true, userId: true, mangaId: true },
  });
  const reviewIdByKey = new Map(
    written.map((review) => [`${review.userId}/${review.mangaId}`, review.id]),
  );
  const helpfulRows = planned.flatMap((review) => {
    const key = `${requireId(ids.userIdByEmail, review.email)}/${requireId(ids.mangaIdBySlug, review.mangaSlug)}`;
    const reviewId = reviewIdByKey.get(key);
    if (!reviewId) return []; // a rating without words
    return review.helpfulTo.map((email) => ({
      reviewId,
      userId: requireId(ids.userIdByEmail, email),
      createdAt: review.createdAt,
    }));
  });
  await insertInChunks(helpfulRows, (data) =>
    db.reviewHelpful.createMany({ data, skipDuplicates: true }),
  );
}
