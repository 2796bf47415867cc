import {
  CONTACT_CATEGORIES,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
  requiredText as requiredTextRule,
} from "@inkpanel/input-rules";
import { z } from "zod";
import { emailAddress } from "../lib/validation.ts";

// Input rules of the site's forms, one zod schema per input.

const requiredText = (maxLength: number) =>
  requiredTextRule(maxLength, {
    required: "is required",
    tooLong: `must be at most ${maxLength} characters`,
  });

export const contactMessage = z.object({
  name: requiredText(MAX_CONTACT_NAME_LENGTH),
  email: emailAddress,
  subject: requiredText(MAX_CONTACT_SUBJECT_LENGTH),
  category: z.enum(CONTACT_CATEGORIES, `must be one of ${CONTACT_CATEGORIES.join(", ")}`).nullish(),
  message: requiredText(MAX_CONTACT_MESSAGE_LENGTH),
});

export const faqSearch = z.string().trim().max(200, "must be at most 200 characters").nullish();
