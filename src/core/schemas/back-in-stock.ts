// Back in stock (issue 25 point 3): a shopper leaves an address for a sold-out variant, confirms it
// from the mail (double opt-in), and is told once when the variant is back. The form on the product
// page and POST /api/back-in-stock share this schema and its words; docs/decisions/0031-back-in-stock.md.
import { z } from "zod";
import { emailSchema } from "./accounts.ts";

export const backInStockMessages = {
  /** The same answer whether or not the address was already waiting (no one learns who is). */
  requested: "Thank you. Please confirm from the e-mail we just sent, and we will tell you when it is back.",
  confirmed: "Confirmed. We will e-mail you once when it is back in stock.",
  invalidLink: "This link is not valid any more. Ask again on the product's page.",
  inStock: "This is in stock now: you can add it to your bag.",
  variantRequired: "Choose a variant",
  notFound: "Product not found",
} as const;

/** POST /api/back-in-stock: unknown fields are dropped, the address is trimmed and lower-cased. */
export const backInStockRequestSchema = z.object({
  variantId: z.uuid({ error: backInStockMessages.variantRequired }),
  email: emailSchema,
});
export type BackInStockRequest = z.output<typeof backInStockRequestSchema>;

/** POST /api/back-in-stock/confirm: the token of the confirm link. */
export const backInStockConfirmSchema = z.object({
  token: z
    .string({ error: backInStockMessages.invalidLink })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, backInStockMessages.invalidLink),
});

export const backInStockAnswerSchema = z.object({ message: z.string() });
