// How numbers and times read on screen: through Intl, in the interface's language (the active
// Lingui locale), e.g. 2.4M / 240万, Jan 15, 2024 / 2024年1月15日.
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/** One formatter per language and kind, made the first time that language needs it. */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = i18n.locale || "en";
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const compact = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
);
const whole = perLocale((locale) => new Intl.NumberFormat(locale));
const oneDecimal = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const day = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
);
const longDay = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
);
// Plans are priced in US dollars, written the way the reader's language writes amounts.
const dollars = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }),
);
const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** 2400000 → "2.4M", 950 → "950" */
export const formatCount = (count: number) => compact().format(count);

/** 12500 → "12,500" */
export const formatWholeNumber = (count: number) => whole().format(count);

/** ISO time → "Jan 15, 2024" */
export const formatDate = (iso: string) => day().format(new Date(iso));

/** ISO time → "January 15, 2024" */
export const formatLongDate = (iso: string) => longDay().format(new Date(iso));

/** 8.66 → "8.7" */
export const formatRating = (rating: number) => oneDecimal().format(rating);

/** 9.99 → "$9.99" (fr: "9,99 $US") */
export const formatPrice = (amount: number) => dollars().format(amount);

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
export function formatTimeAgo(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
  }
  return t`just now`;
}

const BYTE_UNITS = [
  [1e9, "gigabyte"],
  [1e6, "megabyte"],
  [1e3, "kilobyte"],
] as const;
const byteFormats = perLocale((locale) =>
  Object.fromEntries(
    BYTE_UNITS.map(([, unit]) => [
      unit,
      new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }),
    ]),
  ),
);

/** A size on disk in the largest unit it fills (4.2 MB, 950 kB), decimal as storage is sold. */
export function formatBytes(bytes: number): string {
  const [size, unit] = BYTE_UNITS.find(([size]) => bytes >= size) ?? BYTE_UNITS[2];
  return byteFormats()[unit]!.format(bytes / size);
}
