import { beforeEach, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { sessionCookieOf, useHttpApp } from "../test/http.ts";
import { clearLibraries, mangas, readers, useLibraryScenario } from "./library.scenarios.ts";

// A title's Favorite and Save buttons as a browser sends them without JavaScript
// (POST /library/favorites, /library/saved), over real HTTP.
const db = useTestDb();
useLibraryScenario(db);
beforeEach(() => clearLibraries(db));
const app = useHttpApp(() => ({ db }));

const cookieOf = (userId: string) => sessionCookieOf(db, userId);

/** Sends the button's form as the browser does, from this site's page, without following it. */
const press = (list: string, fields: Record<string, string>, cookie?: string, origin?: string) =>
  fetch(app.url(`/library/${list}`), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: origin ?? new URL(app.url()).origin,
      ...(cookie && { cookie }),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const page = `/manga/${mangas.tides.slug}`;
const favorites = () => db.favorite.count({ where: { userId: readers.ada.id } });
const saved = () => db.savedManga.count({ where: { userId: readers.ada.id } });

describe("POST /library/favorites and /library/saved, a title's buttons without JavaScript", () => {
  it("puts the title in the list it names and takes it out, then goes back to the page", async () => {
    const cookie = await cookieOf(readers.ada.id);
    const favorite = await press(
      "favorites",
      { mangaId: mangas.tides.id, state: "on", returnTo: page },
      cookie,
    );
    expect(favorite.status).toBe(303);
    expect(favorite.headers.get("location")).toBe(page);
    expect(await favorites()).toBe(1);
    // The form says what it asks for: sent twice (a double click, a reload), it stays so.
    await press("favorites", { mangaId: mangas.tides.id, state: "on", returnTo: page }, cookie);
    expect(await favorites()).toBe(1);

    await press("saved", { mangaId: mangas.tides.id, state: "on", returnTo: page }, cookie);
    expect(await saved()).toBe(1);
    await press("saved", { mangaId: mangas.tides.id, state: "off", returnTo: page }, cookie);
    await press("favorites", { mangaId: mangas.tides.id, state: "off", returnTo: page }, cookie);
    expect([await favorites(), await saved()]).toEqual([0, 0]);
  });

  it("leads a visitor who is not signed in to sign-in, and back to the page", async () => {
    const response = await press("saved", {
      mangaId: mangas.tides.id,
      state: "on",
      returnTo: page,
    });
    expect(response.headers.get("location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: page })}`,
    );
  });

  it("says there is no such title, goes back only to this site, and refuses another site's form", async () => {
    const cookie = await cookieOf(readers.ada.id);
    const unknown = await press("favorites", { mangaId: "no-such-title", state: "on" }, cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/no-such-title/);

    const elsewhere = await press(
      "favorites",
      { mangaId: mangas.tides.id, state: "on", returnTo: "//evil.example/" },
      cookie,
    );
    expect(elsewhere.headers.get("location")).toBe("/");

    const foreign = await press(
      "saved",
      { mangaId: mangas.tides.id, state: "on", returnTo: page },
      cookie,
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await saved()).toBe(0);
  });
});
