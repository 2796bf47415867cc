// Helpers for writing generated rows.

// One statement per chunk keeps round trips few and every statement well below Postgres's limit of
// 65,535 bind parameters.
const ROWS_PER_CHUNK = 2000;

export async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    await insert(rows.slice(start, start + ROWS_PER_CHUNK));
  }
}

/** the id stored under a natural key (a slug, an e-mail); a missing one is a bug in the seed */
export function requireId(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no row for "${key}"`);
  return id;
}
