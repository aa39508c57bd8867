// Settings: reviews. New reviews wait for the admin's check (status "pending"); this section may
// let a verified buyer's review without photos or videos appear at once. A review with a link or
// obvious spam (core/reviews.ts: heldFor) is always held (docs/decisions/0033-moderated-reviews.md).
import { z } from "zod";

export const reviewSettingsMessages = {
  bannedWords: "Enter at most 2,000 characters of words, one per line or separated by commas",
} as const;

export const defaultBannedWords = "viagra, casino, betting, crypto giveaway, loan offer, escort, porn";

export const reviewSettingsSchema = z.object({
  /** A verified buyer's review without photos or videos, and with nothing that holds it, is published at once. */
  autoPublishVerified: z.boolean().default(false),
  /** Words that always hold a review for the check, one per line or comma-separated (case is ignored). */
  bannedWords: z.string().trim().max(2000, reviewSettingsMessages.bannedWords).default(defaultBannedWords),
});

export type ReviewSettings = z.output<typeof reviewSettingsSchema>;
