import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { newBrowser, newReader, useAccountsApi } from "./accounts.scenarios.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

// The sign-in form as a browser sends it without JavaScript: POST /login, over real HTTP.
const db = useTestDb();
const api = useAccountsApi(db, new Date());
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-sign-in-form-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let base: string;
beforeAll(async () => {
  const mailer = createMailer({ siteUrl: "http://localhost", mailDir: scratch, log: () => {} });
  const app = await createApp({ db, webDistDir: scratch, mailer });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** Posts a form as a browser does, without following the answer's redirect. */
const postForm = (address: string, fields: Record<string, string>, origin?: string) =>
  fetch(`${base}${address}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin && { origin }),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const me = async (setCookie: string | null) => {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: setCookie?.split(";")[0] ?? "" },
    body: JSON.stringify({ query: "{ me { name } }" }),
  });
  return ((await response.json()) as { data: { me: { name: string } | null } }).data.me;
};

/** A reader who signed up elsewhere (an address of their own keeps rate limits apart). */
async function signedUp(name: string) {
  const reader = newReader(name);
  await api.signUp(newBrowser(), reader);
  return reader;
}

describe("POST /login, the sign-in form without JavaScript", () => {
  it("signs in and sends the browser where it was going", async () => {
    const cleo = await signedUp("Cleo Form");
    const response = await postForm(
      "/login",
      { email: cleo.email, password: cleo.password, redirectTo: "/settings" },
      base,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/settings");
    const cookie = response.headers.get("set-cookie");
    // A session for this browser only: Remember me needs the app.
    expect(cookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax$`),
    );
    expect(await me(cookie)).toEqual({ name: "Cleo Form" });
  });

  it("goes to the dashboard by default, and never to another site", async () => {
    const dan = await signedUp("Dan Form");
    for (const redirectTo of ["", "//evil.example/", "/\\evil.example", "https://evil.example/"]) {
      const response = await postForm("/login", {
        email: dan.email,
        password: dan.password,
        redirectTo,
      });
      expect(response.headers.get("location")).toBe("/dashboard");
    }
  });

  it("sends a wrong password or an empty field back to the sign-in page, saying which", async () => {
    const eve = await signedUp("Eve Form");
    const wrong = await postForm("/login", {
      email: eve.email,
      password: "not her password",
      redirectTo: "/settings",
    });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/login?error=credentials&redirectTo=%2Fsettings");
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const empty = await postForm("/login", { email: eve.email, password: "" });
    expect(empty.headers.get("location")).toBe("/login?error=missing");
  });

  it("takes a sign-in from the site's public address, as behind a proxy", async () => {
    const gil = await signedUp("Gil Form");
    const response = await postForm(
      "/login",
      { email: gil.email, password: gil.password },
      "http://localhost",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  it("refuses a sign-in posted from another site's page, or from one that hides where", async () => {
    const fay = await signedUp("Fay Form");
    for (const origin of ["https://evil.example", "null"]) {
      const response = await postForm(
        "/login",
        { email: fay.email, password: fay.password },
        origin,
      );
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("another page's form sent without JavaScript", () => {
  it("opens the page again, and what it held goes into no address", async () => {
    const response = await postForm("/signup", { email: "gus@example.com", password: "secret" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/signup");
    const sneaky = await postForm("//evil.example/signup", { name: "x" });
    expect(sneaky.headers.get("location")).toBe("/evil.example/signup");
  });
});
