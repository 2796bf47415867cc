import { LRUCache } from "lru-cache";
import type { ChangeListener } from "./change-listener.ts";
import type { Db } from "./db.ts";

/** A value an instance may keep until a notification on `channel` says the data under it changed. */
export interface KeptValue<Value> {
  channel: string;
  /** tells it from every other kept value (values of one kind, such as counts, by what they count) */
  key: string;
  read(db: Db): Promise<Value>;
  /** when a value read stops being true though nothing changed (ms since the epoch), if it ever does */
  until?(value: Value): number | null;
}

/** how many values an instance keeps at most: the least recently used go first */
const MAX_KEPT_VALUES = 10_000;

/** Reads a kept value: from this instance's memory while it is current, else from `db`. */
export type KeptValues = <Value>(value: KeptValue<Value>) => Promise<Value>;

/** Reading each time: for contexts outside a served instance (tests, scripts). */
export const readEachTime =
  (db: Db): KeptValues =>
  (value) =>
    value.read(db);

/**
 * The instance's kept values, read from `db` (the primary: a replica could still be behind the
 * change it was notified of). A value read under a generation is kept under it, so a read that a
 * change overtook is read again at the next use; nothing is kept while changes cannot be heard.
 * A value is also read again at its first use from the moment its `until` says.
 */
export function keptValues(changes: ChangeListener, db: Db): KeptValues {
  const kept = new LRUCache<
    string,
    { generation: number; value: Promise<unknown>; until: number | null }
  >({ max: MAX_KEPT_VALUES });
  return <Value>(value: KeptValue<Value>) => {
    if (!changes.isListening()) return value.read(db);
    const generation = changes.generation(value.channel);
    const entry = kept.get(value.key);
    if (entry?.generation === generation && (entry.until ?? Infinity) > Date.now()) {
      return entry.value as Promise<Value>;
    }
    const reading = value.read(db);
    const read = { generation, value: reading, until: null as number | null };
    kept.set(value.key, read);
    reading.then(
      (answer) => (read.until = value.until?.(answer) ?? null),
      // A failed read is not kept: the next use tries again.
      () => kept.get(value.key) === read && kept.delete(value.key),
    );
    return reading;
  };
}
