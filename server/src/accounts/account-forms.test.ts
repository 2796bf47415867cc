import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createApp } from "../app.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { postForm as postFormTo } from "../test/http.ts";
import {
  freePlan,
  newBrowser,
  newReader,
  tokenInMail,
  useAccountsApi,
} from "./accounts.scenarios.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

// The account forms as a browser sends them without JavaScript (POST /login, /signup,
// /forgot-password, /reset-password and /subscription), over real HTTP.
const db = useTestDb();
const api = useAccountsApi(db, new Date());
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-account-forms-"));
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

/** Posts a form to the app as a browser does, without following the answer's redirect. */
const postForm = (address: string, fields: Record<string, string>, origin?: string) =>
  postFormTo(`${base}${address}`, fields, origin);

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

  it("keeps the session for 30 days when Remember me is ticked", async () => {
    const dee = await signedUp("Dee Form");
    const response = await postForm("/login", {
      email: dee.email,
      password: dee.password,
      remember: "on",
    });
    const cookie = response.headers.get("set-cookie")!;
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    const days = (expires - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await me(cookie)).toEqual({ name: "Dee Form" });
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

describe("POST /signup, the sign-up form without JavaScript", () => {
  const signUpForm = (name: string, overrides: Record<string, string> = {}) => {
    const reader = newReader(name);
    return {
      reader,
      fields: {
        name: reader.name,
        email: reader.email,
        password: reader.password,
        confirmPassword: reader.password,
        acceptTerms: "on",
        ...overrides,
      },
    };
  };
  const accounts = (email: string) => db.user.count({ where: { email } });

  it("creates the account, signs it in and opens the dashboard", async () => {
    const { reader, fields } = signUpForm("Hal Form");
    const response = await postForm("/signup", fields, base);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(await me(response.headers.get("set-cookie"))).toEqual({ name: "Hal Form" });
    expect(await accounts(reader.email)).toBe(1);
  });

  it("sends what the API refuses back to the form, with the name and address but no password", async () => {
    const ida = signUpForm("Ida Form");
    const cases: [Record<string, string>, string][] = [
      [{ confirmPassword: "something else" }, "mismatch"],
      [{ acceptTerms: "" }, "terms"],
      [{ email: "not an address" }, "email"],
      [{ password: "short", confirmPassword: "short" }, "password"],
      [{ name: "Ida\u0007Form" }, "name"],
      [{ name: "  " }, "missing"],
    ];
    for (const [overrides, error] of cases) {
      const fields = { ...ida.fields, ...overrides };
      const response = await postForm("/signup", fields);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, base);
      expect(location.pathname).toBe("/signup");
      expect(Object.fromEntries(location.searchParams)).toEqual({
        error,
        name: fields.name,
        email: fields.email,
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await accounts(ida.reader.email)).toBe(0);
  });

  it("starts the plan chosen on the pricing page, and keeps it through a refusal", async () => {
    const trialPlan = { ...freePlan, id: "forms-trial", name: "Forms Trial", sortOrder: 99 };
    await db.plan.create({ data: trialPlan });
    onTestFinished(async () => {
      await db.user.deleteMany({ where: { planId: trialPlan.id } });
      await db.plan.delete({ where: { id: trialPlan.id } });
    });
    const { reader, fields } = signUpForm("Nia Form", { plan: trialPlan.id, period: "yearly" });
    const refused = await postForm("/signup", { ...fields, acceptTerms: "" });
    expect(new URL(refused.headers.get("location")!, base).searchParams.get("plan")).toBe(
      trialPlan.id,
    );

    const response = await postForm("/signup", fields);
    expect(response.headers.get("location")).toBe("/subscription");
    expect(
      await db.user.findUnique({
        where: { email: reader.email },
        select: { planId: true, billingPeriod: true },
      }),
    ).toEqual({ planId: trialPlan.id, billingPeriod: "YEARLY" });

    // A plan there is not: the account is made all the same, and the pricing page opens.
    const ora = signUpForm("Ora Form", { plan: "no-such-plan", period: "monthly" });
    const unknown = await postForm("/signup", ora.fields);
    expect(unknown.headers.get("location")).toBe("/subscription");
    expect(await accounts(ora.reader.email)).toBe(1);
  });

  it("says when the address already has an account", async () => {
    const jo = await signedUp("Jo Form");
    const { fields } = signUpForm("Jo Again", { email: jo.email });
    const response = await postForm("/signup", fields);
    expect(response.headers.get("location")).toBe(
      `/signup?${new URLSearchParams({ error: "email-taken", name: "Jo Again", email: jo.email })}`,
    );
  });

  it("refuses a sign-up posted from another site's page", async () => {
    const { reader, fields } = signUpForm("Kim Form");
    const response = await postForm("/signup", fields, "https://evil.example");
    expect(response.status).toBe(403);
    expect(await accounts(reader.email)).toBe(0);
  });
});

describe("POST /forgot-password and /reset-password, a forgotten password without JavaScript", () => {
  it("mails a link, then sets the new password with it, once", async () => {
    const lou = await signedUp("Lou Form");
    const asked = await postForm("/forgot-password", { email: ` ${lou.email} ` }, base);
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(
      `/forgot-password?${new URLSearchParams({ sent: lou.email })}`,
    );
    const token = await tokenInMail(scratch, lou.email, "/reset-password");
    const reset = (fields: Record<string, string>) =>
      postForm("/reset-password", { token, ...fields });
    const refused = async (fields: Record<string, string>) =>
      (await reset(fields)).headers.get("location");

    // A refused password leaves the link usable.
    expect(await refused({ newPassword: "", confirm: "" })).toBe(
      `/reset-password?${new URLSearchParams({ error: "missing", token })}`,
    );
    expect(await refused({ newPassword: "a new passphrase", confirm: "another" })).toBe(
      `/reset-password?${new URLSearchParams({ error: "mismatch", token })}`,
    );
    expect(await refused({ newPassword: "short", confirm: "short" })).toBe(
      `/reset-password?${new URLSearchParams({ error: "password", token })}`,
    );
    const done = await reset({ newPassword: "a new passphrase", confirm: "a new passphrase" });
    expect(done.headers.get("location")).toBe("/reset-password?done=1");
    const signIn = await postForm("/login", { email: lou.email, password: "a new passphrase" });
    expect(signIn.headers.get("location")).toBe("/dashboard");
    expect(await refused({ newPassword: "a third one!", confirm: "a third one!" })).toBe(
      `/reset-password?${new URLSearchParams({ error: "invalid", token })}`,
    );
  });

  it("sends a refused address back with it, and refuses another site's form", async () => {
    const asked = await postForm("/forgot-password", { email: "lou at home" });
    expect(asked.headers.get("location")).toBe(
      `/forgot-password?${new URLSearchParams({ error: "email", email: "lou at home" })}`,
    );
    const mae = await signedUp("Mae Form");
    const foreign = await postForm(
      "/forgot-password",
      { email: mae.email },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    await expect(tokenInMail(scratch, mae.email, "/reset-password")).rejects.toThrow(/No/);
  });
});

describe("POST /subscription, the pricing page's plan buttons without JavaScript", () => {
  /** Signs the reader in by the sign-in form: their session's cookie. */
  const signedInCookie = async (name: string) => {
    const reader = await signedUp(name);
    const response = await postForm("/login", { email: reader.email, password: reader.password });
    return { email: reader.email, cookie: response.headers.get("set-cookie")!.split(";")[0]! };
  };
  const choose = (fields: Record<string, string>, cookie?: string, origin = base) =>
    fetch(`${base}/subscription`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(cookie && { cookie }),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const billed = (email: string) =>
    db.user.findUniqueOrThrow({ where: { email }, select: { planId: true, billingPeriod: true } });

  it("changes the signed-in reader's plan and period, and says so on the pricing page", async () => {
    const paidPlan = { ...freePlan, id: "forms-paid", name: "Forms Paid", sortOrder: 98 };
    await db.plan.create({ data: paidPlan });
    onTestFinished(async () => {
      await db.user.deleteMany({ where: { planId: paidPlan.id } });
      await db.plan.delete({ where: { id: paidPlan.id } });
    });
    const { email, cookie } = await signedInCookie("Ivy Plan");
    const response = await choose({ plan: paidPlan.id, period: "yearly" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/subscription?period=yearly&changed=${paidPlan.id}`,
    );
    expect(await billed(email)).toEqual({ planId: paidPlan.id, billingPeriod: "YEARLY" });
  });

  it("sends an unknown plan or period back to the page, and changes nothing", async () => {
    const { email, cookie } = await signedInCookie("Jon Plan");
    const before = await billed(email);
    const unknownPlan = await choose({ plan: "platinum", period: "monthly" }, cookie);
    expect(unknownPlan.headers.get("location")).toBe("/subscription?period=monthly&error=plan");
    const unknownPeriod = await choose({ plan: freePlan.id, period: "weekly" }, cookie);
    expect(unknownPeriod.headers.get("location")).toBe("/subscription?error=plan");
    expect(await billed(email)).toEqual(before);
  });

  it("leads a signed-out visitor to sign in, and back to the plans", async () => {
    const response = await choose({ plan: freePlan.id, period: "monthly" });
    expect(response.headers.get("location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/subscription?period=monthly" })}`,
    );
  });

  it("refuses a plan change posted from another site's page", async () => {
    const { email, cookie } = await signedInCookie("Kay Plan");
    const before = await billed(email);
    const response = await choose(
      { plan: freePlan.id, period: "yearly" },
      cookie,
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(await billed(email)).toEqual(before);
  });
});

describe("another page's form sent without JavaScript", () => {
  it("opens the page again, and what it held goes into no address", async () => {
    const response = await postForm("/settings", { email: "gus@example.com", password: "secret" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/settings");
    const sneaky = await postForm("//evil.example/settings", { name: "x" });
    expect(sneaky.headers.get("location")).toBe("/evil.example/settings");
  });
});
