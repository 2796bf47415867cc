import { requireViewer } from "../accounts/viewer.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { OpdsToken } from "../generated/prisma/client.ts";
import { catalogUrlWithToken, opdsTokenOf, renewOpdsToken, revokeOpdsToken } from "./tokens.ts";

const access = (row: OpdsToken, siteUrl: string) => ({
  catalogUrl: catalogUrlWithToken(siteUrl, row.token),
  token: row.token,
  createdAt: row.createdAt,
});

export const resolvers: Resolvers = {
  // A User reaches clients only as `me`, so this is always the signed-in reader's own.
  User: {
    opdsAccess: async (user, _, { db, mailer }) => {
      const row = await opdsTokenOf(db, user.id);
      return row && access(row, mailer.siteUrl);
    },
  },
  Mutation: {
    renewOpdsToken: async (_, __, context) =>
      access(
        await renewOpdsToken(context.db, requireViewer(context).id, context.now),
        context.mailer.siteUrl,
      ),
    revokeOpdsToken: (_, __, context) => revokeOpdsToken(context.db, requireViewer(context).id),
  },
};
