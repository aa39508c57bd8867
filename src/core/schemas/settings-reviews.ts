// Settings: reviews. New reviews wait for the admin's check (status "pending"); this section may
// let a verified buyer's review without photos or videos appear at once. A review with a link or
// obvious spam (core/reviews.ts: heldFor) is always held (docs/decisions/0033-moderated-reviews.md).
// It also says when a delivered order's review request goes and how long its links work.
import { z } from "zod";

export const reviewSettingsMessages = {
  bannedWords: "Enter at most 2,000 characters of words, one per line or separated by commas",
  requestAfterDays: "Enter days from 1 to 60",
  requestLinkDays: "Enter days from 7 to 365",
} as const;

const wholeDays = (message: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const defaultBannedWords = "viagra, casino, betting, crypto giveaway, loan offer, escort, porn";

export const reviewSettingsSchema = z.object({
  /** A verified buyer's review without photos or videos, and with nothing that holds it, is published at once. */
  autoPublishVerified: z.boolean().default(false),
  /** Words that always hold a review for the check, one per line or comma-separated (case is ignored). */
  bannedWords: z.string().trim().max(2000, reviewSettingsMessages.bannedWords).default(defaultBannedWords),
  /** Review requests (features/reviews/review-requests.ts): sent at all. */
  reviewRequests: z.boolean().default(true),
  /** The review request goes this many days after the order was delivered. */
  requestAfterDays: wholeDays(reviewSettingsMessages.requestAfterDays, 1, 60, 7),
  /** Each line's review link in the request works this many days. */
  requestLinkDays: wholeDays(reviewSettingsMessages.requestLinkDays, 7, 365, 60),
});

export type ReviewSettings = z.output<typeof reviewSettingsSchema>;
