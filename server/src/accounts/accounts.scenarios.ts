import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ApolloServer } from "@apollo/server";
import { afterAll, beforeAll, expect } from "vitest";
import { createContext } from "../app/context.ts";
import type { Context, HttpExchange } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import { createMailer } from "../mail/mailer.ts";
import { readMailTo } from "../mail/mail-files.ts";
import type { OperationResult } from "../test/graphql.ts";
import { viewerForSessionToken } from "./sessions.ts";

// Readers for the account tests, and browsers that keep their session cookie between operations,
// so tests go through the same session lookup as requests do.

const testDomain = "@accounts.test";

/** A reader with an address of its own, so each test's accounts and throttling stay apart. */
export function newReader(name: string) {
  const handle = name.toLowerCase().replace(/\W+/g, ".");
  return { name, email: `${handle}${testDomain}`, password: `${handle} reads manga nightly` };
}

export const freePlan = {
  id: "free",
  name: "Free",
  description: "Read the whole library",
  monthlyPrice: 0,
  yearlyPrice: 0,
  sortOrder: 1,
};

export type Reader = ReturnType<typeof newReader>;

export const operations = {
  signUp: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id name email emailVerified } }`,
  signIn: `mutation SignIn($email: String!, $password: String!, $remember: Boolean) {
    signIn(email: $email, password: $password, remember: $remember) { id }
  }`,
  me: `{ me { id name email emailVerified } }`,
  verifyEmail: `mutation Verify($token: String!) { verifyEmail(token: $token) }`,
  resendVerificationEmail: `mutation { resendVerificationEmail }`,
  requestPasswordReset: `mutation Request($email: String!) { requestPasswordReset(email: $email) }`,
  resetPassword: `mutation Reset($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }`,
  changePassword: `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`,
};

/** An hour in seconds, for `later`. */
export const HOUR = 60 * 60;

/** The code of an operation's first error. */
export const errorCode = (result: {
  errors?: readonly { extensions?: Record<string, unknown> }[];
}) => result.errors?.[0]?.extensions?.code;

export const siteUrl = "http://inkpanel.test";

export interface Browser {
  /** the session cookie's value, as a browser would keep it */
  cookie: string | null;
  /** when the cookie expires; null for a browser-session cookie */
  cookieExpires: Date | null;
  ip: string;
  /** the Accept-Language header it sends, if any */
  acceptLanguage?: string;
}

/** A browser of its own visitor: by default at an IP of its own, so rate limits keep tests apart. */
export function newBrowser(
  // A /64 of its own (sign-in budgets count an IPv6 address by its /64), so tests never share one.
  ip = `2001:db8:${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}::1`,
): Browser {
  return { cookie: null, cookieExpires: null, ip };
}

/**
 * A GraphQL server over `db`, a mail folder of its own, and operations run from a browser, at
 * `start` unless an operation names its own time.
 */
/** The token in the newest link mailed to `email` in `mailDir` whose path is `pathname`. */
export async function tokenInMail(
  mailDir: string,
  email: string,
  pathname: string,
): Promise<string> {
  const links = (await readMailTo(mailDir, email))
    .map((mail) => (mail.link ? new URL(mail.link) : null))
    .filter((link) => link?.pathname === pathname);
  const token = links.at(-1)?.searchParams.get("token");
  if (!token) throw new Error(`No ${pathname} link was mailed to ${email}`);
  return token;
}

export function useAccountsApi(db: Db, start: Date) {
  let server: ApolloServer<Context>;
  let mailDir: string;
  beforeAll(async () => {
    server = await createGraphQLServer();
    mailDir = await mkdtemp(path.join(tmpdir(), "inkpanel-mail-"));
  });
  afterAll(async () => {
    await server.stop();
    await rm(mailDir, { recursive: true, force: true });
  });
  // New readers start on the free plan; it is added unless the database has it already.
  let addedFreePlan = false;
  beforeAll(async () => {
    const { count } = await db.plan.createMany({ data: [freePlan], skipDuplicates: true });
    addedFreePlan = count === 1;
  });
  // Users are removed with everything that cascades from them (sessions, tokens, library).
  afterAll(async () => {
    await db.user.deleteMany({ where: { email: { endsWith: testDomain } } });
    await db.rateLimitCounter.deleteMany({ where: { key: { endsWith: testDomain } } });
    if (addedFreePlan) await db.plan.delete({ where: { id: freePlan.id } });
  });

  async function execute<Data = Record<string, unknown>>(
    browser: Browser,
    query: string,
    variables: Record<string, unknown> = {},
    now = start,
  ): Promise<OperationResult<Data>> {
    const http: HttpExchange = {
      ip: browser.ip,
      userAgent: "vitest",
      acceptLanguage: browser.acceptLanguage ?? null,
      setSessionCookie(token, expires) {
        browser.cookie = token;
        browser.cookieExpires = expires;
      },
      clearSessionCookie() {
        browser.cookie = null;
        browser.cookieExpires = null;
      },
    };
    const mailer = createMailer({ siteUrl, mailDir, log: () => {} });
    const viewer = await viewerForSessionToken(db, browser.cookie ?? undefined, now);
    const response = await server.executeOperation<Data>(
      { query, variables },
      { contextValue: createContext({ db, now, viewer, http, mailer }) },
    );
    if (response.body.kind !== "single") throw new Error("Expected a single result");
    return { data: response.body.singleResult.data, errors: response.body.singleResult.errors };
  }

  const tokenFromMail = (email: string, pathname: string) => tokenInMail(mailDir, email, pathname);

  /** Signs the reader up from `browser`, which then holds their session; answers their id. */
  async function signUp(browser: Browser, reader: Reader, now = start) {
    const result = await execute<{ signUp: { id: string } }>(
      browser,
      operations.signUp,
      { input: { ...reader, acceptTerms: true } },
      now,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.id;
  }

  /** The reader the browser's session belongs to, or null. */
  async function me(browser: Browser, now = start) {
    const result = await execute<{ me: { id: string; emailVerified: boolean } | null }>(
      browser,
      operations.me,
      {},
      now,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.me;
  }

  return {
    execute,
    signUp,
    me,
    tokenFromMail,
    mail: (email: string) => readMailTo(mailDir, email),
    /** `seconds` after `start` */
    later: (seconds: number) => new Date(start.getTime() + seconds * 1000),
  };
}
