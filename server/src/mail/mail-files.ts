import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Reads back the .eml files the development mailer writes, for tests and journeys that follow
// the links in them as a reader would.

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  /** the first link in the text */
  link: string | null;
}

/** Quoted-printable soft line breaks and =XX escapes, as nodemailer writes long lines. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function parseMail(eml: string): StoredMail {
  const [head = "", ...bodyParts] = eml.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const body = bodyParts.join("\n\n");
  const text = /quoted-printable/i.test(header("Content-Transfer-Encoding"))
    ? decodeQuotedPrintable(body)
    : body;
  return {
    to: header("To"),
    subject: header("Subject"),
    text,
    link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
  };
}

/** Every message in `mailDir` to `address`, oldest first (an empty list without the folder). */
export async function readMailTo(mailDir: string, address: string): Promise<StoredMail[]> {
  const files = await readdir(mailDir).catch(() => []);
  const mail = await Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .map(async (file) => parseMail(await readFile(path.join(mailDir, file), "utf8"))),
  );
  return mail.filter((message) => message.to.toLowerCase() === address.toLowerCase());
}
