import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_PAGE_CACHE_CONTROL } from "./web-pages.ts";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { useOwnTestDatabase, useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { fixtureReaders } from "../test/readers.ts";

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
    const text = lang + " render " + render + " genres " + data.genres.length;
    return { status: 200, html: '<html lang="' + lang + '"><body>' + text + "</body></html>" };
  }
  `,
);
afterAll(() => rmSync(root, { recursive: true }));

const db = useTestDb();
const app = useHttpApp({ db, webDistDir });

const page = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(app.url(pathname), { headers: { accept: "text/html", ...headers } });

/** What the stand-in rendered, without the <html> around it. */
const textOf = async (response: Response) => (await response.text()).replace(/<[^>]*>/g, "");

/** The opening <html> tag of a page. */
const htmlTagOf = (html: string) => /<html[^>]*>/.exec(html)?.[0];

const scenario = fixtureReaders({
  plan: { id: "web-pages-plan", name: "Web pages", description: "", sortOrder: 91 },
  readers: { lightReader: { id: "light-reader", theme: "LIGHT", colorScheme: "PURPLE" } as const },
  relationsOf: ({ theme, colorScheme }) => ({ theme, colorScheme }),
});
let lightReaderCookie: string;
beforeAll(async () => {
  await scenario.insert(db);
  const session = await startSession(db, "light-reader", {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  lightReaderCookie = `${SESSION_COOKIE}=${session.token}`;
  return () => scenario.remove(db);
});

describe("pages rendered on the server", () => {
  it("render a burst of anonymous requests for one page once, and keep it per language", async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, () => page("/burst")));
    const texts = await Promise.all(burst.map(textOf));
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toMatch(/^en render \d+ genres \d+$/);
    for (const response of burst) {
      expect(response.headers.get("cache-control")).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
      expect(response.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    }
    // Kept: asked again, the same render.
    expect(await textOf(await page("/burst"))).toBe(texts[0]);
    // Another language is another page.
    const japanese = await textOf(await page("/burst", { "accept-language": "ja" }));
    expect(japanese).toMatch(/^ja render/);
    expect(await textOf(await page("/burst", { cookie: "inkpanel-language=ja" }))).toBe(japanese);
  });

  it.each([
    ["*/*", "a link preview"],
    ["", "curl or a crawler sending no Accept"],
  ])("render the page for Accept '%s' (%s) too", async (accept) => {
    const response = await fetch(app.url("/preview"), { headers: { accept } });
    expect(response.status).toBe(200);
    expect(await textOf(response)).toMatch(/^en render \d+ genres/);
  });

  it("send a missing built file or image a plain 404, not a page", async () => {
    for (const [pathname, accept] of [
      ["/assets/index-gone.js", "*/*"],
      ["/missing.png", "image/avif,image/webp,*/*;q=0.8"],
    ] as const) {
      const response = await fetch(app.url(pathname), { headers: { accept } });
      expect(response.status).toBe(404);
      expect(await textOf(response)).not.toMatch(/render/);
    }
  });

  it("render a signed-in reader's page for each request, kept by no one", async () => {
    const signedIn = { cookie: "inkpanel_session=a-session" };
    const first = await page("/mine", signedIn);
    const second = await page("/mine", signedIn);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(await first.text()).not.toBe(await second.text());
  });

  it("carry a signed-in reader's saved theme and colour scheme on <html>, over the browser's cookies", async () => {
    const response = await page("/mine", {
      cookie: `${lightReaderCookie}; inkpanel-theme=dark; inkpanel-color-scheme=blue`,
    });
    expect(htmlTagOf(await response.text())).toBe(
      '<html lang="en" class="light" data-scheme="purple">',
    );
    // The browser's cookies follow the account, so its head script leaves the page's theme be.
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^inkpanel-theme=light; Max-Age=31536000; Path=\/; SameSite=Lax$/),
      expect.stringMatching(/^inkpanel-color-scheme=purple;/),
    ]);
  });

  it("carry the theme of the browser's cookies on an anonymous page, rendered once for all themes", async () => {
    const themed = await page("/themed", {
      cookie: "inkpanel-theme=system; inkpanel-color-scheme=green",
    });
    expect(themed.headers.get("vary")).toMatch(/Cookie/);
    expect(themed.headers.getSetCookie()).toEqual([]);
    const themedHtml = await themed.text();
    expect(htmlTagOf(themedHtml)).toBe('<html lang="en" class="system" data-scheme="green">');
    const plainHtml = await (await page("/themed")).text();
    expect(htmlTagOf(plainHtml)).toBe('<html lang="en" class="dark" data-scheme="default">');
    // One render for both: the theme is put on each answer, not kept in the page.
    expect(plainHtml.replace(/<html[^>]*>/, "")).toBe(themedHtml.replace(/<html[^>]*>/, ""));
  });

  it("ignore a theme cookie that names no theme, and keep the default", async () => {
    const response = await page("/themed", {
      cookie: 'inkpanel-theme=x" onload="alert(1); inkpanel-color-scheme=teal',
    });
    expect(htmlTagOf(await response.text())).toBe(
      '<html lang="en" class="dark" data-scheme="default">',
    );
  });

  it("send the app's shell when a render fails, for the browser to render", async () => {
    const response = await page("/broken");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("<!doctype html><title>shell</title>");
  });
});

// On a database of its own: a chapter scheduled here would shorten other files' pages too.
describe("an anonymous page with a chapter scheduled soon", () => {
  const own = useOwnTestDatabase("inkpages_");
  const ownApp = useHttpApp(() => ({ db: own.db, webDistDir }));
  const ownPage = (pathname: string) =>
    fetch(ownApp.url(pathname), { headers: { accept: "text/html" } });
  const sharedSecondsOf = (response: Response) =>
    Number(/s-maxage=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1]);

  it("is kept, here and by shared caches, only until the release, then rendered anew", async () => {
    const manga = await own.db.manga.create({
      data: { slug: "soon", title: "Soon", description: "", author: "A", status: "ONGOING" },
    });
    // Far enough ahead for a busy machine to hear of it and render before it.
    const releasedAt = new Date(Date.now() + 5000);
    await own.db.chapter.create({ data: { mangaId: manga.id, number: 1, releasedAt } });

    // Once the instance has heard of the insert, the page is kept until the release at most.
    const kept = await vi.waitFor(
      async () => {
        const response = await ownPage(`/soon-${Date.now()}`);
        expect(sharedSecondsOf(response)).toBeLessThanOrEqual(5);
        return response;
      },
      { timeout: 4000, interval: 50 },
    );
    expect(sharedSecondsOf(kept)).toBeGreaterThan(0);
    const path = new URL(kept.url).pathname;
    const render = await textOf(kept);
    expect(await textOf(await ownPage(path))).toBe(render);

    // After it, not the page rendered before (kept 10 s otherwise), and a minute for CDNs again.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(releasedAt.getTime()), {
      timeout: 6000,
      interval: 100,
    });
    const after = await ownPage(path);
    expect(await textOf(after)).not.toBe(render);
    expect(after.headers.get("cache-control")).toBe(ANONYMOUS_PAGE_CACHE_CONTROL);
  });
});
