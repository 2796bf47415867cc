import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import {
  readerOfUnsubscribeToken,
  unsubscribeSecretOf,
  unsubscribeToken,
} from "./unsubscribe-tokens.ts";

const db = useTestDb();

describe("unsubscribe links", () => {
  it("are signed with the database's own secret, the same for every process, unless one is set", async () => {
    const [one, two] = await Promise.all([
      unsubscribeSecretOf(db, {}),
      unsubscribeSecretOf(db, {}),
    ]);
    expect(one).toBe(two);
    expect(one.length).toBeGreaterThanOrEqual(43);
    expect(await unsubscribeSecretOf(db, { UNSUBSCRIBE_SECRET: "set by the operator" })).toBe(
      "set by the operator",
    );
  });

  it("name their reader, and a token signed otherwise names nobody", async () => {
    const secret = await unsubscribeSecretOf(db, {});
    const token = unsubscribeToken(secret, "reader-1");
    expect(readerOfUnsubscribeToken(secret, token)).toBe("reader-1");
    expect(
      readerOfUnsubscribeToken(secret, unsubscribeToken("another secret", "reader-1")),
    ).toBeNull();
  });
});
