import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  errorCode,
  newBrowser,
  newReader,
  operations,
  useAccountsApi,
} from "./accounts.scenarios.ts";

const db = useTestDb();
const { execute, signUp, mail } = useAccountsApi(db, new Date());
const {
  requestPasswordReset: REQUEST_RESET,
  resetPassword: RESET,
  changePassword: CHANGE,
} = operations;

/** The tokens of every reset link mailed to `email`, oldest first. */
async function resetTokens(email: string) {
  return (await mail(email))
    .map((message) => (message.link ? new URL(message.link) : null))
    .filter((link) => link?.pathname === "/reset-password")
    .map((link) => link!.searchParams.get("token")!);
}

describe("display names", () => {
  it.each(["Ada\nLovelace", "Ada\r\nBcc: x@evil.test", "Ada\u0000", "Ada\u202Eecalevol"])(
    "refuses %j as BAD_USER_INPUT naming input.name",
    async (name) => {
      const result = await execute(newBrowser(), operations.signUp, {
        input: { ...newReader("x"), name, acceptTerms: true },
      });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        argumentName: "input.name",
      });
    },
  );

  it("is never a link in mail: a name like www.evil.com reaches the reader unlinkable", async () => {
    const reader = { ...newReader("x"), name: "www.evil.com" };
    await signUp(newBrowser(), reader);
    const [verification] = await mail(reader.email);
    expect(verification!.text).not.toContain("www.evil.com");
    expect(verification!.text).toContain("www.\u200Bevil.\u200Bcom");
  });
});

describe("outstanding reset links", () => {
  it("stop working once one of them resets the password", async () => {
    const ada = newReader("Ada Two Links");
    await signUp(newBrowser(), ada);
    for (let n = 0; n < 2; n++) await execute(newBrowser(), REQUEST_RESET, { email: ada.email });
    const [first, second] = await resetTokens(ada.email);
    const reset = await execute(newBrowser(), RESET, {
      token: second!,
      newPassword: "a fresh passphrase 1",
    });
    expect(reset.errors).toBeUndefined();
    const again = await execute(newBrowser(), RESET, {
      token: first!,
      newPassword: "an attacker's passphrase",
    });
    expect(errorCode(again)).toBe("TOKEN_INVALID");
  });

  it("stop working once the password is changed", async () => {
    const ben = newReader("Ben Changed");
    const browser = newBrowser();
    await signUp(browser, ben);
    await execute(newBrowser(), REQUEST_RESET, { email: ben.email });
    const [token] = await resetTokens(ben.email);
    const changed = await execute(browser, CHANGE, {
      current: ben.password,
      next: "a changed passphrase 2",
    });
    expect(changed.errors).toBeUndefined();
    const reset = await execute(newBrowser(), RESET, {
      token: token!,
      newPassword: "an attacker's passphrase",
    });
    expect(errorCode(reset)).toBe("TOKEN_INVALID");
  });
});
