// Date arithmetic in UTC, the time zone every stored time uses.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);

/** midnight UTC of the day the time falls on */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** the time rounded down to the whole minute, so generated times look like scheduled ones */
export const floorToMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);
