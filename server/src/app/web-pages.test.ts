import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ANONYMOUS_PAGE_CACHE_CONTROL } from "./web-pages.ts";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";

// A stand-in for the web app's server build (web/dist-server/entry-server.js, which `pnpm build`
// makes): it renders slowly, counts its renders, and asks the API, in the server's own process,
// for what it shows. The real renderer's pages are checked by e2e/server-rendering.spec.ts.
const root = mkdtempSync(path.join(tmpdir(), "inkpanel-web-pages-"));
const webDistDir = path.join(root, "dist");
mkdirSync(webDistDir);
mkdirSync(path.join(root, "dist-server"));
writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>shell</title>");
writeFileSync(
  path.join(root, "dist-server/entry-server.js"),
  `
  let renders = 0;
  export const pageLocale = ({ headers, languageCookie }) =>
    languageCookie ?? (headers.get("accept-language")?.startsWith("ja") ? "ja" : "en");
  export async function renderPage(request) {
    renders++;
    const render = renders;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (new URL(request.url).pathname === "/broken") throw new Error("render failed");
    const { data } = await request.execute({ query: "{ genres { slug } }", variables: {} });
    const lang = pageLocale(request);
    return { status: 200, html: lang + " render " + render + " genres " + data.genres.length };
  }
  `,
);
afterAll(() => rmSync(root, { recursive: true }));

const db = useTestDb();
const app = useHttpApp({ db, webDistDir });

const page = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(app.url(pathname), { headers: { accept: "text/html", ...headers } });

describe("pages rendered on the server", () => {
  it("render a burst of anonymous requests for one page once, and keep it per language", async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, () => page("/burst")));
    const texts = await Promise.all(burst.map((response) => response.text()));
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toMatch(/^en render \d+ genres \d+$/);
    for (const response of burst) {
      expect(response.headers.get("cache-control")).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
      expect(response.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    }
    // Kept: asked again, the same render.
    expect(await (await page("/burst")).text()).toBe(texts[0]);
    // Another language is another page.
    const japanese = await (await page("/burst", { "accept-language": "ja" })).text();
    expect(japanese).toMatch(/^ja render/);
    expect(await (await page("/burst", { cookie: "inkpanel-language=ja" })).text()).toBe(japanese);
  });

  it("render a signed-in reader's page for each request, kept by no one", async () => {
    const signedIn = { cookie: "inkpanel_session=a-session" };
    const first = await page("/mine", signedIn);
    const second = await page("/mine", signedIn);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(await first.text()).not.toBe(await second.text());
  });

  it("send the app's shell when a render fails, for the browser to render", async () => {
    const response = await page("/broken");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("<!doctype html><title>shell</title>");
  });
});
