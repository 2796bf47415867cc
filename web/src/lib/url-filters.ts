// A screen's filters, declared once as a schema (`/browse?genre=action&sort=rating`): each filter
// names its URL parameter, its allowed values and their labels, and its default. The schema reads
// a query string (a missing or unknown value reads as the default, so an outdated or hand-edited
// link still opens), writes one (leaving defaults out, so links stay short), and labels values in
// the interface's language. A new filter is one line in its screen's schema.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { readChoice, readList, readNumber } from "./url-params.ts";

export interface UrlParam<T> {
  /** the query string's key, e.g. `sort` */
  key: string;
  defaultValue: T;
  read: (params: URLSearchParams) => T;
  /** the value's entries in the query string; none for the default */
  write: (value: T) => string[];
}

/** Choices keyed by their URL value; each has a label (Lingui's `msg`) and any extra data. */
export type Choices<TKey extends string = string> = Record<TKey, { label: MessageDescriptor }>;

/** A table of choices that also carry data, e.g. the API's sort: `satisfies ChoiceTable<{ sort: MangaSort }>`. */
export type ChoiceTable<TData> = Record<string, { label: MessageDescriptor } & TData>;

const labelled = <TKey extends string>(choices: Choices<TKey>) => ({
  choices,
  /** the value's label in the interface's language */
  label: (value: TKey) => i18n._(choices[value].label),
  /** every choice as select, tab or radio options, in declaration order */
  options: () =>
    (Object.keys(choices) as TKey[]).map((value) => ({
      value,
      label: i18n._(choices[value].label),
    })),
});

/** One of `choices` (`?sort=rating`). */
export function choiceParam<const TChoices extends Choices>(
  key: string,
  choices: TChoices,
  defaultValue: keyof TChoices & string,
) {
  type TKey = keyof TChoices & string;
  const keys = Object.keys(choices) as TKey[];
  return {
    ...labelled<TKey>(choices),
    key,
    defaultValue: defaultValue as TKey,
    read: (params: URLSearchParams) => readChoice(params, key, keys, defaultValue as TKey),
    write: (value: TKey) => (value === defaultValue ? [] : [value]),
  } satisfies UrlParam<TKey>;
}

/** Any number of `choices`, the key repeated (`?status=ongoing&status=hiatus`). */
export function choiceListParam<const TChoices extends Choices>(key: string, choices: TChoices) {
  type TKey = keyof TChoices & string;
  const keys = Object.keys(choices) as TKey[];
  return {
    ...labelled<TKey>(choices),
    key,
    defaultValue: [] as TKey[],
    read: (params: URLSearchParams) => readList(params, key, keys),
    write: (values: TKey[]) => values,
  } satisfies UrlParam<TKey[]>;
}

/** Any number of free values, e.g. genre slugs the API knows (`?genre=action&genre=drama`). */
export const listParam = (key: string): UrlParam<string[]> => ({
  key,
  defaultValue: [],
  read: (params) => readList(params, key),
  write: (values) => values,
});

/** Free text, trimmed (`?q=dragon`); empty is the default. */
export const textParam = (key: string): UrlParam<string> => ({
  key,
  defaultValue: "",
  read: (params) => params.get(key)?.trim() ?? "",
  write: (value) => (value ? [value] : []),
});

/** A number within bounds (`?minRating=7`); outside values are clamped. */
export function numberParam(
  key: string,
  bounds: { min: number; max: number; step: number; defaultValue: number },
) {
  const { defaultValue } = bounds;
  return {
    ...bounds,
    key,
    read: (params: URLSearchParams) =>
      readNumber(params, key, { ...bounds, fallback: defaultValue }),
    write: (value: number) => (value === defaultValue ? [] : [String(value)]),
  } satisfies UrlParam<number> & { min: number; max: number; step: number };
}

/** On or off (`?completed=true`); off is the default. */
export const flagParam = (key: string): UrlParam<boolean> => ({
  key,
  defaultValue: false,
  read: (params) => params.get(key) === "true",
  write: (on) => (on ? ["true"] : []),
});

/** One of a few numbers, or none (`?year=2023`). */
export const optionalNumberChoiceParam = (
  key: string,
  choices: readonly number[],
): UrlParam<number | null> => ({
  key,
  defaultValue: null,
  read: (params) => choices.find((choice) => String(choice) === params.get(key)) ?? null,
  write: (value) => (value === null ? [] : [String(value)]),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema mixes value types
export type FilterSchema = Record<string, UrlParam<any>>;
export type FiltersOf<TSchema extends FilterSchema> = {
  [K in keyof TSchema]: TSchema[K] extends UrlParam<infer T> ? T : never;
};

/** Reads and writes a screen's filters by its schema (a record of filter name → parameter). */
export function urlFilters<const TSchema extends FilterSchema>(schema: TSchema) {
  const names = Object.keys(schema) as (keyof TSchema & string)[];
  return {
    schema,
    read(params: URLSearchParams): FiltersOf<TSchema> {
      return Object.fromEntries(
        names.map((name) => [name, schema[name]!.read(params)]),
      ) as FiltersOf<TSchema>;
    },
    /** The query string for `filters`, in the schema's order, leaving out every default. */
    write(filters: FiltersOf<TSchema>): URLSearchParams {
      const params = new URLSearchParams();
      for (const name of names) {
        for (const value of schema[name]!.write(filters[name]))
          params.append(schema[name]!.key, value);
      }
      return params;
    },
    defaults(): FiltersOf<TSchema> {
      return Object.fromEntries(
        names.map((name) => [name, schema[name]!.defaultValue]),
      ) as FiltersOf<TSchema>;
    },
  };
}
