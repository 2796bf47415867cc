import { availableParallelism } from "node:os";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from "@inkpanel/input-rules";
import { newSecretToken } from "./secret-tokens.ts";

// OWASP's argon2id baseline, set explicitly so a library default change cannot weaken it.
// `Algorithm` is a const enum, which isolated modules cannot read: its value is checked by type instead.
const argon2Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

// About 50,000 passwords seen most often in breaches, compared case-insensitively.
const commonPasswords = new Set(dictionary["passwords-common"]);

/** A new password: 8 to 128 characters and not one of the commonly used ones. */
export const newPassword = passwordLength({
  tooShort: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `must be at most ${MAX_PASSWORD_LENGTH} characters`,
}).refine(
  (password) => !commonPasswords.has(password.toLowerCase()),
  "is too common; choose one that is harder to guess",
);

/**
 * Runs at most `max` of the given tasks at once, the others waiting their turn in order. Each
 * argon2 run takes 19 MiB and a core for tens of milliseconds, so a burst of sign-ins queues here
 * instead of exhausting memory and starving every other request.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const argon2Slot = limitConcurrency(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return argon2Slot(() => hash(password, argon2Options));
}

// Checked against when an address has no password, so an unknown address takes as long to refuse.
const unusableHash = hash(newSecretToken(), argon2Options);

/** Whether `password` matches `passwordHash`; false (after the same work) when there is no hash. */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const stored = passwordHash ?? (await unusableHash);
  const matches = await argon2Slot(() => verify(stored, password));
  return passwordHash !== null && matches;
}
