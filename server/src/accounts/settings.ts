import { GraphQLError } from "graphql";
import { Prisma, type BillingPeriod, type User } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { queryRows } from "../lib/db.ts";
import { planById, planOfJson, type PlanJson } from "../site/loaders.ts";
import { avatarUpdatedAtOfUser } from "./loaders.ts";
import { badUserInput } from "../lib/errors.ts";
import { parseArgument } from "../lib/validation.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeEmailTokens } from "./email-tokens.ts";
import { forgiveSignIn, spendPasswordAttempt } from "./sign-in-throttle.ts";
import { endSessionsOf } from "./sessions.ts";
import { newPassword, preferencesInput, profileInput } from "./validation.ts";
import { requireViewer } from "./viewer.ts";

// The signed-in reader's own settings: profile, preferences, password, sessions and plan.

/**
 * The signed-in reader's row, read with their plan and when their avatar changed in one statement
 * through the pool, handed to the loaders of `plan` and `avatarUrl` (every page's header asks).
 */
export async function currentUser(context: Context): Promise<User | null> {
  if (!context.viewer) return null;
  const [row] = await queryRows<User & { mePlan: PlanJson; meAvatarAt: Date | null }>(
    context.db,
    Prisma.sql`SELECT u.*, to_json(pl.*) AS "mePlan",
        (SELECT a."updatedAt" FROM "UserAvatar" a WHERE a."userId" = u.id) AS "meAvatarAt"
      FROM "User" u JOIN "Plan" pl ON pl.id = u."planId" WHERE u.id = ${context.viewer.id}`,
  );
  if (!row) return null;
  const { mePlan, meAvatarAt, ...user } = row;
  context.loader(planById).prime(mePlan.id, planOfJson(mePlan));
  context.loader(avatarUpdatedAtOfUser).prime(user.id, meAvatarAt);
  return user;
}

/** Drops the fields a client left out: they stay as stored. */
function onlyGiven<Fields extends object>(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Updates the fields given; an empty or null bio, location or website clears it. */
export async function updateProfile(context: Context, input: unknown): Promise<User> {
  const { id } = requireViewer(context);
  const { name, ...optional } = parseArgument(profileInput, input, "input");
  return context.db.user.update({
    where: { id },
    data: { ...(name && { name }), ...onlyGiven(optional) },
  });
}

export async function updatePreferences(context: Context, input: unknown): Promise<User> {
  const { id } = requireViewer(context);
  const preferences = parseArgument(preferencesInput, input, "input");
  return context.db.user.update({ where: { id }, data: onlyGiven(preferences) });
}

/** Changes the password after checking the current one, and signs out every other session. */
export async function changePassword(
  context: Context,
  args: { currentPassword: string; newPassword: string },
): Promise<true> {
  const viewer = requireViewer(context);
  const password = parseArgument(newPassword, args.newPassword, "newPassword");
  const user = await context.db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  // Throttled like signing in, so a stolen session cannot guess the password faster there.
  await spendPasswordAttempt(context, user.email);
  if (!(await verifyPassword(user.passwordHash, args.currentPassword))) {
    throw new GraphQLError("The current password is incorrect.", {
      extensions: { code: "INVALID_CREDENTIALS", argumentName: "currentPassword" },
    });
  }
  await context.db.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password) },
  });
  await forgiveSignIn(context, user.email);
  // A reset link mailed earlier would undo the change.
  await revokeEmailTokens(context.db, user.id, "RESET_PASSWORD", context.now);
  await endSessionsOf(context.db, user.id, viewer.sessionId);
  return true;
}

/** Ends the reader's sessions on other devices; answers how many were ended. */
export async function signOutOtherSessions(context: Context): Promise<number> {
  const viewer = requireViewer(context);
  return endSessionsOf(context.db, viewer.id, viewer.sessionId);
}

/** Stores the chosen plan and billing period (a demo of billing: no payment is taken). */
export async function changePlan(
  context: Context,
  args: { planId: string; period: BillingPeriod },
): Promise<User> {
  const { id } = requireViewer(context);
  const plan = await context.db.plan.findUnique({ where: { id: args.planId } });
  if (!plan) throw badUserInput("planId", `there is no plan "${args.planId}"`);
  return context.db.user.update({
    where: { id },
    data: { planId: plan.id, billingPeriod: args.period },
  });
}
