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

/**
 * Quoted-printable soft line breaks and =XX escapes, as nodemailer writes long lines; the
 * escaped bytes are UTF-8 (Japanese, accented letters).
 */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // the space between two encoded words is not text
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseMail(eml: string): StoredMail {
  const [folded = "", ...bodyParts] = eml.split(/\r?\n\r?\n/);
  const head = folded.replace(/\r?\n[ \t]+/g, " "); // long headers continue on indented lines
  const header = (name: string) =>
    decodeEncodedWords(new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "");
  const body = bodyParts.join("\n\n");
  // A message with an HTML part too (the digest): its plain text part is the text.
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  const plainPart = boundary
    ? body.split(`--${boundary}`).find((part) => /^Content-Type: text\/plain/im.test(part))
    : undefined;
  if (plainPart) {
    const { text, link } = parseMail(plainPart.replace(/^\r?\n/, ""));
    return { to: header("To"), subject: header("Subject"), text, link };
  }
  const encoding = header("Content-Transfer-Encoding");
  const text = /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body, "base64").toString("utf8")
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
