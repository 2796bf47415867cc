import type { Mailer } from "../mail/mailer.ts";
import { EMAIL_TOKEN_HOURS } from "./email-tokens.ts";

// The texts of the account e-mails. Plain text: every client shows it, and links stay visible.

interface Recipient {
  name: string;
  email: string;
}

export function sendVerificationEmail(mailer: Mailer, to: Recipient, token: string) {
  const link = `${mailer.siteUrl}/verify-email?${new URLSearchParams({ token, email: to.email })}`;
  return mailer.send({
    to: to.email,
    subject: "Verify your Inkpanel e-mail address",
    link,
    text: [
      `Hi ${to.name},`,
      "",
      "Welcome to Inkpanel! Please confirm your e-mail address by opening this link:",
      "",
      link,
      "",
      `The link expires after ${EMAIL_TOKEN_HOURS} hours. If you did not sign up, ignore this e-mail.`,
    ].join("\n"),
  });
}

export function sendPasswordResetEmail(mailer: Mailer, to: Recipient, token: string) {
  const link = `${mailer.siteUrl}/reset-password?${new URLSearchParams({ token })}`;
  return mailer.send({
    to: to.email,
    subject: "Reset your Inkpanel password",
    link,
    text: [
      `Hi ${to.name},`,
      "",
      "Someone asked to reset the password of your Inkpanel account. To choose a new one, open:",
      "",
      link,
      "",
      `The link expires after ${EMAIL_TOKEN_HOURS} hours and works once. Resetting signs out every`,
      "device. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
}
