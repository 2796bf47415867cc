import type { LoadResult } from "./load.ts";

// The bench's table: one row per read, path and client count, beside the floor.

export interface Row {
  name: string;
  /** "uncached" (RESPONSE_CACHE=off) or "cached" */
  path: string;
  clients: number;
  api: LoadResult;
  /** the same data by hand-written SQL; none for reads without data ({ __typename }) */
  floor: LoadResult | null;
  statements: number;
  seqScans: string[];
  rssMb: number;
  /** the server's CPU time (user and system) per request: what a request costs, however busy the machine */
  cpuMsPerRequest: number;
  /**
   * PostgreSQL's CPU time per request, the API's and the floor's (the database's backends, from
   * /proc: null when it runs elsewhere)
   */
  databaseCpuMsPerRequest: number | null;
  floorDatabaseCpuMsPerRequest: number | null;
}

const ms = (value: number | null | undefined) =>
  value != null && Number.isFinite(value) ? value.toFixed(1) : "-";
const cpu = (value: number | null | undefined) => (value != null ? value.toFixed(2) : "-");
const ratio = (value: number | null | undefined) =>
  value != null && Number.isFinite(value) ? `${value.toFixed(2)}x` : "-";

export function table(rows: Row[]): string {
  const lines = [
    "| read | path | clients | req/s | p50 ms | p95 ms | p99 ms | floor req/s | floor p95 ms | req/s / floor | p95 / floor | server CPU ms / request | PostgreSQL CPU ms / request | floor PostgreSQL CPU ms / request | SQL statements | seq scans on big tables | server RSS MB |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|",
  ];
  for (const row of rows) {
    const { api, floor } = row;
    const failed = api.errors ? ` (${api.errors} errors: ${api.firstError})` : "";
    lines.push(
      `| ${row.name}${failed} | ${row.path} | ${row.clients} | ${api.requestsPerSecond.toFixed(0)} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.p99)} | ${floor ? floor.requestsPerSecond.toFixed(0) : "-"} | ${ms(floor?.p95)} | ${ratio(floor && api.requestsPerSecond / floor.requestsPerSecond)} | ${ratio(floor && api.p95 / floor.p95)} | ${cpu(row.cpuMsPerRequest)} | ${cpu(row.databaseCpuMsPerRequest)} | ${cpu(row.floorDatabaseCpuMsPerRequest)} | ${row.statements} | ${row.seqScans.join(", ") || "none"} | ${row.rssMb.toFixed(0)} |`,
    );
  }
  return lines.join("\n");
}
