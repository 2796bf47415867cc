// Plans and the FAQ: pure reference data, upserted by their natural keys so a change to the data
// files reaches an existing database on the next run.

import type { Db } from "../../server/src/lib/db.ts";
import { faqs } from "./data/faqs.ts";
import { plans } from "./data/plans.ts";

export async function seedPlans(db: Db) {
  for (const [sortOrder, { id, ...plan }] of plans.entries()) {
    const values = { ...plan, sortOrder };
    await db.plan.upsert({ where: { id }, create: { id, ...values }, update: values });
  }
}

export async function seedFaqs(db: Db) {
  for (const [category, items] of Object.entries(faqs)) {
    for (const [sortOrder, { question, answer }] of items.entries()) {
      await db.faq.upsert({
        where: { category_question: { category, question } },
        create: { category, question, answer, sortOrder },
        update: { answer, sortOrder },
      });
    }
  }
}
