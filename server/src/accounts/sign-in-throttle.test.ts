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
import { limitConcurrency } from "./passwords.ts";
import { ipKey } from "../lib/rate-limits.ts";
import { MAX_FAILED_SIGN_INS, THROTTLE_WINDOW_SECONDS } from "./sign-in-throttle.ts";

const db = useTestDb();
const { execute, signUp } = useAccountsApi(db, new Date());

const CHANGE = operations.changePassword;

describe("sign-in throttling", () => {
  const attempt = (browser: Browser, email: string, password: string) =>
    execute(browser, operations.signIn, { email, password });

  it(`lets only ${MAX_FAILED_SIGN_INS} of 40 parallel wrong passwords for one address be checked`, async () => {
    const ada = newReader("Ada Throttled");
    await signUp(newBrowser(), ada);
    // From different IPs: the address alone triggers it.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        attempt(newBrowser(`198.51.100.${n}`), ada.email, `guess-${n}`),
      ),
    );
    const codes = results.map(errorCode);
    expect(codes.filter((code) => code === "INVALID_CREDENTIALS")).toHaveLength(
      MAX_FAILED_SIGN_INS,
    );
    expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(40 - MAX_FAILED_SIGN_INS);
    // The right password too waits for the window to end.
    const limited = await attempt(newBrowser("198.51.100.99"), ada.email, ada.password);
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    const retryAfter = limited.errors?.[0]?.extensions?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);
    expect(limited.errors?.[0]?.message).toBe(
      `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
    );
  });

  it(`refuses an IP after ${MAX_FAILED_SIGN_INS} failures in a minute, counting an IPv6 address by its /64`, async () => {
    const ben = newReader("Ben Shared IP");
    await signUp(newBrowser(), ben);
    // Each guess from another address of the same /64.
    for (let n = 0; n < MAX_FAILED_SIGN_INS; n++) {
      const result = await attempt(
        newBrowser(`2001:db8:5:6::${n + 1}`),
        `guess${n}@accounts.test`,
        "guess",
      );
      expect(errorCode(result)).toBe("INVALID_CREDENTIALS");
    }
    const limited = await attempt(newBrowser("2001:db8:5:6:ffff::9"), ben.email, ben.password);
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    // Another /64 signs in to the same account.
    const elsewhere = newBrowser("2001:db8:5:7::1");
    await attempt(elsewhere, ben.email, ben.password);
    expect(elsewhere.cookie).not.toBeNull();
  });

  it("forgives the address's failures and gives the IP its attempt back after the right password", async () => {
    const cleo = newReader("Cleo Forgiven");
    await signUp(newBrowser(), cleo);
    const [first, second] = [newBrowser(), newBrowser()];
    const wrong = (browser: Browser, email = cleo.email) =>
      attempt(browser, email, "guess").then(errorCode);
    for (let n = 1; n < MAX_FAILED_SIGN_INS; n++)
      expect(await wrong(first)).toBe("INVALID_CREDENTIALS");
    expect((await attempt(first, cleo.email, cleo.password)).errors).toBeUndefined();
    // The address has its whole budget again...
    for (let n = 0; n < MAX_FAILED_SIGN_INS; n++)
      expect(await wrong(second)).toBe("INVALID_CREDENTIALS");
    expect(await wrong(second)).toBe("RATE_LIMITED");
    // ...and the first IP has spent only its failures.
    expect(await wrong(first, "someone@accounts.test")).toBe("INVALID_CREDENTIALS");
    expect(await wrong(first, "someone@accounts.test")).toBe("RATE_LIMITED");
  });

  it("throttles changePassword's check of the current password like a sign-in", async () => {
    const dan = newReader("Dan Session Thief");
    const browser = newBrowser();
    await signUp(browser, dan);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        execute(browser, CHANGE, { current: `guess-${n}`, next: "a long new password 1" }),
      ),
    );
    const codes = results.map(errorCode);
    expect(codes.filter((code) => code === "INVALID_CREDENTIALS")).toHaveLength(
      MAX_FAILED_SIGN_INS,
    );
    expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(20 - MAX_FAILED_SIGN_INS);
  });
});

describe("ipKey", () => {
  it("keeps IPv4 addresses, unwraps IPv4-mapped ones and cuts IPv6 to its /64", () => {
    expect(ipKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("2001:db8:5:6::1")).toBe("2001:db8:5:6::/64");
    expect(ipKey("2001:0DB8:0005:0006:1:2:3:4")).toBe("2001:db8:5:6::/64");
    expect(ipKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("limitConcurrency", () => {
  it("runs at most its number of tasks at once, and every task", async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        run(async () => {
          most = Math.max(most, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return n;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => n));
  });
});
