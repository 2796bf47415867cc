import DataLoader from "dataloader";
import type { Context } from "../lib/context.ts";
import { valueByKeys } from "../lib/loaders.ts";

/** When each reader's avatar last changed (null without one), for User.avatarUrl. */
export const avatarUpdatedAtOfUser = ({ db }: Context) =>
  new DataLoader<string, Date | null>(async (userIds) =>
    valueByKeys(
      userIds,
      await db.userAvatar.findMany({
        where: { userId: { in: [...userIds] } },
        select: { userId: true, updatedAt: true },
      }),
      (avatar) => avatar.userId,
      (avatar) => avatar.updatedAt,
      null,
    ),
  );
