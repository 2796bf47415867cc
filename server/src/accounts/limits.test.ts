import { describe, expect, it } from "vitest";
import { MAILS_PER_ADDRESS } from "../mail/mail-limit.ts";
import { useTestDb } from "../test/database.ts";
import {
  errorCode,
  newBrowser,
  newReader,
  operations,
  useAccountsApi,
} from "./accounts.scenarios.ts";
import { PASSWORD_RESETS_PER_IP, SIGN_UPS_PER_IP } from "./limits.ts";

const db = useTestDb();
const { execute, signUp, mail } = useAccountsApi(db, new Date());
const { requestPasswordReset: REQUEST_RESET, resendVerificationEmail: RESEND } = operations;

describe("an address's mails", () => {
  it(`stop after ${MAILS_PER_ADDRESS.points} reset links an hour, from however many IPs`, async () => {
    const ada = newReader("Ada Flooded");
    await signUp(newBrowser(), ada); // the verification mail is the first of the hour
    for (let request = 1; request < MAILS_PER_ADDRESS.points; request++) {
      const result = await execute(newBrowser(), REQUEST_RESET, { email: ada.email });
      expect(result.errors).toBeUndefined();
    }
    const refused = await execute(newBrowser(), REQUEST_RESET, { email: ada.email });
    expect(errorCode(refused)).toBe("RATE_LIMITED");
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await mail(ada.email)).toHaveLength(MAILS_PER_ADDRESS.points);
  });

  it("are counted the same for an address without an account, so limits reveal none", async () => {
    const email = "nobody-flooded@accounts.test";
    for (let request = 0; request < MAILS_PER_ADDRESS.points; request++) {
      await execute(newBrowser(), REQUEST_RESET, { email });
    }
    expect(errorCode(await execute(newBrowser(), REQUEST_RESET, { email }))).toBe("RATE_LIMITED");
  });

  it("include new verification links", async () => {
    const ben = newReader("Ben Resends");
    const browser = newBrowser();
    await signUp(browser, ben);
    for (let request = 1; request < MAILS_PER_ADDRESS.points; request++) {
      expect((await execute(browser, RESEND)).errors).toBeUndefined();
    }
    expect(errorCode(await execute(browser, RESEND))).toBe("RATE_LIMITED");
  });
});

describe("an IP", () => {
  it(`asks for at most ${PASSWORD_RESETS_PER_IP.points} reset links an hour, whatever the addresses`, async () => {
    const browser = newBrowser();
    for (let request = 0; request < PASSWORD_RESETS_PER_IP.points; request++) {
      const result = await execute(browser, REQUEST_RESET, {
        email: `reset${request}@accounts.test`,
      });
      expect(result.errors).toBeUndefined();
    }
    const refused = await execute(browser, REQUEST_RESET, { email: "one-more@accounts.test" });
    expect(errorCode(refused)).toBe("RATE_LIMITED");
    expect(
      errorCode(await execute(newBrowser(), REQUEST_RESET, { email: "one-more@accounts.test" })),
    ).toBeUndefined();
  });

  it("counts an IPv6 address by its /64, so a script cannot rotate through its own block", async () => {
    const block = newBrowser().ip.replace(/::1$/, "");
    for (let request = 0; request < PASSWORD_RESETS_PER_IP.points; request++) {
      const fromAnotherAddress = newBrowser(`${block}::${(request + 2).toString(16)}`);
      const result = await execute(fromAnotherAddress, REQUEST_RESET, {
        email: `rotated${request}@accounts.test`,
      });
      expect(result.errors).toBeUndefined();
    }
    const refused = await execute(newBrowser(`${block}:ffff:ffff:ffff:ffff`), REQUEST_RESET, {
      email: "rotated-once-more@accounts.test",
    });
    expect(errorCode(refused)).toBe("RATE_LIMITED");
  });

  it(`creates at most ${SIGN_UPS_PER_IP.points} accounts an hour`, async () => {
    const ip = newBrowser().ip;
    for (let account = 0; account < SIGN_UPS_PER_IP.points; account++) {
      await signUp(newBrowser(ip), newReader(`Sign Up Number ${account}`));
    }
    const carl = newReader("Carl One Too Many");
    const refused = await execute(newBrowser(ip), operations.signUp, {
      input: { ...carl, acceptTerms: true },
    });
    expect(errorCode(refused)).toBe("RATE_LIMITED");
    expect(await db.user.count({ where: { email: carl.email } })).toBe(0);
  }, 60_000); // each sign-up hashes a password with argon2

  it("is not charged for a form it got wrong", async () => {
    const browser = newBrowser();
    for (let request = 0; request <= PASSWORD_RESETS_PER_IP.points; request++) {
      expect(errorCode(await execute(browser, REQUEST_RESET, { email: "not-an-address" }))).toBe(
        "BAD_USER_INPUT",
      );
    }
    expect(
      (await execute(browser, REQUEST_RESET, { email: "fine@accounts.test" })).errors,
    ).toBeUndefined();
  });
});
