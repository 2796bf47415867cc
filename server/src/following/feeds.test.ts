import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { followingScenario } from "./following.scenarios.ts";

const db = useTestDb();
const scenario = followingScenario("feeds");
const { manga, chapters } = scenario;
scenario.use(db);
const siteUrl = "https://inkpanel.example";
const app = useHttpApp({
  db,
  mailer: createMailer({ siteUrl, mailDir: "/nonexistent", log: () => {} }),
});
const ATOM = "http://www.w3.org/2005/Atom";

/** Fetches and parses the feed, failing on XML that is not well-formed. */
async function feed(pathname: string) {
  const response = await fetch(app.url(pathname));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
  const document = new new JSDOM("").window.DOMParser().parseFromString(
    await response.text(),
    "application/xml",
  );
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  const root = document.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([ATOM, "feed"]);
  const text = (parent: Element, name: string) =>
    [...parent.children].find((child) => child.localName === name)?.textContent ?? null;
  const links = (parent: Element) =>
    [...parent.children]
      .filter((child) => child.localName === "link")
      .map((link) => [link.getAttribute("rel"), link.getAttribute("href")]);
  const entries = [...root.children].filter((child) => child.localName === "entry");
  return {
    id: text(root, "id"),
    title: text(root, "title"),
    updated: text(root, "updated"),
    author: root.querySelector("author > name")?.textContent,
    links: links(root),
    entries: entries.map((entry) => ({
      id: text(entry, "id"),
      title: text(entry, "title"),
      updated: text(entry, "updated"),
      links: links(entry),
    })),
  };
}

describe("Atom feeds", () => {
  it("of one title list its released chapters, newest first, with every element RFC 4287 requires", async () => {
    const future = await scenario.insertChapter(db, 3, new Date(Date.now() + 86_400_000));
    const self = `${siteUrl}/feeds/manga/${manga.slug}.atom`;
    const atom = await feed(`/feeds/manga/${manga.slug}.atom`);
    const chapterUrl = (n: number) => `${siteUrl}/manga/${manga.slug}/chapter/${n}`;
    expect(atom).toEqual({
      id: `tag:inkpanel.example,2026:manga/${manga.id}`,
      title: `${manga.title} on Inkpanel`,
      updated: chapters[1]!.releasedAt.toISOString(),
      author: "Inkpanel",
      links: [
        ["self", self],
        ["alternate", `${siteUrl}/manga/${manga.slug}`],
      ],
      entries: [2, 1].map((n) => ({
        id: `tag:inkpanel.example,2026:chapter/${chapters[n - 1]!.id}`,
        title: `${manga.title}, chapter ${n}`,
        updated: chapters[n - 1]!.releasedAt.toISOString(),
        links: [["alternate", chapterUrl(n)]],
      })),
    });
    await db.chapter.delete({ where: { id: future.id } });
  });

  it("of the latest releases include every title's released chapters", async () => {
    const atom = await feed("/feeds/latest.atom");
    expect(atom.links).toContainEqual(["self", `${siteUrl}/feeds/latest.atom`]);
    expect(atom.entries.length).toBeGreaterThan(0);
    const times = atom.entries.map((entry) => entry.updated!);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(times.every((time) => new Date(time) <= new Date())).toBe(true);
  });

  it("answer 404 for a title that does not exist", async () => {
    expect((await fetch(app.url("/feeds/manga/no-such-title.atom"))).status).toBe(404);
  });
});
