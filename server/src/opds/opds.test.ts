import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { createMailer } from "../mail/mailer.ts";
import { useOwnTestDb } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import { PSE_NAMESPACE, PSE_STREAM } from "./atom.ts";
import { PASSWORD, genre, readers, titles, useOpdsScenario } from "./opds.scenarios.ts";
import { opdsSchemaErrors } from "./schema/validate.ts";

// The OPDS 1.2 catalogue as a reader app sees it: every feed valid against the OPDS RELAX NG
// schema, a walk from the root to a streamed page, and both ways in (Basic, token).
/** the statements sent to the database, for the tests that pin what a feed costs */
let sent = 0;
const db = useOwnTestDb("opds_", { onQuery: () => sent++ });
useOpdsScenario(db);
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-opds-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const app = useHttpApp(() => ({
  db,
  mailer: createMailer({ siteUrl: "http://localhost", mailDir: scratch, log: () => {} }),
}));

const basic = (email: string, password = PASSWORD) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`,
});
const premium = basic(readers.premium.email);

interface Link {
  rel: string;
  href: string;
  type: string;
  element: Element;
}
const linksOf = (parent: Element): Link[] =>
  [...parent.children]
    .filter((child) => child.localName === "link")
    .map((element) => ({
      rel: element.getAttribute("rel") ?? "",
      href: element.getAttribute("href") ?? "",
      type: element.getAttribute("type") ?? "",
      element,
    }));
const entriesOf = (feed: Document) =>
  [...feed.documentElement.children]
    .filter((child) => child.localName === "entry")
    .map((entry) => ({
      title: entry.getElementsByTagName("title")[0]!.textContent,
      categories: [...entry.getElementsByTagName("category")].map((c) => c.getAttribute("term")),
      links: linksOf(entry),
    }));
const linkOf = (links: Link[], rel: string) => {
  const link = links.find((candidate) => candidate.rel === rel);
  if (!link) throw new Error(`No ${rel} link among ${links.map((each) => each.rel).join(", ")}`);
  return link;
};

/** GETs a feed, checks it against the OPDS 1.2 schema, and parses it. */
async function feedAt(address: string, headers: Record<string, string> = premium) {
  const response = await fetch(app.url(address), { headers });
  expect(response.status, address).toBe(200);
  expect(response.headers.get("content-type")).toMatch(
    /^application\/atom\+xml; ?profile=opds-catalog/,
  );
  const xml = await response.text();
  expect(await opdsSchemaErrors(xml), address).toEqual([]);
  return new JSDOM(xml, { contentType: "application/xml" }).window.document;
}

describe("the OPDS catalogue", () => {
  it("has a schema check that refuses what OPDS does not allow", async () => {
    const feed = (href: string) =>
      `<feed xmlns="http://www.w3.org/2005/Atom"><id>http://localhost/x</id><title>T</title>` +
      `<updated>2026-01-01T00:00:00Z</updated><link rel="self" href="${href}"/></feed>`;
    expect(await opdsSchemaErrors(feed("http://localhost/opds/v1.2/catalog"))).toEqual([]);
    expect(await opdsSchemaErrors(feed("http://localhost/a b"))).not.toEqual([]);
    expect(await opdsSchemaErrors(feed("x").replace("<title>T</title>", ""))).not.toEqual([]);
  });

  it("asks for Basic credentials without any, or with a wrong password", async () => {
    for (const headers of [{}, basic(readers.premium.email, "not the password")]) {
      const response = await fetch(app.url("/opds/v1.2/catalog"), { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic realm="Inkpanel"/);
    }
  });

  it("serves every feed valid against the OPDS 1.2 schema, 50 entries a page at most", async () => {
    await db.favorite.create({ data: { userId: readers.premium.id, mangaId: titles.short.id } });
    await db.readingProgress.create({
      data: {
        userId: readers.premium.id,
        mangaId: titles.long.id,
        chapterId: `${titles.long.id}-2`,
        page: 2,
      },
    });
    const feeds = [
      "/opds/v1.2/catalog",
      "/opds/v1.2/catalog/",
      "/opds/v1.2/latest",
      "/opds/v1.2/popular",
      "/opds/v1.2/titles",
      "/opds/v1.2/genres",
      `/opds/v1.2/genres/${genre.slug}`,
      "/opds/v1.2/favorites",
      "/opds/v1.2/continue",
      "/opds/v1.2/search?q=long",
      "/opds/v1.2/search?q=",
      `/opds/v1.2/titles/${titles.long.id}`,
      `/opds/v1.2/titles/${titles.short.id}`,
    ];
    for (const address of feeds) {
      const feed = await feedAt(address);
      expect(entriesOf(feed).length, address).toBeLessThanOrEqual(50);
    }
    const favorites = await feedAt("/opds/v1.2/favorites");
    expect(entriesOf(favorites).map((entry) => entry.title)).toEqual([titles.short.title]);
    const reading = await feedAt("/opds/v1.2/continue");
    expect(reading.getElementsByTagName("summary")[0]!.textContent).toBe("Chapter 2, page 2");
    const found = await feedAt("/opds/v1.2/search?q=long");
    expect(entriesOf(found).map((entry) => entry.title)).toEqual([titles.long.title]);

    // 60 chapters: 50, then the next page's 10.
    const first = await feedAt(`/opds/v1.2/titles/${titles.long.id}`);
    expect(entriesOf(first)).toHaveLength(50);
    const second = await feedAt(linkOf(linksOf(first.documentElement), "next").href);
    expect(entriesOf(second).map((entry) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Chapter ${51 + index}`),
    );
    expect(() => linkOf(linksOf(second.documentElement), "next")).toThrow();
    // Where the reader stopped, 0-based like the pages.
    const stream = linkOf(entriesOf(first)[1]!.links, PSE_STREAM);
    expect(stream.element.getAttributeNS(PSE_NAMESPACE, "lastRead")).toBe("1");
  });

  it("describes its search for OpenSearch", async () => {
    const response = await fetch(app.url("/opds/v1.2/opensearch.xml"), { headers: premium });
    expect(response.headers.get("content-type")).toMatch(
      /^application\/opensearchdescription\+xml/,
    );
    const description = new JSDOM(await response.text(), { contentType: "application/xml" }).window
      .document;
    const url = description.getElementsByTagName("Url")[0]!;
    expect(url.getAttribute("template")).toBe("http://localhost/opds/v1.2/search?q={searchTerms}");
  });

  it("walks from the root through a genre and a title to a streamed page, and the last page marks the chapter read", async () => {
    const root = await feedAt("/opds/v1.2/catalog");
    const genresHref = entriesOf(root).find((entry) => entry.title === "Genres")!.links[0]!.href;
    const genres = await feedAt(genresHref);
    const mecha = entriesOf(genres).find((entry) => entry.title === genre.name)!;
    const inGenre = await feedAt(linkOf(mecha.links, "subsection").href);
    const short = entriesOf(inGenre).find((entry) => entry.title === titles.short.title)!;
    // its genres, named from the genre list, as categories
    expect(short.categories).toContain(genre.name);
    const thumbnail = await fetch(
      app.url(linkOf(short.links, "http://opds-spec.org/image/thumbnail").href),
      { headers: premium },
    );
    expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(200);
    const title = await feedAt(linkOf(short.links, "subsection").href);

    const [chapter] = entriesOf(title);
    expect(linkOf(chapter!.links, "http://opds-spec.org/acquisition")).toMatchObject({
      href: `/downloads/chapters/${titles.short.id}-1`,
      type: "application/vnd.comicbook+zip",
    });
    const stream = linkOf(chapter!.links, PSE_STREAM);
    expect(stream.element.getAttributeNS(PSE_NAMESPACE, "count")).toBe(String(titles.short.pages));
    const pageAt = (index: number, width: number) =>
      fetch(
        app.url(
          stream.href.replace("{pageNumber}", String(index)).replace("{maxWidth}", String(width)),
        ),
        { headers: premium },
      );

    // Page 0 is the first page, at a width the app chose (the generated pages are 800 wide).
    const first = await pageAt(0, 400);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 600 });
    expect(await db.readingProgress.count({ where: { mangaId: titles.short.id } })).toBe(0);

    const last = await pageAt(titles.short.pages - 1, 400);
    expect(last.status).toBe(200);
    expect(
      await db.readingProgress.findUnique({
        where: { userId_mangaId: { userId: readers.premium.id, mangaId: titles.short.id } },
      }),
    ).toMatchObject({ chapterId: `${titles.short.id}-1`, page: titles.short.pages });
    expect((await pageAt(titles.short.pages, 400)).status).toBe(404);
    expect((await pageAt(0, 0)).status).toBe(400);

    // The .cbz link downloads with the same credentials.
    const archive = await fetch(app.url(`/downloads/chapters/${titles.short.id}-1`), {
      headers: premium,
    });
    expect(archive.status).toBe(200);
    expect(archive.headers.get("content-type")).toBe("application/vnd.comicbook+zip");
    await archive.arrayBuffer();
  });

  it("gives a Free reader pages to stream but no .cbz link, as downloads are for Premium", async () => {
    const title = await feedAt(`/opds/v1.2/titles/${titles.short.id}`, basic(readers.free.email));
    const [chapter] = entriesOf(title);
    expect(chapter!.links.map((link) => link.rel)).not.toContain(
      "http://opds-spec.org/acquisition",
    );
    expect(linkOf(chapter!.links, PSE_STREAM)).toBeTruthy();
  });

  it("opens with the reader's token from Settings, which carries on in every link, until revoked", async () => {
    const { token: session } = await startSession(db, readers.free.id, {
      persistent: false,
      now: new Date(),
      userAgent: null,
    });
    const graphql = (query: string) =>
      postGraphQL(app.url("/graphql"), { query }, { cookie: `${SESSION_COOKIE}=${session}` }).then(
        (response) => response.json(),
      );
    const renewed = await graphql("mutation { renewOpdsToken { catalogUrl token } }");
    const { catalogUrl, token } = renewed.data.renewOpdsToken;
    expect(catalogUrl).toBe(`http://localhost/opds/v1.2/catalog?token=${token}`);
    expect((await graphql("{ me { opdsAccess { token } } }")).data.me.opdsAccess).toEqual({
      token,
    });

    const root = await feedAt(`/opds/v1.2/catalog?token=${token}`, {});
    for (const { links } of entriesOf(root)) {
      expect(new URL(links[0]!.href, "http://x").searchParams.get("token")).toBe(token);
    }
    await feedAt(entriesOf(root)[0]!.links[0]!.href, {});

    expect((await graphql("mutation { revokeOpdsToken }")).data.revokeOpdsToken).toBe(true);
    const revoked = await fetch(app.url(`/opds/v1.2/catalog?token=${token}`));
    expect(revoked.status).toBe(401);
    expect((await graphql("{ me { opdsAccess { token } } }")).data.me.opdsAccess).toBeNull();
  });

  it("reads the continue-reading feed in one statement: the places with their titles and chapters", async () => {
    const reader = readers.free;
    await db.readingProgress.createMany({
      data: [
        { mangaId: titles.short.id, chapter: 1, page: 3, at: "2026-02-01T00:00:00Z" },
        { mangaId: titles.long.id, chapter: 7, page: 1, at: "2026-02-02T00:00:00Z" },
      ].map(({ mangaId, chapter, page, at }) => ({
        userId: reader.id,
        mangaId,
        chapterId: `${mangaId}-${chapter}`,
        page,
        updatedAt: new Date(at),
      })),
    });
    const headers = basic(reader.email);
    await feedAt("/opds/v1.2/continue", headers); // checks the password, remembered for a minute
    const before = sent;
    const feed = await feedAt("/opds/v1.2/continue", headers);
    expect(sent - before).toBe(1);
    const entries = [...feed.getElementsByTagName("entry")].map((entry) => ({
      title: entry.getElementsByTagName("title")[0]!.textContent,
      summary: entry.getElementsByTagName("summary")[0]!.textContent,
      updated: entry.getElementsByTagName("updated")[0]!.textContent,
    }));
    const titleUpdatedAt = async (id: string) =>
      (await db.manga.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
    expect(entries).toEqual([
      {
        title: titles.long.title,
        summary: "Chapter 7, page 1",
        updated: await titleUpdatedAt(titles.long.id),
      },
      {
        title: titles.short.title,
        summary: "Chapter 1, page 3",
        updated: await titleUpdatedAt(titles.short.id),
      },
    ]);
  });

  // Last: it spends this IP's sign-in budget for the next minute.
  it("throttles Basic passwords like sign-in: wrong ones get 401, then 429 with Retry-After", async () => {
    const catalog = (headers: Record<string, string>) =>
      fetch(app.url("/opds/v1.2/catalog"), { headers });
    expect((await catalog(basic(readers.free.email))).status).toBe(200);
    const answers: Response[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const wrong = basic(readers.free.email, `wrong password ${attempt}`);
      answers.push(await catalog(wrong));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.indexOf(429)).toBe(statuses.lastIndexOf(401) + 1);
    expect(Number(answers.at(-1)!.headers.get("retry-after"))).toBeGreaterThan(0);
    // An app that signed in within the minute reads on: its right password is not checked again.
    const right = await fetch(app.url("/opds/v1.2/catalog"), {
      headers: basic(readers.free.email),
    });
    expect(right.status).toBe(200);
  });
});
