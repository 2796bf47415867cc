import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer.ts";
import { requestLoggingTo } from "./logger.ts";

/** A logger whose lines land in `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: "info" }, sink), lines };
}

describe("the request log", () => {
  it("logs paths without their query strings, so tokens stay out of it", async () => {
    const { log, lines } = capturedLogger();
    const app = express();
    app.use(requestLoggingTo(log));
    app.get("/{*path}", (_request, response) => void response.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    for (const url of ["/reset-password?token=secret-reset", "/uploads/u1?token=secret-upload"]) {
      await (await fetch(`http://127.0.0.1:${port}${url}`)).text();
    }
    await new Promise((resolve) => server.close(resolve));
    const logged = lines.join("");
    expect(logged).not.toMatch(/secret/);
    expect(lines.map((line) => JSON.parse(line).req.url)).toEqual([
      "/reset-password",
      "/uploads/u1",
    ]);
  });
});

describe("mail written to files", () => {
  const message = {
    to: "ada@example.com",
    subject: "Reset your password",
    text: "Follow the link",
    link: "http://inkpanel.test/reset-password?token=secret-reset",
  };

  it("does not log links when NODE_ENV is production", async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), "inkpanel-log-mail-"));
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const lines: string[] = [];
      const mailer = createMailer({
        siteUrl: "http://inkpanel.test",
        mailDir,
        log: (line) => lines.push(line),
      });
      await mailer.send(message);
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/secret/);
    } finally {
      process.env.NODE_ENV = before;
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
