import type { Resolvers } from "../generated/graphql.ts";
import { avatarUrl } from "./avatars.ts";
import { avatarUpdatedAtOfUser } from "./loaders.ts";
import * as accounts from "./service.ts";
import * as settings from "./settings.ts";

export const resolvers: Resolvers = {
  Query: {
    me: (_, __, context) => settings.currentUser(context),
  },
  Mutation: {
    signUp: (_, { input }, context) => accounts.signUp(context, input),
    signIn: (_, args, context) => accounts.signIn(context, args),
    signOut: (_, __, context) => accounts.signOut(context),
    verifyEmail: (_, { token }, context) => accounts.verifyEmail(context, token),
    resendVerificationEmail: (_, __, context) => accounts.resendVerificationEmail(context),
    requestPasswordReset: (_, { email }, context) => accounts.requestPasswordReset(context, email),
    resetPassword: (_, args, context) => accounts.resetPassword(context, args),
    changePassword: (_, args, context) => settings.changePassword(context, args),
    signOutOtherSessions: (_, __, context) => settings.signOutOtherSessions(context),
    updateProfile: (_, { input }, context) => settings.updateProfile(context, input),
    updatePreferences: (_, { input }, context) => settings.updatePreferences(context, input),
    changePlan: (_, args, context) => settings.changePlan(context, args),
  },
  User: {
    emailVerified: (user) => user.emailVerifiedAt !== null,
    memberSince: (user) => user.createdAt,
    avatarUrl: async (user, _, context) => {
      const updatedAt = await context.loader(avatarUpdatedAtOfUser).load(user.id);
      return updatedAt && avatarUrl(user.id, updatedAt);
    },
    // The preferences are columns of the reader's row.
    preferences: (user) => user,
  },
};
