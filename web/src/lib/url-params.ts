// Reading typed values out of a URL's query string. A value that is missing or not one of the
// allowed ones reads as the fallback, so a hand-edited or outdated link still opens.

export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = params.get(key);
  return choices.find((choice) => choice === value) ?? fallback;
}

/** Every value of a repeated key (`?genre=a&genre=b`), optionally only the allowed ones. */
export function readList<T extends string = string>(
  params: URLSearchParams,
  key: string,
  choices?: readonly T[],
): T[] {
  const values = params.getAll(key).filter((value) => value !== "");
  return choices
    ? values.filter((value): value is T => choices.includes(value as T))
    : (values as T[]);
}

/** A number within [min, max]; outside values are clamped, unreadable ones give the fallback. */
export function readNumber(
  params: URLSearchParams,
  key: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = params.get(key);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A page's address with its query string, without a bare "?" when there is none. */
export const addressOf = (pathname: string, params: URLSearchParams): string =>
  params.size > 0 ? `${pathname}?${params}` : pathname;
