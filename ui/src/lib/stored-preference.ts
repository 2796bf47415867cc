import { useSyncExternalStore } from "react";

/**
 * A user preference kept in localStorage under `key` and broadcast on `window` as a
 * `changeEvent` CustomEvent whose detail is the new value, so every mounted reader
 * (and every tab, through the storage event) switches at once.
 */
export interface StoredPreference<T extends string> {
  readonly key: string;
  readonly changeEvent: string;
  readonly values: readonly T[];
  readonly fallback: T;
  read(): T;
  write(value: T): void;
  subscribe(onChange: () => void): () => void;
}

export function createStoredPreference<T extends string>(options: {
  key: string;
  changeEvent: string;
  values: readonly T[];
  fallback: T;
}): StoredPreference<T> {
  const { key, changeEvent, values, fallback } = options;
  // Only used when localStorage throws (disabled storage): the value then lasts for this page.
  let memory: T | undefined;

  const parse = (value: unknown): T | undefined => values.find((allowed) => allowed === value);

  const load = (): T | undefined => {
    try {
      return parse(window.localStorage.getItem(key));
    } catch {
      return memory;
    }
  };

  const save = (value: T) => {
    memory = value;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage disabled: `memory` keeps the value
    }
  };

  return {
    key,
    changeEvent,
    values,
    fallback,
    read: () => load() ?? fallback,
    write(value) {
      save(value);
      window.dispatchEvent(new CustomEvent(changeEvent, { detail: value }));
    },
    subscribe(onChange) {
      const onBroadcast = (event: Event) => {
        const value = parse((event as CustomEvent<unknown>).detail);
        if (value === undefined) return;
        save(value); // a broadcast from elsewhere may not have stored its value
        onChange();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) onChange();
      };
      window.addEventListener(changeEvent, onBroadcast);
      window.addEventListener("storage", onStorage);
      return () => {
        window.removeEventListener(changeEvent, onBroadcast);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** The preference's current value; re-renders when it changes anywhere. */
export function useStoredPreference<T extends string>(preference: StoredPreference<T>): T {
  return useSyncExternalStore(preference.subscribe, preference.read, () => preference.fallback);
}
