import DataLoader from "dataloader";
import type { Plan } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { rowByKeys } from "../lib/loaders.ts";

/** Plans by id, for User.plan: a list of readers costs one query. */
export const planById = ({ db }: Context) =>
  new DataLoader<string, Plan | null>(async (ids) =>
    rowByKeys(ids, await db.plan.findMany({ where: { id: { in: [...ids] } } }), (p) => p.id),
  );
