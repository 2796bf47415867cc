import DataLoader from "dataloader";
import { Prisma, type Plan } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { rowByKeys } from "../lib/loaders.ts";

/** Plans by id, for User.plan: a list of readers costs one query. */
export const planById = ({ db }: Context) =>
  new DataLoader<string, Plan | null>(async (ids) =>
    rowByKeys(ids, await db.plan.findMany({ where: { id: { in: [...ids] } } }), (p) => p.id),
  );

/** A Plan row as `to_json` writes it: its prices are JSON numbers, its lists may be null. */
export type PlanJson = Omit<Plan, "monthlyPrice" | "yearlyPrice" | "features" | "limitations"> & {
  monthlyPrice: number;
  yearlyPrice: number;
  features: string[] | null;
  limitations: string[] | null;
};

/** The Plan row of its `to_json`, as Prisma reads it (a NULL list is an empty one). */
export const planOfJson = (plan: PlanJson): Plan => ({
  ...plan,
  monthlyPrice: new Prisma.Decimal(plan.monthlyPrice),
  yearlyPrice: new Prisma.Decimal(plan.yearlyPrice),
  features: plan.features ?? [],
  limitations: plan.limitations ?? [],
});
