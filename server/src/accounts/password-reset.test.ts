import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  errorCode,
  HOUR,
  newBrowser,
  newReader,
  operations,
  useAccountsApi,
} from "./accounts.scenarios.ts";
import { EMAIL_TOKEN_HOURS } from "./email-tokens.ts";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute, signUp, me, tokenFromMail, mail, later } = useAccountsApi(db, start);
const { signIn: SIGN_IN, requestPasswordReset: REQUEST_RESET, resetPassword: RESET } = operations;

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
