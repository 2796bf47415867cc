/** Select or tab options from a record of choices keyed by their URL value. */
export const choiceOptions = <TKey extends string>(choices: Record<TKey, { label: string }>) =>
  (Object.keys(choices) as TKey[]).map((value) => ({ value, label: choices[value].label }));
