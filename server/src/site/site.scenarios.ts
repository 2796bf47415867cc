import { afterAll, beforeAll } from "vitest";
import type { Db } from "../lib/db.ts";

// Plans, FAQ items and a tiny library for the site tests.

export const plans = {
  free: {
    id: "site-free",
    name: "Free",
    monthlyPrice: 0,
    yearlyPrice: 0,
    sortOrder: 1,
    popular: false,
    savings: 0,
  },
  // 12 x 9.99 = 119.88; 99.99 saves 16.6%
  premium: {
    id: "site-premium",
    name: "Premium",
    monthlyPrice: 9.99,
    yearlyPrice: 99.99,
    sortOrder: 2,
    popular: true,
    savings: 17,
  },
  // 12 x 19.99 = 239.88; 199.99 saves 16.6%
  ultimate: {
    id: "site-ultimate",
    name: "Ultimate",
    monthlyPrice: 19.99,
    yearlyPrice: 199.99,
    sortOrder: 3,
    popular: false,
    savings: 17,
  },
  // 12 x 10 = 120; 96 saves 20%
  team: {
    id: "site-team",
    name: "Team",
    monthlyPrice: 10,
    yearlyPrice: 96,
    sortOrder: 4,
    popular: false,
    savings: 20,
  },
};

export const faqs = {
  whatIs: {
    id: "faq-what-is",
    category: "general",
    question: "What is Inkpanel?",
    answer: "A place to read manga online.",
    sortOrder: 1,
  },
  isFree: {
    id: "faq-is-free",
    category: "general",
    question: "Is it free?",
    answer: "Yes, with the Free plan.",
    sortOrder: 2,
  },
  cancel: {
    id: "faq-cancel",
    category: "billing",
    question: "How do I cancel?",
    answer: "From Settings, any time.",
    sortOrder: 2,
  },
  cards: {
    id: "faq-cards",
    category: "billing",
    question: "Which cards do you take?",
    answer: "All major credit cards.",
    sortOrder: 1,
  },
  offline: {
    id: "faq-offline",
    category: "reading",
    question: "Can I read offline?",
    answer: "Premium readers can download chapters.",
    sortOrder: 1,
  },
};

/** Every FAQ item in the order `faqs` lists them: by category, then position. */
export const faqOrder = [faqs.cards, faqs.cancel, faqs.whatIs, faqs.isFree, faqs.offline];

export const library = {
  mangas: [
    {
      id: "site-manga-a",
      slug: "site-manga-a",
      title: "Site Manga A",
      description: "A",
      author: "Ann",
      status: "ONGOING" as const,
    },
    {
      id: "site-manga-b",
      slug: "site-manga-b",
      title: "Site Manga B",
      description: "B",
      author: "Bo",
      status: "COMPLETED" as const,
    },
  ],
  chapters: [
    {
      id: "site-chapter-a1",
      mangaId: "site-manga-a",
      number: 1,
      releasedAt: new Date("2026-01-01T00:00:00Z"),
    },
    {
      id: "site-chapter-a2",
      mangaId: "site-manga-a",
      number: 2,
      releasedAt: new Date("2026-01-08T00:00:00Z"),
    },
    {
      id: "site-chapter-b1",
      mangaId: "site-manga-b",
      number: 1,
      releasedAt: new Date("2026-01-03T00:00:00Z"),
    },
  ],
  readers: [
    {
      id: "site-reader-ada",
      email: "site-reader-ada@example.com",
      name: "Ada",
      planId: plans.premium.id,
    },
    {
      id: "site-reader-ben",
      email: "site-reader-ben@example.com",
      name: "Ben",
      planId: plans.free.id,
    },
  ],
};

async function insert(db: Db): Promise<void> {
  await db.plan.createMany({
    data: Object.values(plans).map(({ savings: _savings, ...plan }) => ({
      ...plan,
      description: `The ${plan.name} plan`,
      features: [`${plan.name} feature`],
      limitations: [],
    })),
  });
  await db.faq.createMany({ data: Object.values(faqs) });
  await db.manga.createMany({ data: library.mangas });
  await db.chapter.createMany({ data: library.chapters });
  await db.user.createMany({ data: library.readers });
}

async function remove(db: Db): Promise<void> {
  await db.user.deleteMany({ where: { id: { in: library.readers.map((reader) => reader.id) } } });
  await db.manga.deleteMany({ where: { id: { in: library.mangas.map((manga) => manga.id) } } });
  await db.faq.deleteMany({ where: { id: { in: Object.values(faqs).map((faq) => faq.id) } } });
  await db.plan.deleteMany({ where: { id: { in: Object.values(plans).map((plan) => plan.id) } } });
}

/** Inserts the site's data before the file's tests and removes it after them. */
export function useSiteScenario(db: Db): void {
  beforeAll(() => insert(db));
  afterAll(() => remove(db));
}
