import { createHash, randomBytes } from "node:crypto";

// Session and e-mail tokens: 256 random bits for the reader, only their SHA-256 in the database,
// so a leaked table cannot be replayed. (A fast hash is enough for random tokens; passwords get argon2.)

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
