import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  errorCode,
  HOUR,
  newBrowser,
  newReader,
  operations,
  siteUrl,
  useAccountsApi,
} from "./accounts.scenarios.ts";
import { EMAIL_TOKEN_HOURS } from "./email-tokens.ts";
import { REMEMBERED_SESSION_DAYS } from "./sessions.ts";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute, signUp, me, tokenFromMail, mail, later } = useAccountsApi(db, start);
const { signUp: SIGN_UP, signIn: SIGN_IN, verifyEmail: VERIFY } = operations;

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
