import { randomUUID } from "node:crypto";
import type { ApolloServer } from "@apollo/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../app/context.ts";
import type { Context } from "../lib/context.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import { useTestDb } from "../test/database.ts";
import {
  CONTACT_MESSAGES_PER_ADDRESS,
  CONTACT_MESSAGES_PER_IP,
  NEWSLETTER_SIGN_UPS_PER_ADDRESS,
  NEWSLETTER_SIGN_UPS_PER_IP,
} from "./limits.ts";

const db = useTestDb();
let server: ApolloServer<Context>;
beforeAll(async () => {
  server = await createGraphQLServer();
  return () => server.stop();
});
afterAll(async () => {
  await db.contactMessage.deleteMany({ where: { email: { endsWith: "@limits.test" } } });
  await db.newsletterSubscriber.deleteMany({ where: { email: { endsWith: "@limits.test" } } });
});

/** A /64 of its own for each visitor (budgets count IPv6 by its /64), so tests never share one. */
const newIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

async function codeOf(ip: string, query: string, variables: Record<string, unknown>) {
  const http = { ip, userAgent: null, setSessionCookie() {}, clearSessionCookie() {} };
  const response = await server.executeOperation(
    { query, variables },
    { contextValue: createContext({ db, http }) },
  );
  if (response.body.kind !== "single") throw new Error("Expected a single result");
  return response.body.singleResult.errors?.[0]?.extensions?.code ?? null;
}

const SEND = `mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }`;
const contact = (email: string) => ({
  input: { name: "Ada", email, subject: "Hello", message: "A question about chapters." },
});
const SUBSCRIBE = `mutation Subscribe($email: String!) { subscribeNewsletter(email: $email) }`;

describe("contact messages", () => {
  it(`are at most ${CONTACT_MESSAGES_PER_IP.points} an hour from an IP`, async () => {
    const ip = newIp();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_IP.points; sent++) {
      expect(
        await codeOf(ip, SEND, contact(`writer${sent}-${randomUUID()}@limits.test`)),
      ).toBeNull();
    }
    expect(await codeOf(ip, SEND, contact(`one-more-${randomUUID()}@limits.test`))).toBe(
      "RATE_LIMITED",
    );
  });

  it(`are at most ${CONTACT_MESSAGES_PER_ADDRESS.points} an hour from an address`, async () => {
    const email = `${randomUUID()}@limits.test`;
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_ADDRESS.points; sent++) {
      expect(await codeOf(newIp(), SEND, contact(email))).toBeNull();
    }
    expect(await codeOf(newIp(), SEND, contact(email))).toBe("RATE_LIMITED");
    expect(await db.contactMessage.count({ where: { email } })).toBe(
      CONTACT_MESSAGES_PER_ADDRESS.points,
    );
  });
});

describe("newsletter sign-ups", () => {
  it(`are at most ${NEWSLETTER_SIGN_UPS_PER_IP.points} an hour from an IP`, async () => {
    const ip = newIp();
    for (let sent = 0; sent < NEWSLETTER_SIGN_UPS_PER_IP.points; sent++) {
      expect(
        await codeOf(ip, SUBSCRIBE, { email: `reader${sent}-${randomUUID()}@limits.test` }),
      ).toBeNull();
    }
    expect(await codeOf(ip, SUBSCRIBE, { email: `late-${randomUUID()}@limits.test` })).toBe(
      "RATE_LIMITED",
    );
  });

  it(`are tried at most ${NEWSLETTER_SIGN_UPS_PER_ADDRESS.points} times an hour for an address`, async () => {
    const email = `${randomUUID()}@limits.test`;
    expect(await codeOf(newIp(), SUBSCRIBE, { email })).toBeNull();
    for (let again = 1; again < NEWSLETTER_SIGN_UPS_PER_ADDRESS.points; again++) {
      expect(await codeOf(newIp(), SUBSCRIBE, { email })).toBe("ALREADY_SUBSCRIBED");
    }
    expect(await codeOf(newIp(), SUBSCRIBE, { email })).toBe("RATE_LIMITED");
  });
});
