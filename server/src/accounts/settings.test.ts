import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  freePlan,
  newBrowser,
  newReader,
  operations,
  useAccountsApi,
  type Browser,
} from "./accounts.scenarios.ts";
import { MAX_BIO_LENGTH } from "@inkpanel/input-rules";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute } = useAccountsApi(db, start);

const errorOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions;

async function signedIn(name: string): Promise<Browser & { reader: ReturnType<typeof newReader> }> {
  const reader = newReader(name);
  const browser = newBrowser();
  const result = await execute(
    browser,
    `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`,
    {
      input: { ...reader, acceptTerms: true },
    },
  );
  expect(result.errors).toBeUndefined();
  return Object.assign(browser, { reader });
}

const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { name bio location website }
}`;

describe("updateProfile", () => {
  it("saves the fields given, keeps the others and clears emptied ones", async () => {
    const ada = await signedIn("Ada Profile");
    const bio = "b".repeat(MAX_BIO_LENGTH);
    await execute(ada, UPDATE_PROFILE, {
      input: { bio, location: "London", website: "https://ada.example" },
    });
    const result = await execute(ada, UPDATE_PROFILE, {
      input: { name: " Ada L. ", location: "" },
    });
    expect(result.data).toEqual({
      updateProfile: { name: "Ada L.", bio, location: null, website: "https://ada.example" },
    });
  });

  it.each([
    ["a bio over 160 characters", { bio: "b".repeat(MAX_BIO_LENGTH + 1) }, "input.bio"],
    ["a website that is not http(s)", { website: "javascript:alert(1)" }, "input.website"],
  ])("rejects %s and changes nothing", async (_, input, argumentName) => {
    const ben = await signedIn(`Ben Profile ${argumentName}`);
    const result = await execute(ben, UPDATE_PROFILE, { input: { name: "Changed", ...input } });
    expect(errorOf(result)).toMatchObject({ code: "BAD_USER_INPUT", argumentName });
    const stored = await db.user.findUniqueOrThrow({ where: { email: ben.reader.email } });
    expect(stored).toMatchObject({ name: ben.reader.name, bio: null, website: null });
  });

  it("needs a signed-in reader", async () => {
    const result = await execute(newBrowser(), UPDATE_PROFILE, { input: { name: "Nobody" } });
    expect(errorOf(result)?.code).toBe("UNAUTHENTICATED");
  });
});

describe("updatePreferences", () => {
  const UPDATE = `mutation ($input: PreferencesInput!) {
    updatePreferences(input: $input) { theme colorScheme language readingDirection readerFit readerLayout readerGap readerWidth autoScrollSpeed autoPlay notifications emailUpdates downloadQuality }
  }`;

  it("starts from the spec's defaults and changes only what is given", async () => {
    const cyd = await signedIn("Cyd Preferences");
    const result = await execute(cyd, UPDATE, {
      input: { theme: "DARK", readingDirection: "RTL", autoPlay: null },
    });
    expect(result.data).toEqual({
      updatePreferences: {
        theme: "DARK",
        colorScheme: "DEFAULT",
        language: "en",
        readingDirection: "RTL",
        readerFit: "SCREEN",
        readerLayout: "SINGLE",
        readerGap: "SMALL",
        readerWidth: "MEDIUM",
        autoScrollSpeed: 80,
        autoPlay: true,
        notifications: true,
        emailUpdates: true,
        downloadQuality: "HIGH",
      },
    });
  });

  it("remembers how the reader fits a page", async () => {
    const fay = await signedIn("Fay Fit");
    const result = await execute(fay, UPDATE, { input: {} });
    expect(result.data?.updatePreferences).toMatchObject({ readerFit: "SCREEN" });

    await execute(fay, UPDATE, { input: { readerFit: "WIDTH" } });
    const again = await execute(fay, `{ me { preferences { readerFit readingDirection } } }`);
    expect(again.data).toEqual({
      me: { preferences: { readerFit: "WIDTH", readingDirection: "LTR" } },
    });
  });

  it("remembers the colour scheme beside the theme", async () => {
    const sam = await signedIn("Sam Scheme");
    await execute(sam, UPDATE, { input: { theme: "LIGHT", colorScheme: "GREEN" } });
    const again = await execute(sam, `{ me { preferences { theme colorScheme } } }`);
    expect(again.data).toEqual({ me: { preferences: { theme: "LIGHT", colorScheme: "GREEN" } } });
    const result = await execute(sam, UPDATE, { input: { colorScheme: "TEAL" } });
    expect(errorOf(result)?.code).toBe("BAD_USER_INPUT");
  });

  it("remembers single or double page", async () => {
    const dob = await signedIn("Dob Double");
    await execute(dob, UPDATE, { input: { readerLayout: "DOUBLE" } });
    const again = await execute(dob, `{ me { preferences { readerLayout readerFit } } }`);
    expect(again.data).toEqual({
      me: { preferences: { readerLayout: "DOUBLE", readerFit: "SCREEN" } },
    });
    const result = await execute(dob, UPDATE, { input: { readerLayout: "TRIPLE" } });
    expect(errorOf(result)?.code).toBe("BAD_USER_INPUT");
  });

  it("remembers vertical mode's gap, width limit and auto-scroll speed", async () => {
    const vic = await signedIn("Vic Vertical");
    await execute(vic, UPDATE, {
      input: { readerGap: "NONE", readerWidth: "FULL", autoScrollSpeed: 240 },
    });
    const again = await execute(
      vic,
      `{ me { preferences { readerGap readerWidth autoScrollSpeed } } }`,
    );
    expect(again.data).toEqual({
      me: { preferences: { readerGap: "NONE", readerWidth: "FULL", autoScrollSpeed: 240 } },
    });
  });

  it("rejects an auto-scroll speed outside 20 to 400", async () => {
    const val = await signedIn("Val Speed");
    expect(errorOf(await execute(val, UPDATE, { input: { autoScrollSpeed: 1000 } }))).toMatchObject(
      {
        code: "BAD_USER_INPUT",
        argumentName: "input.autoScrollSpeed",
      },
    );
  });

  it("rejects a fit that is not one of the reader's", async () => {
    const gus = await signedIn("Gus Fit");
    const result = await execute(gus, UPDATE, { input: { readerFit: "STRETCH" } });
    expect(errorOf(result)?.code).toBe("BAD_USER_INPUT");
  });

  it("rejects an unknown language", async () => {
    const dee = await signedIn("Dee Language");
    expect(errorOf(await execute(dee, UPDATE, { input: { language: "xx" } }))).toMatchObject({
      code: "BAD_USER_INPUT",
      argumentName: "input.language",
    });
  });
});

describe("password and sessions", () => {
  const CHANGE = operations.changePassword;
  const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`;
  const ME = `{ me { id } }`;

  it("changes the password with the current one and signs out the other devices only", async () => {
    const eve = await signedIn("Eve Password");
    const phone = newBrowser("203.0.113.9");
    await execute(phone, SIGN_IN, { email: eve.reader.email, password: eve.reader.password });

    const wrong = await execute(eve, CHANGE, {
      current: "not it at all",
      next: "a new long passphrase",
    });
    expect(errorOf(wrong)).toMatchObject({
      code: "INVALID_CREDENTIALS",
      argumentName: "currentPassword",
    });
    expect((await execute(phone, ME)).data?.me).not.toBeNull();

    const changed = await execute(eve, CHANGE, {
      current: eve.reader.password,
      next: "a new long passphrase",
    });
    expect(changed.data).toEqual({ changePassword: true });
    expect((await execute(eve, ME)).data?.me).not.toBeNull();
    expect((await execute(phone, ME)).data?.me).toBeNull();
  });

  it("signs out other sessions and answers how many", async () => {
    const fay = await signedIn("Fay Sessions");
    const [phone, tablet] = [newBrowser("203.0.113.10"), newBrowser("203.0.113.11")];
    for (const device of [phone, tablet]) {
      await execute(device, SIGN_IN, { email: fay.reader.email, password: fay.reader.password });
    }
    expect((await execute(fay, `mutation { signOutOtherSessions }`)).data).toEqual({
      signOutOtherSessions: 2,
    });
    expect((await execute(phone, ME)).data?.me).toBeNull();
    expect((await execute(fay, ME)).data?.me).not.toBeNull();
  });
});

describe("changePlan", () => {
  const CHANGE_PLAN = `mutation ($planId: ID!, $period: BillingPeriod!) {
    changePlan(planId: $planId, period: $period) { plan { id } billingPeriod }
  }`;

  it("stores the chosen plan and period, and refuses an unknown plan", async () => {
    const gus = await signedIn("Gus Plan");
    const premium = {
      ...freePlan,
      id: "accounts-premium",
      name: "Premium",
      monthlyPrice: 9.99,
      sortOrder: 2,
    };
    await db.plan.create({ data: premium });
    try {
      expect(
        (await execute(gus, CHANGE_PLAN, { planId: premium.id, period: "YEARLY" })).data,
      ).toEqual({
        changePlan: { plan: { id: premium.id }, billingPeriod: "YEARLY" },
      });
      const unknown = await execute(gus, CHANGE_PLAN, { planId: "platinum", period: "MONTHLY" });
      expect(errorOf(unknown)).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "planId" });
    } finally {
      await db.user.updateMany({ where: { planId: premium.id }, data: { planId: freePlan.id } });
      await db.plan.delete({ where: { id: premium.id } });
    }
  });
});
