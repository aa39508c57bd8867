// The cart and wishlist contract: what /api/cart/* and /api/wishlist/* accept and answer. The spec's
// calls carry a `userId`; the session decides whose cart it is, and a `userId` that is not the
// session's is refused (403). Prices are never taken from a request (`price` is read and ignored).
import { z } from "zod";
import { lineQuantityMessage, maxCartLines, maxLineQuantity } from "../cart.ts";
import { listingItemSchema } from "./catalogue.ts";

const quantityMessage = lineQuantityMessage;

export const quantitySchema = z.coerce
  .number({ error: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(maxLineQuantity, quantityMessage);

const userIdSchema = z.string({ error: "userId must be text" }).trim().max(100).optional();

/** Which line: the product and one of its variants. */
export const lineRefSchema = z.object({
  productId: z.string({ error: "Say which product." }).trim().min(1, "Say which product.").max(200, "Unknown product."),
  variantId: z.uuid({ error: "Say which variant (its id)." }),
});

export const addToCartSchema = lineRefSchema.extend({
  userId: userIdSchema,
  quantity: quantitySchema.default(1),
  giftWrap: z.boolean({ error: "giftWrap must be true or false" }).optional(),
  /** Sent by the old product page; the price always comes from the database. */
  price: z.unknown().optional(),
});

export const updateQuantitySchema = lineRefSchema.extend({ userId: userIdSchema, quantity: quantitySchema });

export const removeItemSchema = lineRefSchema.extend({ userId: userIdSchema });

export const giftWrapSchema = lineRefSchema.extend({
  userId: userIdSchema,
  giftWrap: z.boolean({ error: "giftWrap must be true or false" }),
});

export const fetchCartQuerySchema = z.object({ userId: userIdSchema });

const guestLineSchema = lineRefSchema.extend({
  quantity: quantitySchema,
  giftWrap: z.boolean().optional().default(false),
});

const guestLinesSchema = z
  .array(guestLineSchema, { error: "lines must be a list" })
  .max(maxCartLines, `At most ${maxCartLines} lines`);

/** Sign-in: the guest cart joins the member cart. */
export const mergeCartSchema = z.object({ userId: userIdSchema, lines: guestLinesSchema });

/** A guest cart priced from the database (current prices, stock, names, images). */
export const priceCartSchema = z.object({ lines: guestLinesSchema });

export type AddToCartInput = z.output<typeof addToCartSchema>;
export type GuestLineInput = z.output<typeof guestLineSchema>;

export const cartItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  variantIndex: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  title: z.string().describe("The variant's name"),
  price: z.number().describe("Shown price of one unit, rupees, GST included"),
  originalPrice: z.number().describe("M.R.P. of one unit, rupees"),
  discount: z.number().describe("Percent off the M.R.P., one decimal"),
  image: z.string().nullable(),
  stock: z.number().int().describe("Units in stock now; 0 when no longer sold"),
  giftWrap: z.boolean(),
});

export const cartAnswerSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int().describe("Units in the cart (the header badge)"),
});

export const addToCartAnswerSchema = cartAnswerSchema.extend({
  merged: z.boolean().describe("true when the variant was already in the cart and its quantity was raised"),
  message: z.string(),
});

export const mergeAnswerSchema = cartAnswerSchema.extend({
  reduced: z.boolean().describe("true when a quantity was lowered to the stock left or a line dropped"),
});

export const wishlistToggleSchema = lineRefSchema.extend({ userId: userIdSchema });

export const wishlistParamsSchema = z.object({ userId: z.string().trim().max(100) });

export const wishlistToggleAnswerSchema = z.object({
  wishlisted: z.boolean(),
  message: z.string(),
  wishlist: z.object({ items: z.array(lineRefSchema) }),
});

export const wishlistAnswerSchema = z.object({
  data: z.object({
    items: z.array(
      lineRefSchema.extend({
        product: listingItemSchema.describe("The product as a listing card showing the saved variant"),
      }),
    ),
  }),
});
