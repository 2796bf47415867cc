import { describe, expect, it } from "vitest";
import { StatementLog } from "./statement-log.ts";

describe("StatementLog", () => {
  it("counts every statement, keeps the first few, and starts over on take", () => {
    const log = new StatementLog(2);
    log.record("SELECT 1", "[]");
    log.record("SELECT $1", "[2]");
    log.record("SELECT 3", "[]");

    expect(log.take()).toEqual({
      count: 3,
      statements: [
        { sql: "SELECT 1", params: "[]" },
        { sql: "SELECT $1", params: "[2]" },
      ],
    });
    expect(log.take()).toEqual({ count: 0, statements: [] });
  });
});
