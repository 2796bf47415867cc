// `pnpm bench`: measures the main reads through HTTP + GraphQL against a server it starts, at 1 and 50
// clients, beside the same data fetched by hand-written SQL (the floor). Prints a markdown table and
// writes it to .data/bench/. The database is BENCH_DATABASE_URL, else DATABASE_URL: a seeded one
// (`pnpm db:seed`, or `pnpm db:seed --scale 100000` for the large library).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { benchCases, loadRouteQueries, type BenchCase, type DeepPage } from "./cases.ts";
import { prepareFixture, removeBenchReader } from "./fixture.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { repoRoot } from "../lib/paths.ts";
import type { LoggedStatement } from "./statement-log.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set BENCH_DATABASE_URL (or DATABASE_URL) to a seeded PostgreSQL database.");
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
/** how many clients each read is measured with, and for how long (bounded in time and count) */
const RUNS = [
  { clients: 1, durationMs: 1500, maxRequests: 2_000 },
  { clients: 50, durationMs: 3000, maxRequests: 20_000 },
];
/** the pool of the floor: as many connections as the server's */
const FLOOR_CONNECTIONS = 10;
/** a request still unanswered after this counts as an error, so a run ends soon after its time */
const REQUEST_TIMEOUT_MS = 5000;
const BIG_TABLES = new Set([
  "Manga",
  "Chapter",
  "Page",
  "MangaGenre",
  "MangaAltTitle",
  "MangaDailyView",
  "ReadingEvent",
]);

async function startServer(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repoRoot, "server/src/bench/server.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`The bench server exited (${code})`)));
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
  });
  return server;
}

interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
  cookie?: string;
  cached?: boolean;
}

async function callApi<Data>({ query, variables, cookie, cached }: GraphQLCall): Promise<Data> {
  const response = await fetch(`${origin}${cached ? "/cached" : ""}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!response.ok || body.errors) {
    throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  }
  return body.data!;
}

/** Pages through the RATING order 100 at a time to the cursor after `offset` titles. */
async function deepPage(pool: pg.Pool): Promise<DeepPage> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int FROM "Manga"`);
  const titles = rows[0]?.count ?? 0;
  const offset = Math.max(100, Math.min(5000, Math.floor(titles / 200) * 100));
  let after: string | null = null;
  let last = { id: "", rating: 0 };
  for (let seen = 0; seen < offset; seen += 100) {
    const data: {
      mangas: { pageInfo: { endCursor: string }; edges: { node: typeof last }[] };
    } = await callApi({
      query: `query DeepPage($after: String) { mangas(sort: RATING, first: 100, after: $after) {
        pageInfo { endCursor } edges { node { id rating } } } }`,
      variables: { after },
    });
    after = data.mangas.pageInfo.endCursor;
    last = data.mangas.edges.at(-1)!.node;
  }
  return { offset, after: after!, ...last };
}

async function takeStatements() {
  const response = await fetch(`${origin}/bench/statements`);
  return (await response.json()) as { count: number; statements: LoggedStatement[]; rss: number };
}

/** The big tables that the statements' plans read by sequential scan. */
async function seqScans(pool: pg.Pool, statements: LoggedStatement[]): Promise<string[]> {
  const scanned = new Set<string>();
  for (const { sql, params } of statements) {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN ${sql}`,
      JSON.parse(params),
    );
    for (const { "QUERY PLAN": line } of rows) {
      const table = /Seq Scan on "?(\w+)"?/.exec(line)?.[1];
      if (table && BIG_TABLES.has(table)) scanned.add(table);
    }
  }
  return [...scanned];
}

interface Row {
  name: string;
  clients: number;
  api: LoadResult;
  floor: LoadResult;
  statements: number;
  seqScans: string[];
  rssMb: number;
}

async function measure(pool: pg.Pool, benchCase: BenchCase, cookie: string): Promise<Row[]> {
  const call = { ...benchCase, cookie: benchCase.signedIn ? cookie : undefined };
  await callApi(call); // warm up, and fail loudly on an error
  await benchCase.floor(pool);
  await takeStatements();
  await callApi(call);
  const { count, statements } = await takeStatements();
  const scans = await seqScans(pool, statements);
  const rows: Row[] = [];
  for (const run of RUNS) {
    const api = await runLoad({ ...run, request: () => callApi(call) });
    const floor = await runLoad({ ...run, request: () => benchCase.floor(pool).then(() => {}) });
    const { rss } = await takeStatements();
    rows.push({
      name: benchCase.name,
      clients: run.clients,
      api,
      floor,
      statements: count,
      seqScans: scans,
      rssMb: rss / 2 ** 20,
    });
  }
  return rows;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");

function table(rows: Row[]): string {
  const lines = [
    "| read | clients | req/s | p50 ms | p95 ms | p99 ms | floor req/s | floor p95 ms | p95 / floor | SQL statements | seq scans on big tables | server RSS MB |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|",
  ];
  for (const row of rows) {
    const failed = row.api.errors ? ` (${row.api.errors} errors: ${row.api.firstError})` : "";
    lines.push(
      `| ${row.name}${failed} | ${row.clients} | ${row.api.requestsPerSecond.toFixed(0)} | ${ms(row.api.p50)} | ${ms(row.api.p95)} | ${ms(row.api.p99)} | ${row.floor.requestsPerSecond.toFixed(0)} | ${ms(row.floor.p95)} | ${(row.api.p95 / row.floor.p95).toFixed(1)}x | ${row.statements} | ${row.seqScans.join(", ") || "none"} | ${row.rssMb.toFixed(0)} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: FLOOR_CONNECTIONS,
    query_timeout: REQUEST_TIMEOUT_MS,
  });
  const server = await startServer();
  try {
    const {
      rows: [size],
    } = await pool.query<{ titles: number; chapters: number }>(
      `SELECT (SELECT count(*)::int FROM "Manga") AS titles, (SELECT count(*)::int FROM "Chapter") AS chapters`,
    );
    const library = `${size!.titles.toLocaleString("en")} titles, ${size!.chapters.toLocaleString("en")} chapters`;
    console.log(`Library: ${library}. Preparing…`);
    const fixture = await prepareFixture(pool);
    const cases = benchCases(await loadRouteQueries(), fixture, await deepPage(pool));
    const cookie = `${SESSION_COOKIE}=${fixture.reader.sessionToken}`;
    const results: Row[] = [];
    for (const benchCase of cases) {
      const rows = await measure(pool, benchCase, cookie);
      console.log(table(rows).split("\n").slice(2).join("\n"));
      results.push(...rows);
    }
    const cpu = os.cpus()[0]?.model ?? "unknown CPU";
    const report = [
      `Library: ${library}. Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString()}.`,
      `Each read: ${RUNS.map((run) => `${run.clients} client(s) for ${run.durationMs / 1000} s`).join(", then ")}; floor pool ${FLOOR_CONNECTIONS} connections.`,
      "",
      table(results),
    ].join("\n");
    console.log(`\n${report}`);
    const outDir = path.join(repoRoot, ".data/bench");
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, `${new URL(databaseUrl!).pathname.slice(1)}-${Date.now()}.md`);
    await writeFile(file, `${report}\n`);
    console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
    await removeBenchReader(pool);
  } finally {
    server.kill();
    await pool.end();
  }
}

await main();
