// The shopper's language as a request carries it (decision 0064): the page's language, sent by the
// checkout, the sign-up and the sign-in forms, so the order's and the member's mails are in it.
import { z } from "zod";
import { languages } from "../i18n.ts";

export const languageMessage = 'Language must be "en" or "hi".';

export const languageSchema = z.enum(languages, { error: languageMessage });

/** A message with numbers as an answer carries it beside its English `message` (core/i18n.ts Said). */
export const saidSchema = z.object({
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** My Account's language choice (decision 0064's addendum): what the member's mails and pages use. */
export const languageChoiceMessages = {
  saved: "Your language is saved.",
  failed: "Your language could not be saved. Please try again.",
} as const;

/** PATCH /api/userdashboard/{userId}/profile: the member's language, nothing else. */
export const languageChoiceSchema = z.strictObject({ language: languageSchema });

export type LanguageChoice = z.output<typeof languageChoiceSchema>;
