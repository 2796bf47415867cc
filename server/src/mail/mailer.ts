import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mailer } from "../lib/mailer.ts";
import { repoRoot } from "../lib/paths.ts";

export interface MailerOptions {
  siteUrl: string;
  /** smtp(s)://user:pass@host:port; without it messages are written to `mailDir` */
  smtpUrl?: string;
  mailDir: string;
  from?: string;
  log?: (line: string) => void;
  /** whether the log shows each written message's link; never in production, where it is a secret */
  logLinks?: boolean;
}

/**
 * A reader's name as mail shows it: a zero-width space after each dot, colon, slash and @, so that
 * no mail client autolinks a name like "www.example.com" as if the site had sent the link.
 */
export const unlinkableName = (name: string) => name.replace(/([.:/@])/g, "$1\u200B");

export const defaultMailDir = path.join(repoRoot, ".data/mail");

/** The mailer the environment asks for: SMTP_URL, MAIL_DIR, MAIL_FROM and SITE_URL (or PORT). */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer {
  return createMailer({
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : defaultMailDir,
    from: env.MAIL_FROM,
  });
}

/**
 * Sends through SMTP when configured. Otherwise each message becomes an .eml file in `mailDir` and,
 * outside production, its link is logged, so a developer can follow it without a mail server.
 */
export function createMailer({
  siteUrl,
  smtpUrl,
  mailDir,
  from = "Inkpanel <no-reply@inkpanel.local>",
  log = console.log,
  logLinks = process.env.NODE_ENV !== "production",
}: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    siteUrl,
    async send({ to, subject, text, link, html, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      if (smtpUrl) return;
      await mkdir(mailDir, { recursive: true });
      // Named by time first, so a directory listing reads oldest to newest.
      const name = `${Date.now()}-${randomUUID().slice(0, 8)}-${to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
      const file = path.join(mailDir, name);
      await writeFile(file, info.message as Buffer);
      log(`Mail to ${to} (${subject}) written to ${file}${logLinks ? `\n  ${link}` : ""}`);
    },
  };
}
