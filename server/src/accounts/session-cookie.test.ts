import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { newReader, useAccountsApi } from "./accounts.scenarios.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

// The session cookie over real HTTP: its attributes, and the viewer it gives later requests.
const db = useTestDb();
useAccountsApi(db, new Date()); // the free plan and clean-up of test readers
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-cookie-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// On a free port: a fixed one is taken when two test runs share the machine.
async function serve(siteUrl: string) {
  const mailer = createMailer({ siteUrl, mailDir: scratch, log: () => {} });
  const app = await createApp({ db, webDistDir: scratch, mailer });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as AddressInfo;
  return async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      setCookie: response.headers.get("set-cookie"),
      body: (await response.json()) as { data?: Record<string, unknown> },
    };
  };
}

let post: Awaited<ReturnType<typeof serve>>;
let postOverHttps: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  post = await serve("http://localhost");
  postOverHttps = await serve("https://inkpanel.example");
});

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password, remember: true) { id } }`;
const cookieValue = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and signs in the requests that send it back", async () => {
    const ada = newReader("Ada Cookie");
    const signUp = await post(SIGN_UP, { input: { ...ada, acceptTerms: true } });
    expect(signUp.setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax$`),
    );

    const id = (signUp.body.data?.signUp as { id: string }).id;
    expect((await post(`{ me { id } }`, {}, cookieValue(signUp.setCookie))).body.data).toEqual({
      me: { id },
    });
    expect((await post(`{ me { id } }`)).body.data).toEqual({ me: null });

    const signOut = await post(`mutation { signOut }`, {}, cookieValue(signUp.setCookie));
    expect(signOut.setCookie).toContain("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    expect((await post(`{ me { id } }`, {}, cookieValue(signUp.setCookie))).body.data).toEqual({
      me: null,
    });
  });

  it("lasts 30 days with Remember me, and is Secure when the site is served over https", async () => {
    const ben = newReader("Ben Cookie");
    await post(SIGN_UP, { input: { ...ben, acceptTerms: true } });
    const signIn = await postOverHttps(SIGN_IN, { email: ben.email, password: ben.password });
    expect(signIn.setCookie).toMatch(/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    const expires = new Date(/Expires=([^;]+)/.exec(signIn.setCookie!)![1]!);
    const days = (expires.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(Math.round(days)).toBe(30);
  });
});
