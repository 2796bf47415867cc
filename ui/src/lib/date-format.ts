// Dates a component shows on its own, in the UiText's locale. One formatter per language: making
// an Intl.DateTimeFormat costs far more than using one, and a title's chapter list shows hundreds.

const mediumDates = new Map<string, Intl.DateTimeFormat>();

/** 2026-11-27 → "Nov 27, 2026" (fr: "27 nov. 2026"), in UTC as the server renders it. */
export function formatMediumDate(locale: string, date: Date) {
  let format = mediumDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    mediumDates.set(locale, format);
  }
  return format.format(date);
}
