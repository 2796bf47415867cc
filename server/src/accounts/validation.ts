import {
  isWebsite,
  MAX_BIO_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_WEBSITE_LENGTH,
  readerName as readerNameRule,
} from "@inkpanel/input-rules";
import { z } from "zod";
import { emailAddress } from "../lib/validation.ts";
import { newPassword } from "./passwords.ts";

// Input rules of the account forms, one zod schema per input.

export const readerName = readerNameRule({
  required: "is required",
  tooLong: `must be at most ${MAX_NAME_LENGTH} characters`,
  notPlainText: "must be one line of plain text",
});

export const signUpInput = z.object({
  name: readerName,
  email: emailAddress,
  password: newPassword,
  acceptTerms: z.literal(true, "must be accepted to create an account"),
});

export { emailAddress, newPassword };

export const LANGUAGES = ["en", "jp", "es", "fr"] as const;

/** Optional text: trimmed, and cleared (null) when left empty. */
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .transform((text) => text || null)
    .nullish();

export const profileInput = z.object({
  name: readerName.nullish(),
  bio: optionalText(MAX_BIO_LENGTH),
  location: optionalText(MAX_LOCATION_LENGTH),
  website: z
    .string()
    .trim()
    .max(MAX_WEBSITE_LENGTH, `must be at most ${MAX_WEBSITE_LENGTH} characters`)
    .refine(isWebsite, "must start with http:// or https://")
    .transform((url) => url || null)
    .nullish(),
});

/** A setting left out or null keeps its stored value. */
const optionalSetting = <Setting extends z.ZodType>(setting: Setting) =>
  setting.nullish().transform((value) => value ?? undefined);

export const preferencesInput = z.object({
  theme: optionalSetting(z.enum(["LIGHT", "DARK", "SYSTEM"])),
  colorScheme: optionalSetting(z.enum(["DEFAULT", "BLUE", "GREEN", "PURPLE", "ORANGE", "RED"])),
  language: optionalSetting(z.enum(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`)),
  readingDirection: optionalSetting(z.enum(["LTR", "RTL", "VERTICAL"])),
  readerFit: optionalSetting(z.enum(["SCREEN", "WIDTH", "HEIGHT", "ORIGINAL"])),
  readerLayout: optionalSetting(z.enum(["SINGLE", "DOUBLE"])),
  readerGap: optionalSetting(z.enum(["NONE", "SMALL", "LARGE"])),
  readerWidth: optionalSetting(z.enum(["NARROW", "MEDIUM", "WIDE", "FULL"])),
  autoScrollSpeed: optionalSetting(
    z.number().int().min(20, "must be at least 20").max(400, "must be at most 400"),
  ),
  autoPlay: optionalSetting(z.boolean()),
  notifications: optionalSetting(z.boolean()),
  emailUpdates: optionalSetting(z.boolean()),
  downloadQuality: optionalSetting(z.enum(["LOW", "MEDIUM", "HIGH"])),
});
