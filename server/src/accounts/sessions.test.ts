import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { newBrowser, newReader, useAccountsApi } from "./accounts.scenarios.ts";

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { signUp, me } = useAccountsApi(db, start);
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);

describe("a session's lastSeenAt", () => {
  it("moves when the session is used more than five minutes after it was last marked", async () => {
    const browser = newBrowser();
    const id = await signUp(browser, newReader("Ada Last Seen"));
    const lastSeenAt = async () =>
      (await db.session.findFirstOrThrow({ where: { userId: id } })).lastSeenAt;
    expect(await lastSeenAt()).toEqual(start);

    expect(await me(browser, minutesLater(1))).toMatchObject({ id });
    expect(await lastSeenAt()).toEqual(start);

    expect(await me(browser, minutesLater(6))).toMatchObject({ id });
    expect(await lastSeenAt()).toEqual(minutesLater(6));

    expect(await me(browser, minutesLater(7))).toMatchObject({ id });
    expect(await lastSeenAt()).toEqual(minutesLater(6));
  });
});
