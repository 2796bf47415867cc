// `pnpm bench`: measures the main reads through HTTP + GraphQL against a server it starts, at 1 and
// 50 clients by default (each a visitor of its own address), beside the same data fetched by
// hand-written SQL (the floor). Prints a markdown table and writes it to .data/bench/. The database is
// BENCH_DATABASE_URL, else DATABASE_URL: a seeded one (`pnpm db:seed`, or `pnpm db:seed --scale
// 100000` for the large library). Options:
//   --only <text>  only the reads whose name contains one of these comma-separated texts
//   --clients <n,...>  the client counts to measure each read with instead of 1,50 (e.g. 1,20)
//   --cached       also the cached path: a second server with RESPONSE_CACHE=on beside the uncached one
//   --profile      run the servers under `node --cpu-prof`; print each profile's top frames at the end
//   --server <js>  measure this build of bench/server.ts instead of bundling the working tree's (an
//                  older commit's, built beside server/dist so its packages resolve, for before/after)
import { mkdir, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  benchCases,
  loadRouteQueries,
  type BenchCase,
  type DeepPage,
  type GraphQLOperation,
} from "./cases.ts";
import { prepareFixture, removeBenchReader } from "./fixture.ts";
import { databaseCpuMs, databaseCpuTicks } from "./database-cpu.ts";
import { combineLoads, runLoad, type LoadResult } from "./load.ts";
import { nowMicroseconds, summarizeProfile, type Window } from "./profile-summary.ts";
import { table, type Row } from "./report.ts";
import { buildBenchServer, startBenchServer, type BenchServer } from "./spawn-server.ts";
import { requestJson, visitors, type Visitor } from "./visitors.ts";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { serverPoolSize } from "../database/pool-size.ts";
import { repoRoot } from "../lib/paths.ts";
import type { LoggedStatement } from "./statement-log.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set BENCH_DATABASE_URL (or DATABASE_URL) to a seeded PostgreSQL database.");
  process.exit(2);
}
const { values: options } = parseArgs({
  options: {
    only: { type: "string" },
    clients: { type: "string", default: "1,50" },
    cached: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    server: { type: "string" },
  },
});
const port = Number(process.env.BENCH_PORT ?? 4180);
/** how many clients each read is measured with, and for how long (bounded in time and count) */
const RUNS = options.clients.split(",").map((text) => {
  const clients = Number(text);
  if (!(Number.isInteger(clients) && clients > 0)) {
    console.error("--clients takes whole numbers of clients, e.g. --clients 1,20");
    process.exit(2);
  }
  // one client for 1.5 s, more for 3 s, as the default 1,50 runs
  return clients === 1
    ? { clients, durationMs: 1500, maxRequests: 2_000 }
    : { clients, durationMs: 3000, maxRequests: 20_000 };
});
/**
 * Before each measured run, the same load for this long, not counted: V8 has then compiled the hot
 * paths of the server and of the floor's pg client alike (a read measured cold paid for it in
 * its p95, the first read most), and graphql-jit has compiled the document.
 */
const WARM_UP_MS = 1000;
/**
 * Before the first read, the reads chosen in turn for this long on each server and the floor, not
 * counted. A server just started is slow for its first seconds of load, however warm its one read
 * is: whichever read came first took about twice the server CPU per request it took measured
 * after another (2.5-3.3 ms against 1.2-1.4 ms a browse page, each order tried, 50 clients).
 */
const FIRST_WARM_UP_MS = 6000;
/**
 * Each run is measured in this many slices, the floor's and each server's in turn, so that the
 * machine's swings (a shared VM's speed changes by half within seconds) fall on both sides alike.
 */
const SLICES = 3;
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
const outDir = path.join(repoRoot, ".data/bench");
const clients = visitors(Math.max(...RUNS.map((run) => run.clients)));

/** A path measured: the uncached one always, the cached one with --cached. */
interface MeasuredPath {
  name: string;
  server: BenchServer;
  /** when the load ran on it, for its profile */
  loadWindows: Window[];
}

interface GraphQLCall extends GraphQLOperation {
  cookie?: string;
}

/**
 * A call as its client sends it: a web app query as Apollo Client's persisted-query link does (a GET
 * with the hash alone, the header Apollo's CSRF prevention asks of a GET), any other POSTed.
 */
function requestOf({ query, variables, persistedHash, cookie }: GraphQLCall) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (!persistedHash) {
    return { path: "/graphql", body: JSON.stringify({ query, variables }), headers };
  }
  const search = new URLSearchParams({
    operationName: /^query (\w+)/.exec(query)![1]!,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedHash } }),
  });
  return {
    path: `/graphql?${search}`,
    headers: { ...headers, "apollo-require-preflight": "true" },
  };
}

async function callApi<Data>(
  origin: string,
  call: GraphQLCall,
  visitor: Visitor = clients[0]!,
): Promise<Data> {
  const { path, ...request } = requestOf(call);
  const response = await requestJson(visitor, { origin, path }, request, REQUEST_TIMEOUT_MS);
  const body = JSON.parse(response.body) as { data?: Data; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors) {
    throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  }
  return body.data!;
}

/** Pages through the RATING order 100 at a time to the cursor after `offset` titles. */
async function deepPage(origin: string, pool: pg.Pool): Promise<DeepPage> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int FROM "Manga"`);
  const titles = rows[0]?.count ?? 0;
  const offset = Math.max(100, Math.min(5000, Math.floor(titles / 200) * 100));
  let after: string | null = null;
  let last = { id: "", rating: 0 };
  for (let seen = 0; seen < offset; seen += 100) {
    const data: {
      mangas: { pageInfo: { endCursor: string }; edges: { node: typeof last }[] };
    } = await callApi(origin, {
      query: `query DeepPage($after: String) { mangas(sort: RATING, first: 100, after: $after) {
        pageInfo { endCursor } edges { node { id rating } } } }`,
      variables: { after },
    });
    after = data.mangas.pageInfo.endCursor;
    last = data.mangas.edges.at(-1)!.node;
  }
  return { offset, after: after!, ...last };
}

async function takeStatements(origin: string) {
  const response = await fetch(`${origin}/bench/statements`);
  return (await response.json()) as {
    count: number;
    statements: LoggedStatement[];
    rss: number;
    cpuMicroseconds: number;
  };
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

/** One visit of the case's screen: its queries at once, as the web app sends them. */
function visitOf(benchCase: BenchCase, cookie: string) {
  const calls = [benchCase, ...(benchCase.alongside ?? [])].map((operation) => ({
    ...operation,
    cookie: benchCase.signedIn ? cookie : undefined,
  }));
  return (origin: string, visitor?: Visitor) =>
    Promise.all(calls.map((call) => callApi(origin, call, visitor))).then(() => {});
}

/** The first warm-up (FIRST_WARM_UP_MS): every case's floor, then on each server its visits, in turn. */
async function warmUpFirst(
  pool: pg.Pool,
  paths: MeasuredPath[],
  cases: BenchCase[],
  cookie: string,
) {
  const clientCount = Math.max(...RUNS.map((run) => run.clients));
  /** each caller (a visitor of its own) sends the next of `requests` in turn */
  const load = (requests: ((client: number) => Promise<unknown>)[]) => {
    let sent = 0;
    return runLoad({
      clients: clientCount,
      durationMs: FIRST_WARM_UP_MS,
      maxRequests: Number.MAX_SAFE_INTEGER,
      request: (client) => requests[sent++ % requests.length]!(client).then(() => {}),
    });
  };
  const floors = cases.flatMap(({ floor }) => (floor ? [() => floor(pool)] : []));
  if (floors.length > 0) await load(floors);
  const visits = cases.map((benchCase) => visitOf(benchCase, cookie));
  for (const { server } of paths) {
    await load(visits.map((visit) => (client: number) => visit(server.origin, clients[client])));
  }
}

async function measure(
  pool: pg.Pool,
  paths: MeasuredPath[],
  benchCase: BenchCase,
  cookie: string,
): Promise<Row[]> {
  const visit = visitOf(benchCase, cookie);
  const sent = new Map<string, { count: number; scans: string[] }>();
  for (const { name, server } of paths) {
    await visit(server.origin); // warm up (and fill a cache), and fail loudly on an error
    await takeStatements(server.origin);
    await visit(server.origin);
    const { count, statements } = await takeStatements(server.origin);
    sent.set(name, { count, scans: await seqScans(pool, statements) });
  }
  await benchCase.floor?.(pool);
  const rows: Row[] = [];
  for (const run of RUNS) {
    const warmUp = (request: (client: number) => Promise<void>) =>
      runLoad({ ...run, durationMs: WARM_UP_MS, request });
    const slice = (request: (client: number) => Promise<void>) =>
      runLoad({
        ...run,
        durationMs: run.durationMs / SLICES,
        maxRequests: Math.ceil(run.maxRequests / SLICES),
        request,
      });
    const floorRequest = benchCase.floor && (() => benchCase.floor!(pool).then(() => {}));
    const sides = paths.map((measured) => ({
      ...measured,
      request: (client: number) => visit(measured.server.origin, clients[client]),
      slices: [] as LoadResult[],
      cpuMicroseconds: 0,
      databaseMs: 0 as number | null,
      rss: 0,
    }));
    if (floorRequest) await warmUp(floorRequest);
    for (const side of sides) await warmUp(side.request);
    const floorSlices: LoadResult[] = [];
    let floorDatabaseMs: number | null = 0;
    const addMs = (total: number | null, ms: number | null) =>
      total === null || ms === null ? null : total + ms;
    for (let index = 0; index < SLICES; index++) {
      if (floorRequest) {
        const databaseBefore = await databaseCpuTicks(pool);
        floorSlices.push(await slice(floorRequest));
        floorDatabaseMs = addMs(
          floorDatabaseMs,
          databaseCpuMs(databaseBefore, await databaseCpuTicks(pool)),
        );
      }
      for (const side of sides) {
        const { cpuMicroseconds: cpuBefore } = await takeStatements(side.server.origin);
        const databaseBefore = await databaseCpuTicks(pool);
        const started = nowMicroseconds();
        side.slices.push(await slice(side.request));
        side.loadWindows.push([started, nowMicroseconds()]);
        side.databaseMs = addMs(
          side.databaseMs,
          databaseCpuMs(databaseBefore, await databaseCpuTicks(pool)),
        );
        const { rss, cpuMicroseconds } = await takeStatements(side.server.origin);
        side.cpuMicroseconds += cpuMicroseconds - cpuBefore;
        side.rss = rss;
      }
    }
    const floor = floorRequest ? combineLoads(floorSlices) : null;
    for (const side of sides) {
      const api = combineLoads(side.slices);
      const sentRequests = api.requests + api.errors;
      const { count, scans } = sent.get(side.name)!;
      rows.push({
        name: benchCase.name,
        path: side.name,
        clients: run.clients,
        api,
        floor,
        statements: count,
        seqScans: scans,
        rssMb: side.rss / 2 ** 20,
        cpuMsPerRequest: side.cpuMicroseconds / 1000 / sentRequests,
        databaseCpuMsPerRequest: side.databaseMs === null ? null : side.databaseMs / sentRequests,
        floorDatabaseCpuMsPerRequest:
          floor && floorDatabaseMs !== null
            ? floorDatabaseMs / (floor.requests + floor.errors)
            : null,
      });
    }
  }
  return rows;
}

async function main() {
  // The floor's pool has as many connections as the server's.
  // Each server the bench starts is one instance on the database, sized as production sizes it.
  const instances = process.env.SERVER_INSTANCES ?? String(options.cached ? 2 : 1);
  const floorConnections = await serverPoolSize(databaseUrl!, {
    ...process.env,
    SERVER_INSTANCES: instances,
  });
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: floorConnections,
    query_timeout: REQUEST_TIMEOUT_MS,
  });
  if (!options.server) await buildBenchServer();
  const profileDir = options.profile ? path.join(outDir, `profiles-${Date.now()}`) : undefined;
  const start = (offset: number, responseCache: "on" | "off") =>
    startBenchServer({
      databaseUrl: databaseUrl!,
      port: port + offset,
      env: { RESPONSE_CACHE: responseCache, SERVER_INSTANCES: instances },
      bundle: options.server && path.resolve(options.server),
      profileDir:
        profileDir && path.join(profileDir, responseCache === "on" ? "cached" : "uncached"),
    });
  const paths: MeasuredPath[] = [
    { name: "uncached", server: await start(0, "off"), loadWindows: [] },
  ];
  try {
    if (options.cached) {
      paths.push({ name: "cached", server: await start(1, "on"), loadWindows: [] });
    }
    const {
      rows: [size],
    } = await pool.query<{ titles: number; chapters: number }>(
      `SELECT (SELECT count(*)::int FROM "Manga") AS titles, (SELECT count(*)::int FROM "Chapter") AS chapters`,
    );
    const library = `${size!.titles.toLocaleString("en")} titles, ${size!.chapters.toLocaleString("en")} chapters`;
    console.log(`Library: ${library}. Preparing…`);
    const fixture = await prepareFixture(pool);
    const only = options.only?.split(",").map((text) => text.trim());
    const cases = benchCases(
      await loadRouteQueries(),
      fixture,
      await deepPage(paths[0]!.server.origin, pool),
    ).filter(({ name }) => !only || only.some((text) => name.includes(text)));
    const cookie = `${SESSION_COOKIE}=${fixture.reader.sessionToken}`;
    await warmUpFirst(pool, paths, cases, cookie);
    const results: Row[] = [];
    for (const benchCase of cases) {
      const rows = await measure(pool, paths, benchCase, cookie);
      console.log(table(rows).split("\n").slice(2).join("\n"));
      results.push(...rows);
    }
    const cpu = os.cpus()[0]?.model ?? "unknown CPU";
    const report = [
      `Library: ${library}. Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}.`,
      `Each read: ${RUNS.map((run) => `${run.clients} client(s) for ${run.durationMs / 1000} s`).join(", then ")}, each client from its own address; server and floor pools ${floorConnections} connections.`,
      "",
      table(results),
    ].join("\n");
    console.log(`\n${report}`);
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, `${new URL(databaseUrl!).pathname.slice(1)}-${Date.now()}.md`);
    await writeFile(file, `${report}\n`);
    console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
    await removeBenchReader(pool);
  } finally {
    await Promise.all(paths.map(({ server }) => server.stop()));
    await pool.end();
    await Promise.all(clients.map((visitor) => visitor.close()));
  }
  if (profileDir) {
    for (const { name, loadWindows } of paths) {
      const dir = path.join(profileDir, name);
      for (const file of await readdir(dir)) {
        const where = path.relative(process.cwd(), path.join(dir, file));
        console.log(`\nCPU profile of the ${name} server under load (${where}):`);
        console.log(await summarizeProfile(path.join(dir, file), loadWindows));
      }
    }
  }
}

await main();
