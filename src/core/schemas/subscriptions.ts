// The subscribe-and-save contract (issue 33, decision 0060): starting a subscription (a box of lines,
// a cadence, where each delivery goes), the checkout's signed answer for its first charge, a new
// address for the deliveries to come, and the variant's subscription terms in the admin's form.
import { z } from "zod";
import { maxCartLines } from "../cart.ts";
import { subscriptionCadences } from "../subscriptions.ts";
import { orderItemSchema, placeOrderSchema } from "./checkout.ts";

const cadenceMessage = "Choose a delivery every 1, 2 or 3 months.";

export const cadenceSchema = z.coerce
  .number({ error: cadenceMessage })
  .int(cadenceMessage)
  .refine((months) => (subscriptionCadences as readonly number[]).includes(months), cadenceMessage);

export const startSubscriptionSchema = z.object({
  lines: z
    .array(orderItemSchema.pick({ product: true, variant: true, quantity: true }), {
      error: "Choose what to subscribe to.",
    })
    .min(1, "Choose what to subscribe to.")
    .max(maxCartLines, `At most ${maxCartLines} lines`),
  everyMonths: cadenceSchema,
  shippingAddress: placeOrderSchema.shape.shippingAddress,
  /** The subscribe page's language: the subscription's mails and its orders' are in it (decision 0064). */
  language: placeOrderSchema.shape.language,
});
export type StartSubscriptionInput = z.output<typeof startSubscriptionSchema>;

export const verifySubscriptionSchema = z.object({
  razorpay_subscription_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type VerifySubscriptionInput = z.output<typeof verifySubscriptionSchema>;

export const subscriptionAddressSchema = z.object({ shippingAddress: placeOrderSchema.shape.shippingAddress });

const discountMessage = "Enter a whole percent from 0 to 50";

/** A variant's subscription terms, as the admin's product form sends them (no cadence: not subscribable). */
export const variantSubscriptionSchema = z.object({
  subscribeEvery: z
    .array(cadenceSchema)
    .max(3)
    .default([])
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  subscribeDiscount: z.coerce
    .number({ error: discountMessage })
    .int(discountMessage)
    .min(0, discountMessage)
    .max(50, discountMessage)
    .default(0),
});
