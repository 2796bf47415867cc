import { z } from "zod";
import { emailAddress } from "../lib/validation.ts";

// Input rules of the site's forms, one zod schema per input.

export const CONTACT_CATEGORIES = [
  "general",
  "technical",
  "billing",
  "content",
  "feature",
  "partnership",
  "press",
] as const;
export const MAX_CONTACT_MESSAGE_LENGTH = 1000;

const requiredText = (maxLength: number) =>
  z.string().trim().min(1, "is required").max(maxLength, `must be at most ${maxLength} characters`);

export const contactMessage = z.object({
  name: requiredText(100),
  email: emailAddress,
  subject: requiredText(200),
  category: z.enum(CONTACT_CATEGORIES, `must be one of ${CONTACT_CATEGORIES.join(", ")}`).nullish(),
  message: requiredText(MAX_CONTACT_MESSAGE_LENGTH),
});

export const faqSearch = z.string().trim().max(200, "must be at most 200 characters").nullish();
