import type { Resolvers } from "../generated/graphql.ts";
import { planById } from "./loaders.ts";
import {
  listFaqs,
  listPlans,
  sendContactMessage,
  siteStats,
  subscribeNewsletter,
  yearlySavingsPercent,
} from "./service.ts";

export const resolvers: Resolvers = {
  Query: {
    plans: (_, __, { db }) => listPlans(db),
    faqs: (_, args, { db }) => listFaqs(db, args),
    siteStats: (_, __, context) => siteStats(context),
  },
  Mutation: {
    subscribeNewsletter: (_, { email }, context) => subscribeNewsletter(context, email),
    sendContactMessage: (_, { input }, context) => sendContactMessage(context, input),
  },
  Plan: {
    monthlyPrice: (plan) => plan.monthlyPrice.toNumber(),
    yearlyPrice: (plan) => plan.yearlyPrice.toNumber(),
    yearlySavingsPercent: (plan) => yearlySavingsPercent(plan),
  },
  User: {
    plan: async (user, _, context) => {
      const plan = await context.loader(planById).load(user.planId);
      // User.planId is a required foreign key, so a reader without a plan cannot exist.
      if (!plan) throw new Error(`User ${user.id} has no plan ${user.planId}`);
      return plan;
    },
  },
};
