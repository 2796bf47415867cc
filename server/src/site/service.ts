import { GraphQLError } from "graphql";
import { Prisma, type Faq, type Plan } from "../generated/prisma/client.ts";
import { RESPONSE_CACHE_CHANNEL } from "../lib/change-listener.ts";
import type { Context } from "../lib/context.ts";
import { queryRows, type Db } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";
import { consumeRateLimit, ipKey } from "../lib/rate-limits.ts";
import { emailAddress, parseArgument } from "../lib/validation.ts";
import {
  CONTACT_MESSAGES_PER_ADDRESS,
  CONTACT_MESSAGES_PER_IP,
  NEWSLETTER_SIGN_UPS_PER_ADDRESS,
  NEWSLETTER_SIGN_UPS_PER_IP,
} from "./limits.ts";
import { contactMessage, faqSearch } from "./validation.ts";
import { releasedBy } from "../catalog/released.ts";

export function listPlans(db: Db): Promise<Plan[]> {
  return db.plan.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

/** What paying yearly saves against twelve monthly payments, in whole percent; 0 for a free plan. */
export function yearlySavingsPercent(plan: Pick<Plan, "monthlyPrice" | "yearlyPrice">): number {
  const twelveMonths = plan.monthlyPrice.toNumber() * 12;
  if (twelveMonths === 0) return 0;
  return Math.round((100 * (twelveMonths - plan.yearlyPrice.toNumber())) / twelveMonths);
}

/** FAQ items by category then position: of one category (exact) and matching a search, if given. */
export function listFaqs(
  db: Db,
  args: { category?: string | null; search?: string | null },
): Promise<Faq[]> {
  const search = parseArgument(faqSearch, args.search, "search");
  return db.faq.findMany({
    where: {
      ...(args.category != null && { category: args.category }),
      ...(search && {
        OR: [
          { question: { contains: search, mode: "insensitive" } },
          { answer: { contains: search, mode: "insensitive" } },
        ],
      }),
    },
    orderBy: [{ category: "asc" }, { sortOrder: "asc" }],
  });
}

/**
 * The site's counts, each counted only when a client asks for it (GraphQL's default resolver calls
 * function fields): the home page shows only the series count, and chapters are the biggest table.
 */
export interface SiteStatsModel {
  seriesCount: () => Promise<number>;
  chapterCount: () => Promise<number>;
  readerCount: () => Promise<number>;
  newsletterSubscriberCount: () => Promise<number>;
}

/**
 * How many titles there are: MangaCount's overall rows, kept by triggers, summed; kept by each
 * instance until a title is added, removed or changes status (each notifies the channel).
 */
const keptSeriesCount: KeptValue<number> = {
  channel: RESPONSE_CACHE_CHANNEL,
  key: "series count",
  read: async (db) => {
    const [{ count }] = (await queryRows<{ count: number }>(
      db,
      Prisma.sql`SELECT coalesce(sum(count), 0)::int AS count FROM "MangaCount" WHERE "genreId" = ''`,
    )) as [{ count: number }];
    return count;
  },
};

export function siteStats({ db, kept }: Context): SiteStatsModel {
  return {
    seriesCount: () => kept(keptSeriesCount),
    chapterCount: () => db.chapter.count({ where: releasedBy(new Date()) }),
    readerCount: () => db.user.count(),
    newsletterSubscriberCount: () => db.newsletterSubscriber.count(),
  };
}

/** Subscribes an address to the newsletter; an address already subscribed is an ALREADY_SUBSCRIBED error. */
export async function subscribeNewsletter(context: Context, email: string): Promise<true> {
  const address = parseArgument(emailAddress, email, "email");
  await consumeRateLimit(context, NEWSLETTER_SIGN_UPS_PER_IP, ipKey(context.http.ip));
  await consumeRateLimit(context, NEWSLETTER_SIGN_UPS_PER_ADDRESS, address);
  const { count } = await context.db.newsletterSubscriber.createMany({
    data: [{ email: address }],
    skipDuplicates: true,
  });
  if (count === 0) {
    throw new GraphQLError(`${address} is already subscribed to the newsletter.`, {
      extensions: { code: "ALREADY_SUBSCRIBED", argumentName: "email" },
    });
  }
  return true;
}

/** Stores a contact-form message for the support team. */
export async function sendContactMessage(context: Context, input: unknown): Promise<true> {
  const message = parseArgument(contactMessage, input, "input");
  await consumeRateLimit(context, CONTACT_MESSAGES_PER_IP, ipKey(context.http.ip));
  await consumeRateLimit(context, CONTACT_MESSAGES_PER_ADDRESS, message.email);
  await context.db.contactMessage.create({ data: message });
  return true;
}
