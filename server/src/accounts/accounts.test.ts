import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  newBrowser,
  newReader,
  siteUrl,
  useAccountsApi,
  type Browser,
} from "./accounts.scenarios.ts";
import { EMAIL_TOKEN_HOURS } from "./email-tokens.ts";
import { REMEMBERED_SESSION_DAYS } from "./sessions.ts";
import { MAX_FAILED_SIGN_INS, THROTTLE_WINDOW_SECONDS } from "./sign-in-throttle.ts";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute, tokenFromMail, mail } = useAccountsApi(db, start);

const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const HOUR = 60 * 60;

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id name email emailVerified } }`;
const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $remember: Boolean) {
  signIn(email: $email, password: $password, remember: $remember) { id }
}`;
const ME = `{ me { id name email emailVerified } }`;
const VERIFY = `mutation Verify($token: String!) { verifyEmail(token: $token) }`;
const REQUEST_RESET = `mutation Request($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation Reset($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }`;

type Reader = ReturnType<typeof newReader>;

async function signUp(browser: Browser, reader: Reader, now = start) {
  const result = await execute<{ signUp: { id: string } }>(
    browser,
    SIGN_UP,
    { input: { ...reader, acceptTerms: true } },
    now,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.signUp.id;
}

async function me(browser: Browser, now = start) {
  const result = await execute<{ me: { id: string; emailVerified: boolean } | null }>(
    browser,
    ME,
    {},
    now,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.me;
}

const errorCode = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe("signUp", () => {
  it("creates the account signed in, with an argon2id hash and a verification mail", async () => {
    const ada = newReader("Ada Signup");
    const browser = newBrowser();
    const id = await signUp(browser, ada);

    expect(browser.cookie).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    expect(browser.cookieExpires).toBeNull(); // a browser-session cookie
    expect(await me(browser)).toEqual({
      id,
      name: ada.name,
      email: ada.email,
      emailVerified: false,
    });

    const stored = await db.user.findUniqueOrThrow({ where: { id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.passwordHash).not.toContain(ada.password);
    const session = await db.session.findFirstOrThrow({ where: { userId: id } });
    expect(session.tokenHash).not.toBe(browser.cookie);

    const [verification] = await mail(ada.email);
    expect(verification?.subject).toBe("Verify your Inkpanel e-mail address");
    expect(verification?.link).toMatch(`${siteUrl}/verify-email?token=`);
    expect(new URL(verification!.link!).searchParams.get("email")).toBe(ada.email);
  });

  it("stores the address lower-cased and refuses it a second time, in any case", async () => {
    const ben = newReader("Ben Twice");
    await signUp(newBrowser(), { ...ben, email: ben.email.toUpperCase() });
    const again = await execute(newBrowser(), SIGN_UP, { input: { ...ben, acceptTerms: true } });
    expect(errorCode(again)).toBe("EMAIL_TAKEN");
    expect(await db.user.count({ where: { email: ben.email } })).toBe(1);
  });

  it.each([
    ["a short password", { password: "short1!" }, "input.password"],
    ["a password over 128 characters", { password: "x".repeat(129) }, "input.password"],
    ["a common password", { password: "Password123" }, "input.password"],
    ["an invalid address", { email: "not-an-address" }, "input.email"],
    ["an empty name", { name: "  " }, "input.name"],
    ["unaccepted terms", { acceptTerms: false }, "input.acceptTerms"],
  ])("rejects %s and stores nothing", async (_, change, argumentName) => {
    const cyd = newReader("Cyd Rejected");
    const browser = newBrowser();
    const result = await execute(browser, SIGN_UP, {
      input: { ...cyd, acceptTerms: true, ...change },
    });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.extensions?.argumentName).toBe(argumentName);
    expect(browser.cookie).toBeNull();
    expect(await db.user.count({ where: { email: cyd.email } })).toBe(0);
  });
});

describe("verifyEmail", () => {
  it("verifies once with the mailed token, then calls the link used", async () => {
    const ada = newReader("Ada Verify");
    const browser = newBrowser();
    await signUp(browser, ada);
    const token = await tokenFromMail(ada.email, "/verify-email");

    // Opened on another device, signed out: the link alone is enough.
    expect((await execute(newBrowser(), VERIFY, { token }, later(HOUR))).data).toEqual({
      verifyEmail: true,
    });
    expect((await me(browser, later(HOUR)))?.emailVerified).toBe(true);
    expect(errorCode(await execute(newBrowser(), VERIFY, { token }, later(HOUR)))).toBe(
      "TOKEN_INVALID",
    );
  });

  it(`calls a link older than ${EMAIL_TOKEN_HOURS} hours expired, and a made-up one invalid`, async () => {
    const ben = newReader("Ben Expired");
    await signUp(newBrowser(), ben);
    const token = await tokenFromMail(ben.email, "/verify-email");
    const expired = later(EMAIL_TOKEN_HOURS * HOUR);
    expect(errorCode(await execute(newBrowser(), VERIFY, { token }, expired))).toBe(
      "TOKEN_EXPIRED",
    );
    expect(errorCode(await execute(newBrowser(), VERIFY, { token: "made-up" }))).toBe(
      "TOKEN_INVALID",
    );
    expect(
      (await db.user.findUniqueOrThrow({ where: { email: ben.email } })).emailVerifiedAt,
    ).toBeNull();
  });

  it("mails a new link on request, which works while the expired one does not", async () => {
    const cyd = newReader("Cyd Resend");
    const browser = newBrowser();
    await signUp(browser, cyd);
    const first = await tokenFromMail(cyd.email, "/verify-email");
    const nextDay = later(EMAIL_TOKEN_HOURS * HOUR + 60);
    // The browser-session cookie's server side lasts a day: sign in again first.
    await execute(browser, SIGN_IN, { email: cyd.email, password: cyd.password }, nextDay);
    const resend = await execute(browser, `mutation { resendVerificationEmail }`, {}, nextDay);
    expect(resend.data).toEqual({ resendVerificationEmail: true });
    const second = await tokenFromMail(cyd.email, "/verify-email");
    expect(second).not.toBe(first);
    expect(errorCode(await execute(browser, VERIFY, { token: first }, nextDay))).toBe(
      "TOKEN_EXPIRED",
    );
    expect((await execute(browser, VERIFY, { token: second }, nextDay)).data).toEqual({
      verifyEmail: true,
    });
  });
});

describe("sessions", () => {
  it("starts a new session at every sign-in and ends the one it replaces", async () => {
    const ada = newReader("Ada Rotate");
    const browser = newBrowser();
    const id = await signUp(browser, ada);
    const firstCookie = browser.cookie;

    await execute(browser, SIGN_IN, { email: ada.email, password: ada.password, remember: true });
    expect(browser.cookie).not.toBe(firstCookie);
    expect(browser.cookieExpires).toEqual(later(REMEMBERED_SESSION_DAYS * 24 * HOUR));
    expect(await db.session.count({ where: { userId: id } })).toBe(1);
    expect(await me({ ...browser, cookie: firstCookie })).toBeNull();
    expect((await me(browser))?.id).toBe(id);
  });

  it("ends a remembered session after 30 days", async () => {
    const ben = newReader("Ben Remember");
    await signUp(newBrowser(), ben);
    const browser = newBrowser();
    await execute(browser, SIGN_IN, { email: ben.email, password: ben.password, remember: true });
    expect(await me(browser, later(REMEMBERED_SESSION_DAYS * 24 * HOUR - 1))).not.toBeNull();
    expect(await me(browser, later(REMEMBERED_SESSION_DAYS * 24 * HOUR))).toBeNull();
  });

  it("signs out by deleting the session, not only the cookie", async () => {
    const cyd = newReader("Cyd Signout");
    const browser = newBrowser();
    const id = await signUp(browser, cyd);
    const cookie = browser.cookie;
    expect((await execute(browser, `mutation { signOut }`)).data).toEqual({ signOut: true });
    expect(browser.cookie).toBeNull();
    expect(await db.session.count({ where: { userId: id } })).toBe(0);
    expect(await me({ ...browser, cookie })).toBeNull();
  });

  it("refuses a wrong password or an unknown address with the same error", async () => {
    const dee = newReader("Dee Wrong");
    await signUp(newBrowser(), dee);
    const browser = newBrowser("203.0.113.20");
    const wrong = await execute(browser, SIGN_IN, {
      email: dee.email,
      password: "not her password",
    });
    const unknown = await execute(browser, SIGN_IN, {
      email: "nobody@accounts.test",
      password: dee.password,
    });
    expect(errorCode(wrong)).toBe("INVALID_CREDENTIALS");
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
    expect(browser.cookie).toBeNull();
  });

  it("keeps two readers apart: each sees only their own account", async () => {
    const [ada, ben] = [newReader("Ada Apart"), newReader("Ben Apart")];
    const [adaBrowser, benBrowser] = [newBrowser(), newBrowser()];
    const adaId = await signUp(adaBrowser, ada);
    const benId = await signUp(benBrowser, ben);
    expect((await me(adaBrowser))?.id).toBe(adaId);
    expect((await me(benBrowser))?.id).toBe(benId);
  });
});

describe("sign-in throttling", () => {
  const attempt = (browser: Browser, email: string, password: string, now: Date) =>
    execute(browser, SIGN_IN, { email, password }, now);

  it(`refuses an address after ${MAX_FAILED_SIGN_INS} failures in a minute, until the first leaves the window`, async () => {
    const ada = newReader("Ada Throttled");
    await signUp(newBrowser(), ada);
    for (let second = 0; second < MAX_FAILED_SIGN_INS; second++) {
      // From different IPs: the address alone triggers it.
      const result = await attempt(
        newBrowser(`198.51.100.${second}`),
        ada.email,
        "guess",
        later(second),
      );
      expect(errorCode(result)).toBe("INVALID_CREDENTIALS");
    }
    const limited = await attempt(newBrowser("198.51.100.99"), ada.email, ada.password, later(10));
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBe(THROTTLE_WINDOW_SECONDS - 10);

    const browser = newBrowser("198.51.100.99");
    await attempt(browser, ada.email, ada.password, later(THROTTLE_WINDOW_SECONDS));
    expect(browser.cookie).not.toBeNull();
  });

  it(`refuses an IP after ${MAX_FAILED_SIGN_INS} failures in a minute, whatever the address`, async () => {
    const ben = newReader("Ben Shared IP");
    await signUp(newBrowser(), ben);
    const browser = newBrowser("192.0.2.50");
    for (let second = 0; second < MAX_FAILED_SIGN_INS; second++) {
      await attempt(browser, `guess${second}@accounts.test`, "guess", later(second));
    }
    const limited = await attempt(browser, ben.email, ben.password, later(30));
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBe(THROTTLE_WINDOW_SECONDS - 30);
    // Another IP signs in to the same account.
    const elsewhere = newBrowser("192.0.2.51");
    await attempt(elsewhere, ben.email, ben.password, later(30));
    expect(elsewhere.cookie).not.toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same for an unknown address and mails nothing", async () => {
    const nobody = "nobody-here@accounts.test";
    expect((await execute(newBrowser(), REQUEST_RESET, { email: nobody })).data).toEqual({
      requestPasswordReset: true,
    });
    expect(await mail(nobody)).toEqual([]);
  });

  it("sets the new password once, signs out every session and keeps a rejected password from using the link", async () => {
    const ada = newReader("Ada Reset");
    const laptop = newBrowser();
    const phone = newBrowser();
    await signUp(laptop, ada);
    await execute(phone, SIGN_IN, { email: ada.email, password: ada.password });
    await execute(newBrowser(), REQUEST_RESET, { email: ada.email.toUpperCase() }, later(60));
    const token = await tokenFromMail(ada.email, "/reset-password");

    const weak = await execute(
      newBrowser(),
      RESET,
      { token, newPassword: "qwerty123" },
      later(120),
    );
    expect(errorCode(weak)).toBe("BAD_USER_INPUT");

    const newPassword = "a much better passphrase";
    expect((await execute(newBrowser(), RESET, { token, newPassword }, later(120))).data).toEqual({
      resetPassword: true,
    });
    expect(await me(laptop, later(120))).toBeNull();
    expect(await me(phone, later(120))).toBeNull();
    expect(
      errorCode(await execute(newBrowser(), RESET, { token, newPassword: "another good one!" })),
    ).toBe("TOKEN_INVALID");

    const old = await execute(newBrowser("203.0.113.77"), SIGN_IN, {
      email: ada.email,
      password: ada.password,
    });
    expect(errorCode(old)).toBe("INVALID_CREDENTIALS");
    const browser = newBrowser("203.0.113.77");
    await execute(browser, SIGN_IN, { email: ada.email, password: newPassword }, later(180));
    expect((await me(browser, later(180)))?.emailVerified).toBe(true);
  });

  it(`refuses a reset link older than ${EMAIL_TOKEN_HOURS} hours`, async () => {
    const ben = newReader("Ben Late Reset");
    await signUp(newBrowser(), ben);
    await execute(newBrowser(), REQUEST_RESET, { email: ben.email });
    const token = await tokenFromMail(ben.email, "/reset-password");
    const result = await execute(
      newBrowser(),
      RESET,
      { token, newPassword: "too late for this one" },
      later(EMAIL_TOKEN_HOURS * HOUR + 1),
    );
    expect(errorCode(result)).toBe("TOKEN_EXPIRED");
  });
});
