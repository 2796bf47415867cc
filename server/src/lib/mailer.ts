// What the app needs of a mailer (mail/mailer.ts makes the real one): in lib, so that a request's
// context can carry one without lib importing mail.

/** One message to one reader, with the link it asks them to follow (printed in development). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
  /** an HTML part beside the text one */
  html?: string;
  /** extra headers (List-Unsubscribe and the like) */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** The site's public address: links in mail point under it. */
  siteUrl: string;
  send(message: MailMessage): Promise<void>;
}
