// `pnpm lighthouse [base URL]`: Lighthouse's mobile preset (a mid-range phone on a slow 4G
// network, simulated) against a running Inkpanel (`pnpm start`, http://localhost:4000 unless
// given), for the home page, browse, a title, an article and a chapter. Prints each page's
// median of LIGHTHOUSE_RUNS runs (3 unless set): the performance, accessibility and SEO scores
// and the performance metrics. With LIGHTHOUSE_REPORTS=<folder>, each run's whole JSON report is
// kept there (`<page>-<run>.json`), for its LCP breakdown, long tasks and network timings.
// LIGHTHOUSE_PAGES=home,browse measures only those pages (home, browse, title, article, chapter).
// Chromium is Debian's (CHROMIUM_PATH elsewhere), as for every browser test.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const baseUrl = (process.argv[2] ?? "http://localhost:4000").replace(/\/$/, "");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";

interface Report {
  categories: Record<"performance" | "accessibility" | "seo", { score: number }>;
  audits: Record<string, { numericValue: number }>;
  json: string;
}

/** The first title, its first chapter and the first article, read through the API as any client would. */
async function samplePaths() {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        "{ mangas(first: 1) { edges { node { id chapters(first: 1) { edges { node { number } } } } } } blogPosts(first: 1) { edges { node { slug } } } }",
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      mangas: {
        edges: { node: { id: string; chapters: { edges: { node: { number: number } }[] } } }[];
      };
      blogPosts: { edges: { node: { slug: string } }[] };
    };
  };
  const manga = data.mangas.edges[0]!.node;
  return {
    title: `/manga/${manga.id}`,
    article: `/blog/${data.blogPosts.edges[0]!.node.slug}`,
    chapter: `/manga/${manga.id}/chapter/${manga.chapters.edges[0]!.node.number}`,
  };
}

/** One run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is made again. */
async function lighthouse(url: string, attempts = 3): Promise<Report> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`Lighthouse failed on ${url}, running it again: ${String(error).slice(0, 200)}`);
    return lighthouse(url, attempts - 1);
  }
}

async function lighthouseOnce(url: string): Promise<Report> {
  const { stdout } = await run(
    "pnpm",
    [
      "exec",
      "lighthouse",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,seo",
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return { ...(JSON.parse(stdout) as Report), json: stdout };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const samples = await samplePaths();
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const pages = [
  { name: "/", slug: "home", path: "/" },
  { name: "/browse", slug: "browse", path: "/browse" },
  { name: "a title", slug: "title", path: samples.title },
  { name: "an article", slug: "article", path: samples.article },
  { name: "a chapter", slug: "chapter", path: samples.chapter },
].filter((page) => !only || only.includes(page.slug));

if (reportsDir) mkdirSync(reportsDir, { recursive: true });
console.log(`Lighthouse, mobile preset, median of ${runs} run(s), against ${baseUrl}\n`);
console.log("| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS | Speed Index |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const page of pages) {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) {
    const report = await lighthouse(baseUrl + page.path);
    reports.push(report);
    if (reportsDir) {
      writeFileSync(join(reportsDir, `${page.slug}-${i + 1}.json`), report.json);
    }
  }
  const metric = (id: string) => median(reports.map((report) => report.audits[id]!.numericValue));
  const score = (category: keyof Report["categories"]) =>
    Math.round(median(reports.map((report) => report.categories[category].score * 100)));
  console.log(
    `| ${page.name} | ${score("performance")} | ${score("accessibility")} | ${score("seo")} | ` +
      `${seconds(metric("first-contentful-paint"))} | ` +
      `${seconds(metric("largest-contentful-paint"))} | ${Math.round(metric("total-blocking-time"))} ms | ` +
      `${metric("cumulative-layout-shift").toFixed(2)} | ${seconds(metric("speed-index"))} |`,
  );
}
