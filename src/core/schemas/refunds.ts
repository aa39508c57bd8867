// Refunds' inputs (issue 22 points 4-5): the admin's goodwill refund (an amount in rupees, a reason,
// where the money goes), a UPI payout's UTR, and the UPI id a COD shopper gives. One schema for the
// admin form and the API.
import { z } from "zod";

export const refundMessages = {
  amount: "Enter an amount of at least ₹1, in rupees and paise",
  reason: "Say why the money goes back (3 to 300 characters)",
  upiId: "Enter a UPI id such as name@bank",
  utr: "Enter the payout's UTR: 12 digits for UPI or IMPS, 16 to 22 letters and digits for NEFT or RTGS",
} as const;

export const refundDestinations = ["source", "store_credit", "upi"] as const;
export type RefundDestination = (typeof refundDestinations)[number];

export const refundDestinationNames: Record<RefundDestination, string> = {
  source: "Original payment",
  store_credit: "Store credit",
  upi: "UPI payout",
};

/** A UPI virtual payment address: handle@provider (NPCI: letters, digits, dot, hyphen, underscore). */
export const upiIdSchema = z
  .string({ error: refundMessages.upiId })
  .trim()
  .max(100, refundMessages.upiId)
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, refundMessages.upiId);

/** A UPI/IMPS reference (RRN: 12 digits) or a NEFT/RTGS UTR (16 to 22 letters and digits). */
export const utrSchema = z
  .string({ error: refundMessages.utr })
  .trim()
  .toUpperCase()
  .regex(/^(?:[0-9]{12}|[A-Z0-9]{16,22})$/, refundMessages.utr);

export const goodwillRefundSchema = z
  .object({
    amount: z.coerce
      .number({ error: refundMessages.amount })
      .min(1, refundMessages.amount)
      .max(10_000_000, refundMessages.amount)
      .refine((rupees) => Number.isInteger(Math.round(rupees * 100 * 1e6) / 1e6), refundMessages.amount),
    reason: z
      .string({ error: refundMessages.reason })
      .trim()
      .min(3, refundMessages.reason)
      .max(300, refundMessages.reason),
    refundTo: z.enum(refundDestinations).optional(),
    upiId: upiIdSchema.optional(),
  })
  .refine((input) => input.refundTo !== "upi" || input.upiId, { message: refundMessages.upiId, path: ["upiId"] });

export type GoodwillRefundInput = z.infer<typeof goodwillRefundSchema>;

export const payoutSchema = z.object({ utr: utrSchema });
