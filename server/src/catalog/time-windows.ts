import type { ReleaseWindow } from "../generated/graphql.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The earliest release time inside a window (TODAY = 24 hours, WEEK = 7 days, MONTH = 1 month); null for ALL_TIME. */
export function releaseWindowStart(window: ReleaseWindow, now: Date): Date | null {
  switch (window) {
    case "TODAY":
      return daysBefore(now, 1);
    case "WEEK":
      return daysBefore(now, 7);
    case "MONTH": {
      const start = new Date(now);
      start.setUTCMonth(start.getUTCMonth() - 1);
      return start;
    }
    case "ALL_TIME":
      return null;
  }
}

/**
 * The first day (UTC midnight) of the last `days` days, today included: daily view counts from
 * this day on make up "this week" (7) or "this month" (30).
 */
export function firstDayOfLast(days: number, now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
}

/** Midnight UTC of `now`'s day: the key of today's daily view counts. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
