// How numbers and times read on screen. English only, like the rest of the copy.

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en");
const day = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** 2400000 → "2.4M", 950 → "950" */
export const formatCount = (count: number) => compact.format(count);

/** 12500 → "12,500" */
export const formatWholeNumber = (count: number) => whole.format(count);

/** ISO time → "Jan 15, 2024" */
export const formatDate = (iso: string) => day.format(new Date(iso));

/** 1, "result" → "1 result"; 3, "result" → "3 results" */
export const formatCountOf = (count: number, noun: string) =>
  `${whole.format(count)} ${count === 1 ? noun : `${noun}s`}`;

/** 8.66 → "8.7" */
export const formatRating = (rating: number) => rating.toFixed(1);

/** Chapter numbers are whole or decimal (12.5 is an extra between 12 and 13). */
export const formatChapterNumber = (chapterNumber: number) => String(chapterNumber);

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** ISO time → "3 hours ago", "yesterday", "just now" */
export function formatTimeAgo(iso: string, now = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
