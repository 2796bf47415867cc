import { GraphQLError } from "graphql";
import { Prisma, type User } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { consumeRateLimit, ipKey } from "../lib/rate-limits.ts";
import { parseArgument } from "../lib/validation.ts";
import { spendMailTo } from "../mail/mail-limit.ts";
import { consumeEmailToken, issueEmailToken, revokeEmailTokens } from "./email-tokens.ts";
import {
  languageOfAcceptLanguage,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from "./emails.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endSession, endSessionsOf, startSession } from "./sessions.ts";
import {
  forgiveSignIn,
  spendPasswordAttempt,
  type PasswordCheckContext,
} from "./sign-in-throttle.ts";
import { PASSWORD_RESETS_PER_IP, SIGN_UPS_PER_IP } from "./limits.ts";
import { emailAddress, newPassword, signUpInput } from "./validation.ts";
import { requireViewer } from "./viewer.ts";

// Signing up, in and out, verifying the address and resetting the password.

/** Creates the account, signs it in (a browser-session cookie) and sends the verification e-mail. */
export async function signUp(context: Context, input: unknown): Promise<User> {
  const { name, email, password } = parseArgument(signUpInput, input, "input");
  await consumeRateLimit(context, SIGN_UPS_PER_IP, ipKey(context.http.ip));
  await spendMailTo(context, email);
  const passwordHash = await hashPassword(password);
  let user: User;
  try {
    user = await context.db.user.create({
      data: {
        name,
        email,
        passwordHash,
        createdAt: context.now,
        // The interface's language when they signed up, so their e-mails read in it.
        language: languageOfAcceptLanguage(context.http.acceptLanguage),
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new GraphQLError("An account with this e-mail address already exists.", {
        extensions: { code: "EMAIL_TAKEN", argumentName: "input.email" },
      });
    }
    throw error;
  }
  await signInAs(context, user, false);
  await sendVerificationEmail(
    context.mailer,
    user,
    await issueEmailToken(context.db, user.id, "VERIFY_EMAIL", context.now),
  );
  return user;
}

const wrongCredentials = () =>
  new GraphQLError("The e-mail address or password is incorrect.", {
    extensions: { code: "INVALID_CREDENTIALS" },
  });

/**
 * The account that this address and password open, or null. Throttled per address and per IP
 * (see sign-in-throttle.ts): past either budget it throws RATE_LIMITED. Signing in and the OPDS
 * catalogue's HTTP Basic access both check passwords through it.
 */
export async function accountOfPassword(
  context: PasswordCheckContext,
  address: string,
  password: string,
): Promise<User | null> {
  const parsedEmail = emailAddress.safeParse(address);
  if (!parsedEmail.success) return null;
  const email = parsedEmail.data;
  await spendPasswordAttempt(context, email);

  const user = await context.db.user.findUnique({ where: { email } });
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) return null;
  await forgiveSignIn(context, email);
  return user;
}

/** Signs in with a new session; throttled per address and per IP (see sign-in-throttle.ts). */
export async function signIn(
  context: Context,
  args: { email: string; password: string; remember?: boolean | null },
): Promise<User> {
  const user = await accountOfPassword(context, args.email, args.password);
  if (!user) throw wrongCredentials();
  await signInAs(context, user, args.remember ?? false);
  return user;
}

/** A fresh session for every sign-in, replacing the one the request came with (if any). */
async function signInAs(context: Context, user: User, remember: boolean) {
  if (context.viewer?.sessionId) await endSession(context.db, context.viewer.sessionId);
  const session = await startSession(context.db, user.id, {
    persistent: remember,
    now: context.now,
    userAgent: context.http.userAgent,
  });
  context.http.setSessionCookie(session.token, session.persistent ? session.expiresAt : null);
}

export async function signOut(context: Context): Promise<true> {
  if (context.viewer?.sessionId) await endSession(context.db, context.viewer.sessionId);
  context.http.clearSessionCookie();
  return true;
}

export async function verifyEmail(context: Context, token: string): Promise<true> {
  const userId = await consumeEmailToken(context.db, token, "VERIFY_EMAIL", context.now);
  await markEmailVerified(context, userId);
  return true;
}

/** Records when the address was first proven; a later proof keeps that date. */
async function markEmailVerified({ db, now }: Context, userId: string) {
  await db.user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
}

/** Sends a new verification link to the signed-in reader (nothing to do once verified). */
export async function resendVerificationEmail(context: Context): Promise<true> {
  const { id } = requireViewer(context);
  const user = await context.db.user.findUniqueOrThrow({ where: { id } });
  if (user.emailVerifiedAt) return true;
  await spendMailTo(context, user.email);
  const token = await issueEmailToken(context.db, user.id, "VERIFY_EMAIL", context.now);
  await sendVerificationEmail(context.mailer, user, token);
  return true;
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(context: Context, email: string): Promise<true> {
  const address = parseArgument(emailAddress, email, "email");
  await consumeRateLimit(context, PASSWORD_RESETS_PER_IP, ipKey(context.http.ip));
  await spendMailTo(context, address);
  const user = await context.db.user.findUnique({ where: { email: address } });
  if (user) {
    const token = await issueEmailToken(context.db, user.id, "RESET_PASSWORD", context.now);
    await sendPasswordResetEmail(context.mailer, user, token);
  }
  return true;
}

/**
 * Sets a new password with a reset link and signs out every session of the account. The password is
 * checked first, so a rejected one leaves the link usable.
 */
export async function resetPassword(
  context: Context,
  args: { token: string; newPassword: string },
): Promise<true> {
  const password = parseArgument(newPassword, args.newPassword, "newPassword");
  const userId = await consumeEmailToken(context.db, args.token, "RESET_PASSWORD", context.now);
  await context.db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(password) },
  });
  // Other reset links mailed before this one would set the password again.
  await revokeEmailTokens(context.db, userId, "RESET_PASSWORD", context.now);
  await endSessionsOf(context.db, userId);
  // The link reached the reader's mailbox, which proves the address too.
  await markEmailVerified(context, userId);
  return true;
}
