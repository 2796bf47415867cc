import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  errorCode,
  newBrowser,
  newReader,
  operations,
  useAccountsApi,
  type Browser,
} from "./accounts.scenarios.ts";
import { MAX_FAILED_SIGN_INS, THROTTLE_WINDOW_SECONDS } from "./sign-in-throttle.ts";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute, signUp } = useAccountsApi(db, start);
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("sign-in throttling", () => {
  const attempt = (browser: Browser, email: string, password: string, now: Date) =>
    execute(browser, operations.signIn, { email, password }, now);

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
