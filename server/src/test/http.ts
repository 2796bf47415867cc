import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { afterAll } from "vitest";

/**
 * Serves `app` on a free port of 127.0.0.1 until the test file ends, and answers its base URL.
 * A port the system picks never collides with another test run on the same machine.
 */
export async function serveForTests(app: Express): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
