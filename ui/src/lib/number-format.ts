// Numbers a component shows on its own, written the way its language writes them (8.7 / 8,7;
// 12.5K / 1.2万), through Intl in the UiText's locale.

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: "oneDecimal" | "compact" | "whole") {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === "oneDecimal"
        ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
        : kind === "compact"
          ? { notation: "compact", maximumFractionDigits: 1 }
          : {};
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** 8.66 → "8.7" (fr: "8,7") */
export const formatScore = (locale: string, score: number) =>
  numberFormat(locale, "oneDecimal").format(score);

/** 12480 → "12.5K" (ja: "1.2万") */
export const formatCompact = (locale: string, count: number) =>
  numberFormat(locale, "compact").format(count);

/** 12480 → "12,480" (fr: "12 480") */
export const formatWhole = (locale: string, count: number) =>
  numberFormat(locale, "whole").format(count);
