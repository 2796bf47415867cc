/** `values` with `value` added (when `on`) or removed: a checkbox list's next selection. */
export const toggled = <T>(values: readonly T[], value: T, on: boolean): T[] =>
  on ? [...values, value] : values.filter((existing) => existing !== value);
