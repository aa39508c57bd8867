// Gift cards' inputs (issue 34 point 3, decision 0062): buying one (its amount within the settings'
// limits is checked by the server, which knows them), checking a code's balance, the admin's goodwill
// card and disabling one. The code's own schema is gift-card-code.ts (the checkout's schema takes it
// alone, so the storefront's bundles do not carry these).
import { z } from "zod";
import { checkoutMessages, fillIn } from "../checkout.ts";
import { giftCardMessages } from "../gift-cards.ts";
import { hasControlCharacter } from "../text.ts";
import { giftCardCodeSchema } from "./gift-card-code.ts";
import { languageSchema } from "./language.ts";

export const giftCardMessageMaxLength = 300;

const text = (label: string, max: number) =>
  z
    .string({ error: fillIn(label) })
    .trim()
    .min(1, fillIn(label))
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), `${label} has characters that cannot be printed`);

const email = (label: string) =>
  z
    .string({ error: fillIn(label) })
    .trim()
    .min(1, fillIn(label))
    .max(254, `${label} is at most 254 characters`)
    .toLowerCase()
    .pipe(z.email(checkoutMessages.invalidEmail));

/** The buyer's message on the card: optional, up to 300 characters, line breaks kept. */
const cardMessage = z
  .preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : (value ?? undefined)),
    z
      .string({ error: "The message must be text" })
      .trim()
      .max(giftCardMessageMaxLength, `The message is at most ${giftCardMessageMaxLength} characters`)
      .refine((value) => !hasControlCharacter(value), "The message has characters that cannot be printed")
      .optional(),
  )
  .transform((value) => value || null);

/** Whole rupees (the card's amount). */
const rupees = z.coerce
  .number({ error: "Choose an amount" })
  .int("Choose an amount in whole rupees")
  .min(1, "Choose an amount")
  .max(1_00_000, "Choose an amount");

export const buyGiftCardSchema = z.object({
  /** Rupees: one of the settings' amounts, or a custom amount within the settings' limits. */
  amount: rupees,
  recipientName: text("Recipient's name", 80),
  recipientEmail: email("Recipient's email"),
  message: cardMessage,
  /** The day (India) the card is e-mailed to its recipient: today up to a year ahead. */
  sendOn: z.string({ error: giftCardMessages.sendOn }).regex(/^\d{4}-\d{2}-\d{2}$/, giftCardMessages.sendOn),
  buyerName: text("Your name", 80),
  buyerEmail: email("Your email"),
  /** The gift card page's language: the card's mails and the payment's return page are in it (decision 0064). */
  language: languageSchema.optional().default("en"),
});

export type BuyGiftCardInput = z.output<typeof buyGiftCardSchema>;

export const checkGiftCardSchema = z.object({ code: giftCardCodeSchema });

/** The admin's goodwill card: sent at once to its recipient. */
export const issueGiftCardSchema = z.object({
  amount: rupees,
  recipientName: text("Recipient's name", 80),
  recipientEmail: email("Recipient's email"),
  message: cardMessage,
  reason: text("Reason", 200),
});

export const disableGiftCardSchema = z.object({ reason: text("Reason", 200) });

/** The payment link's return (Razorpay's callback query: its fields and signature). */
export const giftCardCallbackSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().max(100).default(""),
  razorpay_payment_link_status: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(200),
});
