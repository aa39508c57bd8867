// The checkout contract: what POST /api/userorder/placeorder and POST /api/payment/create-order
// accept (the same body), the coupon check, and payment verification. Required fields fail in the
// spec's order (Address, City, State, Country, Postal Code, First Name, Last Name, Email, Phone)
// with its words. Amounts are never read from a request: `price`, `totalAmount` and `user` are
// dropped as unknown keys.
import { z } from "zod";
import { lineQuantityMessage, maxCartLines } from "../cart.ts";
import { checkoutMessages, couponMessages, fillIn, maxCheckoutQuantity } from "../checkout.ts";
import { deliveryCountries, findIndianState, isPincode } from "../india.ts";
import { normalizeIndianPhone } from "../phone.ts";
import { countOf } from "../plural.ts";
import { hasControlCharacter } from "../text.ts";
import { giftCardCodeSchema } from "./gift-card-code.ts";
import { languageSchema, saidSchema } from "./language.ts";

const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const required = (label: string, max = 120) =>
  z
    .string({ error: fillIn(label) })
    .trim()
    .min(1, fillIn(label))
    .max(max, `${label} is at most ${max} characters`);

export const shippingAddressSchema = z.object({
  addressLine1: required("Address", 200),
  addressLine2: z.preprocess(
    blankIsAbsent,
    z.string().trim().max(200, "Address line 2 is at most 200 characters").optional(),
  ),
  city: required("City", 80),
  state: required("State", 80).transform((value, ctx) => {
    const state = findIndianState(value);
    if (!state) {
      ctx.addIssue({ code: "custom", message: checkoutMessages.unknownState });
      return z.NEVER;
    }
    return state.name;
  }),
  country: required("Country", 60).transform((value, ctx) => {
    const country = deliveryCountries.find((known) => known.toLowerCase() === value.toLowerCase());
    if (!country) {
      ctx.addIssue({ code: "custom", message: checkoutMessages.countryNotServed });
      return z.NEVER;
    }
    return country;
  }),
  zipCode: required("Postal Code", 12).refine(isPincode, checkoutMessages.invalidPincode),
});

export type ShippingAddressInput = z.output<typeof shippingAddressSchema>;

/**
 * An order's shipping address as stored and answered: the form's fields (line 2 null when empty;
 * state and country as text, since rows outlive the lists they were checked against).
 */
export type OrderAddress = Omit<ShippingAddressInput, "addressLine2" | "state" | "country"> & {
  addressLine2?: string | null;
  state: string;
  country: string;
};

export const contactSchema = z.object({
  firstName: required("First Name", 60),
  lastName: required("Last Name", 60),
  email: required("Email", 254).toLowerCase().pipe(z.email(checkoutMessages.invalidEmail)),
  phone: required("Phone", 20)
    .transform(normalizeIndianPhone)
    .pipe(z.string().regex(/^\d{10}$/, checkoutMessages.invalidPhone)),
});

export type ContactInput = z.output<typeof contactSchema>;

const quantityMessage = lineQuantityMessage;

export const orderItemSchema = z.object({
  product: z
    .string({ error: "Each item needs its product id." })
    .trim()
    .min(1, "Each item needs its product id.")
    .max(200),
  variant: z.uuid({ error: "Each item needs its variant id." }),
  quantity: z.coerce
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(maxCheckoutQuantity, quantityMessage),
  giftWrap: z.boolean().optional().default(false),
});

export type OrderItemInput = z.output<typeof orderItemSchema>;

/** A saved address: its id as text, or `{ addressId }`. */
const savedAddressSchema = z.preprocess(
  (value) => (typeof value === "string" ? { addressId: value } : value),
  z.object({ addressId: z.uuid({ error: "Unknown saved address." }) }),
);

/** The checkout's WhatsApp box (DPDP Act s.6: unticked, one purpose, as easy to withdraw as to give). */
export const whatsappBoxMessages = {
  label: "Send me reminders on WhatsApp",
  hint: "To the mobile number above. Reply STOP on WhatsApp, or untick this box, to end them.",
  needsContact: "Enter your e-mail and mobile number above and we will write to you on WhatsApp.",
  given: "We will send you reminders on WhatsApp.",
  withdrawn: "We will not write to you on WhatsApp.",
  malformed: "Say whether to send WhatsApp messages (true) or not (false).",
} as const;

/**
 * POST /api/consents/whatsapp: the box ticked (given) or unticked as the shopper types, before any order,
 * so a bag left at checkout can be recalled on WhatsApp too. The same fields as the contact details.
 */
export const whatsappChoiceSchema = z.object({
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  given: z.boolean({ error: whatsappBoxMessages.malformed }),
});
export type WhatsappChoiceInput = z.output<typeof whatsappChoiceSchema>;

/** The most characters of an order's gift message or note (the checkout's counter reads it here). */
export const orderNoteMaxLength = 300;

/** Why a gift message or note is refused (its other words, for pages without zod: core/checkout.ts). */
export const orderNoteMessages = {
  tooLong: `The gift message or note is at most ${orderNoteMaxLength} characters.`,
  control: "The gift message or note holds an invisible control character (a tab, say): please remove it.",
  notText: "The gift message or note must be text.",
  /** The checkout's counter. */
  left: (left: number) => `${countOf(left, "character")} left`,
} as const;

/**
 * An order's gift message or note: trimmed, line breaks kept (a typed CR LF is one line feed), at
 * most `orderNoteMaxLength` characters, no control characters; empty or absent is null.
 */
export const orderNoteSchema = z
  .preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : (value ?? undefined)),
    z
      .string({ error: orderNoteMessages.notText })
      .trim()
      .max(orderNoteMaxLength, orderNoteMessages.tooLong)
      .refine((note) => !hasControlCharacter(note), orderNoteMessages.control)
      .optional(),
  )
  .transform((note) => note || null);

export const placeOrderSchema = z.object({
  orderItems: z
    .array(orderItemSchema, { error: checkoutMessages.emptyCart })
    .min(1, checkoutMessages.emptyCart)
    .max(maxCartLines, `At most ${maxCartLines} lines`),
  shippingAddress: z.unknown().transform((value, ctx): { addressId: string } | ShippingAddressInput => {
    const saved = typeof value === "string" || (value !== null && typeof value === "object" && "addressId" in value);
    const result = (saved ? savedAddressSchema : shippingAddressSchema).safeParse(value ?? {});
    if (result.success) return result.data;
    // each problem keeps its own words and field, in the spec's order
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
    }
    return z.NEVER;
  }),
  guestUser: contactSchema.optional(),
  paymentMethod: z.enum(["COD", "UPI"], { error: "Choose Pay on Delivery or online payment." }),
  appliedCoupon: z.preprocess(blankIsAbsent, z.string().trim().toUpperCase().max(40).optional()),
  /** A gift card's code (decision 0062): the card pays what it can, the rest is paid online or on delivery. */
  giftCardCode: z.preprocess(blankIsAbsent, giftCardCodeSchema.optional()),
  /** A member pays part (or, on delivery, all) of the total with their store credit. */
  useStoreCredit: z.boolean().optional().default(false),
  /** The unticked "Send me reminders on WhatsApp" box: the whatsapp consent, for the phone. */
  whatsappUpdates: z.boolean({ error: whatsappBoxMessages.malformed }).optional().default(false),
  /** The optional gift message or note, printed on the packing slip. */
  orderNote: orderNoteSchema,
  /** A member's "Save this address" box (ticked at first): a typed address joins their address book. */
  saveAddress: z
    .boolean({ error: "Say whether to save this address (true) or not (false)." })
    .optional()
    .default(false),
  /** The checkout page's language: the order's mails are written in it (decision 0064). */
  language: languageSchema.optional().default("en"),
});

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const couponCheckQuerySchema = z.object({
  code: z
    .string({ error: couponMessages.empty })
    .trim()
    .min(1, couponMessages.empty)
    .max(40, couponMessages.invalid)
    .toUpperCase(),
  /** The items total the shopper sees, rupees (the minimum cart value is checked against it). */
  cartValue: z.coerce.number({ error: "cartValue must be a number of rupees" }).min(0).max(10_000_000),
  userId: z.string().trim().max(100).optional(),
});

export const couponUseSchema = z.object({
  code: z.string({ error: couponMessages.empty }).trim().min(1, couponMessages.empty).max(40).toUpperCase(),
  userId: z.string().trim().max(100).optional(),
});

export const couponCheckAnswerSchema = z.object({
  isValid: z.boolean(),
  message: z.string(),
  alreadyUsed: z.boolean(),
  code: z.string(),
  discount: z.number().describe("Percent off the items total"),
  maxDiscount: z.number().nullable().describe("Largest discount in rupees, if capped"),
  minCartValue: z.number().describe("Rupees"),
  expiryDate: z.string().nullable(),
  said: saidSchema
    .optional()
    .describe("A refusal with a number in it (the minimum): the message with {arguments} and its values"),
});

export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: checkoutMessages.verificationFailed }).trim().min(1).max(100),
  razorpay_payment_id: z.string({ error: checkoutMessages.verificationFailed }).trim().min(1).max(100),
  razorpay_signature: z.string({ error: checkoutMessages.verificationFailed }).trim().min(1).max(200),
});

export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

export const orderLookupQuerySchema = z.object({
  key: z.string().trim().max(100).optional(),
});

/** POST /api/orders/{orderId}/confirm: the token of a cash-on-delivery order's confirm link. */
export const confirmOrderSchema = z.object({
  token: z
    .string({ error: "The confirmation link is incomplete." })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "The confirmation link is incomplete."),
});
