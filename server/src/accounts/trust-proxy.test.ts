import { mkdtempSync, rmSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp, trustProxyFromEnv, type TrustProxy } from "../app.ts";
import { useTestDb } from "../test/database.ts";
import { MAX_FAILED_SIGN_INS } from "./sign-in-throttle.ts";

// The sign-in throttle behind a reverse proxy, over real HTTP: which IP a failure counts against.
const db = useTestDb();
const webDistDir = mkdtempSync(path.join(tmpdir(), "inkpanel-trust-proxy-"));
// Requests leave from a loopback address of their own, so this file's failures throttle no other
// test's requests from 127.0.0.1.
const proxyAddress = "127.0.0.25";
const visitorA = "198.18.0.1";
const visitorB = "198.18.0.2";
afterAll(async () => {
  await db.rateLimitCounter.deleteMany({
    where: { key: { in: [visitorA, visitorB, proxyAddress].map((ip) => `sign-ins-per-ip:${ip}`) } },
  });
  rmSync(webDistDir, { recursive: true, force: true });
});

// On a free port: a fixed one is taken when two test runs share the machine.
async function serve(trustProxy: TrustProxy) {
  const app = await createApp({ db, webDistDir, trustProxy });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as AddressInfo;
  /** A failing sign-in relayed by the proxy for `forwardedFor`; the error code it gets. */
  return (forwardedFor: string, email: string) =>
    new Promise<unknown>((resolve, reject) => {
      const body = JSON.stringify({
        query: `mutation ($email: String!) { signIn(email: $email, password: "guess") { id } }`,
        variables: { email },
      });
      const sending = request(
        {
          host: "127.0.0.1",
          port,
          localAddress: proxyAddress,
          method: "POST",
          path: "/graphql",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => {
            const result = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
            resolve(result.errors?.[0]?.extensions?.code);
          });
        },
      );
      sending.on("error", reject);
      sending.end(body);
    });
}

const guesses = (prefix: string) =>
  Array.from({ length: MAX_FAILED_SIGN_INS }, (_, n) => `${prefix}${n}@trust-proxy.test`);

describe("TRUST_PROXY", () => {
  it("reads a hop count as a number, other values as Express's string form, unset as false", () => {
    expect(trustProxyFromEnv({ TRUST_PROXY: "1" })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: "loopback" })).toBe("loopback");
    expect(trustProxyFromEnv({})).toBe(false);
  });

  it("stops the app from starting when it names no addresses Express knows", async () => {
    await expect(createApp({ db, webDistDir, trustProxy: "the-proxy" })).rejects.toThrow(
      "TRUST_PROXY=the-proxy is neither a number of proxy hops nor addresses Express can trust: invalid IP address: the-proxy",
    );
  });

  it("=1 throttles each forwarded visitor separately", async () => {
    const signIn = await serve(trustProxyFromEnv({ TRUST_PROXY: "1" }));
    for (const email of guesses("trusted-a")) {
      expect(await signIn(visitorA, email)).toBe("INVALID_CREDENTIALS");
    }
    expect(await signIn(visitorA, "trusted-a-more@trust-proxy.test")).toBe("RATE_LIMITED");
    expect(await signIn(visitorB, "trusted-b@trust-proxy.test")).toBe("INVALID_CREDENTIALS");
  });

  it("unset ignores X-Forwarded-For: every visitor is the proxy", async () => {
    const signIn = await serve(trustProxyFromEnv({}));
    for (const email of guesses("untrusted-a")) {
      expect(await signIn(visitorA, email)).toBe("INVALID_CREDENTIALS");
    }
    expect(await signIn(visitorB, "untrusted-b@trust-proxy.test")).toBe("RATE_LIMITED");
  });
});
