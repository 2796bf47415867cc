import { useSyncExternalStore } from "react";

/**
 * A value kept in this browser's localStorage under `key`. Reading never fails: without storage,
 * or with a stored text `parse` does not accept, it is `fallback`. A value storage refuses
 * (disabled or full) lasts for this page. Each write is broadcast on `window` as a `changeEvent`
 * CustomEvent whose detail is the stored text, and other tabs' writes arrive as `storage` events,
 * so every subscriber follows at once.
 */
export interface StoredValue<T, Fallback = T> {
  readonly key: string;
  readonly fallback: Fallback;
  // Functions of their own (not methods): each may be handed on alone, as a setter or a subscriber.
  read: () => T | Fallback;
  write: (value: T) => void;
  subscribe: (onChange: () => void) => () => void;
}

export interface StoredValueOptions<T, Fallback> {
  key: string;
  fallback: Fallback;
  /** the stored text back into a value: undefined (or a throw) for one it does not accept */
  parse: (stored: string) => T | undefined;
  /** the value as stored text; String by default */
  serialize?: (value: T) => string;
  /** the window event announcing a change; other code may dispatch it too */
  changeEvent?: string;
}

/** A `parse` for a value that is one of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (stored: string): T | undefined =>
    values.find((value) => value === stored);

export function createStoredValue<T, Fallback = T>({
  key,
  fallback,
  parse,
  serialize = String,
  changeEvent = `stored-value:${key}`,
}: StoredValueOptions<T, Fallback>): StoredValue<T, Fallback> {
  // The text written on this page that storage refused: it stands in for storage until the next
  // successful write here or in another tab.
  let unsaved: string | null = null;
  // The last text read and its value: the same text gives the very same value, as
  // useSyncExternalStore needs (a parsed list would otherwise be new on every render).
  let lastText: string | null | undefined;
  let lastValue: T | Fallback = fallback;

  const valueOf = (text: string | null): T | undefined => {
    if (text === null) return undefined;
    try {
      return parse(text);
    } catch {
      return undefined; // malformed: as if nothing were stored
    }
  };

  const storedText = (): string | null => {
    if (unsaved !== null) return unsaved;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage disabled
    }
  };

  const store = (text: string) => {
    try {
      window.localStorage.setItem(key, text);
      unsaved = null;
    } catch {
      unsaved = text; // storage disabled or full
    }
  };

  return {
    key,
    fallback,
    read() {
      const text = storedText();
      if (text !== lastText) {
        lastText = text;
        lastValue = valueOf(text) ?? fallback;
      }
      return lastValue;
    },
    write(value) {
      const text = serialize(value);
      store(text);
      window.dispatchEvent(new CustomEvent(changeEvent, { detail: text }));
    },
    subscribe(onChange) {
      const onBroadcast = (event: Event) => {
        const { detail } = event as CustomEvent<unknown>;
        if (typeof detail !== "string" || valueOf(detail) === undefined) return;
        store(detail); // a broadcast from other code may not have stored its value
        onChange();
      };
      const onStorage = (event: StorageEvent) => {
        // Another tab wrote it, or cleared storage (no key).
        if (event.key !== null && event.key !== key) return;
        unsaved = null;
        onChange();
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

/**
 * The stored value now; re-renders when it changes anywhere. On the server, and while hydrating,
 * it is the fallback, so the first render in the browser matches the server's HTML.
 */
export function useStoredValue<T, Fallback>(stored: StoredValue<T, Fallback>): T | Fallback {
  return useSyncExternalStore(stored.subscribe, stored.read, () => stored.fallback);
}
