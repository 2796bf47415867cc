// A bounded closed-loop load generator: `clients` callers each send one request, wait for its answer,
// and send the next, until the time or the request budget runs out. The same loop drives the API
// (over HTTP) and the SQL floor (over pg), so both are measured the same way.

export interface LoadOptions {
  clients: number;
  durationMs: number;
  /** stop after this many requests even when time is left */
  maxRequests: number;
  /** sends one request as caller number `client` (0 to clients - 1) and waits for its answer */
  request: (client: number) => Promise<void>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** the first error seen, so a failing case says why */
  firstError: string | null;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** how long the run took */
  elapsedMs: number;
  /** each answered request's latency, sorted */
  latencies: number[];
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export async function runLoad({
  clients,
  durationMs,
  maxRequests,
  request,
}: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  let firstError: string | null = null;
  const begin = performance.now();
  const deadline = begin + durationMs;

  async function caller(client: number) {
    while (started < maxRequests && performance.now() < deadline) {
      started += 1;
      const sent = performance.now();
      try {
        await request(client);
        latencies.push(performance.now() - sent);
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, client) => caller(client)));

  return summarize(latencies, errors, firstError, performance.now() - begin);
}

function summarize(
  latencies: number[],
  errors: number,
  firstError: string | null,
  elapsedMs: number,
): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    firstError,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    elapsedMs,
    latencies,
  };
}

/** Runs measured in slices, as one: their requests over their time, their latencies together. */
export function combineLoads(results: LoadResult[]): LoadResult {
  return summarize(
    results.flatMap((result) => result.latencies),
    results.reduce((sum, result) => sum + result.errors, 0),
    results.find((result) => result.firstError !== null)?.firstError ?? null,
    results.reduce((sum, result) => sum + result.elapsedMs, 0),
  );
}
