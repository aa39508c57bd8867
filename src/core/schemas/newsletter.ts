// The newsletter contract: the "Stay Up To Date" form on the home page and POST /api/newsletter
// share this schema, its messages and the consent wording the shop records beside every address.
import { z } from "zod";
import { emailSchema } from "./accounts.ts";

/** What a subscriber agrees to; stored with the address and the time (newsletter_subscribers). */
export const newsletterConsentText =
  "Yes, send me Sattva's letters about new arrivals, offers and rituals. I can unsubscribe at any time.";

export const newsletterMessages = {
  consentRequired: "Please tick the box to agree to receive our e-mails.",
  /** The one answer to a sign-up, new, pending or already subscribed alike (no one learns who is). */
  checkInbox: "Please check your inbox to confirm your subscription.",
  confirmed: "Thank you. You are subscribed, and our next letter will find its way to your inbox.",
  invalidLink: "This link has expired or was already used. You can sign up again on our home page.",
  failed: "We could not subscribe you just now. Please try again.",
} as const;

/** POST /api/newsletter: unknown fields are dropped, the address is trimmed and lower-cased. */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: newsletterMessages.consentRequired }),
});

export type NewsletterSubscription = z.output<typeof newsletterSubscribeSchema>;

export const newsletterAnswerSchema = z.object({ message: z.string() });

/** POST /api/newsletter/confirm: the confirm link's token. */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: newsletterMessages.invalidLink })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, newsletterMessages.invalidLink),
});
