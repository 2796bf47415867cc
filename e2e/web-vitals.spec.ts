import { expect, test, type APIRequestContext } from "./support/test.ts";
import { expectHydrated } from "./support/hydration.ts";
import { queryApi } from "./support/api.ts";

// Real-user metrics end to end: a page visited in Chromium reports its web vitals by beacon, and
// /metrics counts them under the page's route template.

const ROUTE = "/manga/:mangaId";
const HISTOGRAMS = [
  "web_vitals_lcp_seconds",
  "web_vitals_fcp_seconds",
  "web_vitals_ttfb_seconds",
  "web_vitals_cls",
  "web_vitals_inp_seconds",
];

const metricsOf = async (request: APIRequestContext) =>
  (await (await request.get("/metrics")).text()).split("\n");

/** How many page loads each histogram has counted for the route (other journeys add theirs). */
async function countsOf(request: APIRequestContext): Promise<number[]> {
  const lines = await metricsOf(request);
  return HISTOGRAMS.map((name) => {
    const line = lines.find((candidate) => candidate.startsWith(`${name}_count{route="${ROUTE}"}`));
    return line ? Number(line.split(" ").at(-1)) : 0;
  });
}

test("a title's page, once left, shows in /metrics as web-vitals histograms for its route", async ({
  page,
  request,
}) => {
  const { mangas } = await queryApi<{
    mangas: { edges: { node: { slug: string; title: string } }[] };
  }>(request, `{ mangas(first: 1) { edges { node { slug title } } } }`);
  const { slug, title } = mangas.edges[0]!.node;
  const before = await countsOf(request);

  await page.goto(`/manga/${slug}`);
  const heading = page.getByRole("heading", { level: 1, name: title });
  await expect(heading).toBeVisible();
  // Web vitals are observed once the app has taken the rendered page over.
  await expectHydrated(heading);
  await heading.click(); // an interaction, so there is an INP to report
  // The browser times an interaction after its next paint, which a loaded machine can delay
  // past the page's leaving: wait until it is on the timeline.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("first-input").length))
    .toBe(1);
  // web-vitals takes an interaction in when the browser is next idle (and reports INP on leaving
  // only once it has): a reader stays a moment, which the app's start, at the first interaction,
  // may still be filling. Two idle periods: its observer may hear of the entry after this asks.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  // Leaving hides the page: web-vitals reports its last values and the beacon goes.
  await page.goto("about:blank");

  // The histograms that have not yet counted this visit: none, once the beacon has arrived.
  await expect
    .poll(async () => {
      const now = await countsOf(request);
      return HISTOGRAMS.filter((_, index) => now[index]! <= before[index]!);
    })
    .toEqual([]);
  // Buckets at the Core Web Vitals thresholds, labelled by the template, never the URL.
  const lines = await metricsOf(request);
  for (const bucket of [
    `web_vitals_lcp_seconds_bucket{le="2.5",route="${ROUTE}"}`,
    `web_vitals_lcp_seconds_bucket{le="4",route="${ROUTE}"}`,
    `web_vitals_inp_seconds_bucket{le="0.2",route="${ROUTE}"}`,
    `web_vitals_cls_bucket{le="0.1",route="${ROUTE}"}`,
  ]) {
    expect(lines.some((line) => line.startsWith(bucket))).toBe(true);
  }
  expect(lines.filter((line) => line.includes(slug))).toEqual([]);
});
