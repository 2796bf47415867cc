import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { createContext } from "../app/context.ts";
import { useTestDb } from "../test/database.ts";
import { expectingNoErrors, useGraphQL } from "../test/graphql.ts";
import { planById } from "./loaders.ts";
import { faqOrder, faqs, library, plans, useSiteScenario } from "./site.scenarios.ts";
import { MAX_CONTACT_MESSAGE_LENGTH } from "@inkpanel/input-rules";

const db = useTestDb();
useSiteScenario(db);
const execute = useGraphQL(db, { now: new Date("2026-03-15T12:00:00.000Z") });
const data = expectingNoErrors(execute);

describe("plans", () => {
  it("lists plans in display order with prices as numbers and yearly savings", async () => {
    const { plans: listed } = await data<{ plans: unknown[] }>(
      `{ plans { id name monthlyPrice yearlyPrice yearlySavingsPercent popular features } }`,
    );
    expect(listed).toEqual(
      [plans.free, plans.premium, plans.ultimate, plans.team].map((plan) => ({
        id: plan.id,
        name: plan.name,
        monthlyPrice: plan.monthlyPrice,
        yearlyPrice: plan.yearlyPrice,
        yearlySavingsPercent: plan.savings,
        popular: plan.popular,
        features: [`${plan.name} feature`],
      })),
    );
  });

  it("loads readers' plans (User.plan) in one batch", async () => {
    const [ada, ben] = library.readers;
    // `me` is null until sessions exist, so User.plan's loader is checked directly.
    const loaded = await createContext({ db })
      .loader(planById)
      .loadMany([ada!.planId, ben!.planId]);
    expect(loaded.map((plan) => (plan instanceof Error ? plan : plan?.id))).toEqual([
      plans.premium.id,
      plans.free.id,
    ]);
  });
});

describe("faqs", () => {
  const FAQS = `query Faqs($category: String, $search: String) { faqs(category: $category, search: $search) { id } }`;
  const ids = (result: { faqs: { id: string }[] }) => result.faqs.map((faq) => faq.id);

  it("lists every item by category, then position", async () => {
    expect(ids(await data(FAQS))).toEqual(faqOrder.map((faq) => faq.id));
  });

  it("keeps one category, and none for an unknown category", async () => {
    expect(ids(await data(FAQS, { category: "billing" }))).toEqual([faqs.cards.id, faqs.cancel.id]);
    expect(ids(await data(FAQS, { category: "Billing" }))).toEqual([]);
    expect(ids(await data(FAQS, { category: "no-such-category" }))).toEqual([]);
  });

  it("searches questions and answers, case-insensitive", async () => {
    expect(ids(await data(FAQS, { search: "PREMIUM" }))).toEqual([faqs.offline.id]); // in the answer
    expect(ids(await data(FAQS, { search: " cancel " }))).toEqual([faqs.cancel.id]); // in the question
    expect(ids(await data(FAQS, { search: "free", category: "general" }))).toEqual([
      faqs.isFree.id,
    ]);
    expect(ids(await data(FAQS, { search: "free", category: "billing" }))).toEqual([]);
  });

  it("rejects an overlong search", async () => {
    const result = await execute(FAQS, { search: "x".repeat(201) });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toContain('"search"');
  });
});

describe("siteStats", () => {
  it("counts series, chapters and readers", async () => {
    expect(await data(`{ siteStats { seriesCount chapterCount readerCount } }`)).toEqual({
      siteStats: {
        seriesCount: library.mangas.length,
        chapterCount: library.chapters.length,
        readerCount: library.readers.length,
      },
    });
  });

  it("counts the newsletter's subscribers", async () => {
    const count = async () => {
      const { siteStats } = await data<{ siteStats: { newsletterSubscriberCount: number } }>(
        `{ siteStats { newsletterSubscriberCount } }`,
      );
      return siteStats.newsletterSubscriberCount;
    };
    const before = await count();
    expect(before).toBe(await db.newsletterSubscriber.count());
    await db.newsletterSubscriber.create({ data: { email: "counted@site-stats.test" } });
    onTestFinished(async () => {
      await db.newsletterSubscriber.deleteMany({ where: { email: "counted@site-stats.test" } });
    });
    expect(await count()).toBe(before + 1);
  });
});

describe("subscribeNewsletter", () => {
  const SUBSCRIBE = `mutation Subscribe($email: String!) { subscribeNewsletter(email: $email) }`;
  afterAll(() =>
    db.newsletterSubscriber.deleteMany({ where: { email: { endsWith: "@newsletter.test" } } }),
  );

  it("stores the address trimmed and lower-cased", async () => {
    expect(await data(SUBSCRIBE, { email: "  Reader@Newsletter.TEST " })).toEqual({
      subscribeNewsletter: true,
    });
    const stored = await db.newsletterSubscriber.findMany({
      where: { email: { endsWith: "@newsletter.test" } },
    });
    expect(stored.map((row) => row.email)).toEqual(["reader@newsletter.test"]);
  });

  it("refuses an address already subscribed, in any case", async () => {
    await data(SUBSCRIBE, { email: "twice@newsletter.test" });
    for (const email of ["twice@newsletter.test", "TWICE@Newsletter.test"]) {
      const result = await execute(SUBSCRIBE, { email });
      expect(result.errors?.[0]?.extensions?.code).toBe("ALREADY_SUBSCRIBED");
      expect(result.errors?.[0]?.message).toBe(
        "twice@newsletter.test is already subscribed to the newsletter.",
      );
    }
    expect(await db.newsletterSubscriber.count({ where: { email: "twice@newsletter.test" } })).toBe(
      1,
    );
  });

  it("rejects an invalid address, naming the argument", async () => {
    for (const email of ["", "not-an-address", "two@@newsletter.test"]) {
      const result = await execute(SUBSCRIBE, { email });
      expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0]?.message).toBe(
        'Invalid argument "email": must be an e-mail address',
      );
    }
  });
});

describe("sendContactMessage", () => {
  const SEND = `mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }`;
  const valid = {
    name: "  Ada Reader ",
    email: " Ada@Contact.test",
    subject: " Missing chapter ",
    category: "content",
    message: " Chapter 12 of Dragon Ascendant will not load. ",
  };
  const storedMessages = () =>
    db.contactMessage.findMany({ where: { email: { endsWith: "@contact.test" } } });
  afterAll(() => db.contactMessage.deleteMany({ where: { email: { endsWith: "@contact.test" } } }));

  it("stores a valid message with its fields trimmed", async () => {
    expect(await data(SEND, { input: valid })).toEqual({ sendContactMessage: true });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      name: "Ada Reader",
      email: "ada@contact.test",
      subject: "Missing chapter",
      category: "content",
      message: "Chapter 12 of Dragon Ascendant will not load.",
    });
  });

  it("takes a message without a category and one of exactly 1000 characters", async () => {
    const longest = "m".repeat(MAX_CONTACT_MESSAGE_LENGTH);
    expect(
      await data(SEND, {
        input: { ...valid, email: "bo@contact.test", category: null, message: longest },
      }),
    ).toEqual({
      sendContactMessage: true,
    });
    const stored = await db.contactMessage.findFirstOrThrow({
      where: { email: "bo@contact.test" },
    });
    expect(stored).toMatchObject({ category: null, message: longest });
  });

  it.each([
    ["name", { name: "   " }, "is required"],
    ["email", { email: "ada-at-contact.test" }, "must be an e-mail address"],
    ["subject", { subject: "" }, "is required"],
    ["message", { message: " " }, "is required"],
    [
      "message",
      { message: "m".repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) },
      "must be at most 1000 characters",
    ],
    [
      "category",
      { category: "sales" },
      "must be one of general, technical, billing, content, feature, partnership, press",
    ],
  ])("rejects a bad %s, naming input.%s, and stores nothing", async (field, change, message) => {
    const before = (await storedMessages()).length;
    const result = await execute(SEND, {
      input: { ...valid, email: "carl@contact.test", ...change },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toBe(`Invalid argument "input.${field}": ${message}`);
    expect(await storedMessages()).toHaveLength(before);
  });
});
