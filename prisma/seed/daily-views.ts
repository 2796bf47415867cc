// Views per title per day for the last DAYS_OF_HISTORY days. The curves differ by trend so that the
// week's, the month's and the all-time rankings tell different stories: a breakout spikes in the
// last days, new hits climb over the months, old giants and ended titles slowly lose readers, and
// the rest hold steady.

import type { Db } from "../../server/src/lib/db.ts";
import { createRandom } from "./random.ts";
import { insertInChunks, requireId } from "./rows.ts";
import { addDays, startOfUtcDay } from "./time.ts";
import type { TitleProfile, ViewTrend } from "./title-profiles.ts";

const DAYS_OF_HISTORY = 400;

export interface DailyViewPlan {
  day: Date;
  views: number;
}

export function planDailyViews(profile: TitleProfile, now: Date): DailyViewPlan[] {
  const random = createRandom(`views:${profile.slug}`);
  const today = startOfUtcDay(now);
  const firstDay = startOfUtcDay(profile.firstReleaseAt);
  const plans: DailyViewPlan[] = [];
  for (let daysAgo = DAYS_OF_HISTORY - 1; daysAgo >= 0; daysAgo--) {
    const day = addDays(today, -daysAgo);
    if (day < firstDay) continue;
    const weekend = [0, 6].includes(day.getUTCDay()) ? 1.15 : 1;
    const views =
      profile.dailyViews *
      trendFactor(profile.trend, daysAgo) *
      weekend *
      random.between(0.85, 1.15);
    plans.push({ day, views: Math.max(1, Math.round(views)) });
  }
  return plans;
}

function trendFactor(trend: ViewTrend, daysAgo: number): number {
  // 0 at the start of the history, 1 today
  const progress = 1 - daysAgo / (DAYS_OF_HISTORY - 1);
  switch (trend) {
    case "breakout":
      return 1 + 6 * Math.exp(-daysAgo / 6);
    case "rising":
      return 0.08 + 1.6 * progress ** 3;
    case "fading":
      return 1.5 - 0.9 * progress;
    case "steady":
      return 1;
  }
}

/** Creates the missing days; a day already stored keeps its count (the triggers sum them into Manga.views). */
export async function seedDailyViews(
  db: Db,
  profiles: TitleProfile[],
  mangaIdBySlug: Map<string, string>,
  now: Date,
) {
  const rows = profiles.flatMap((profile) =>
    planDailyViews(profile, now).map((plan) => ({
      ...plan,
      mangaId: requireId(mangaIdBySlug, profile.slug),
    })),
  );
  await insertInChunks(rows, (data) =>
    db.mangaDailyView.createMany({ data, skipDuplicates: true }),
  );
}
