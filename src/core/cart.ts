// The cart's shared rules: the line shape the API answers and a guest keeps in local storage, the
// guest merge rule (spec section 4), the badge count, the spec's messages, and the bridge from a
// line in rupees to the pricing module's paise. No zod here: the browser bundles this file.
import { inEnglish, type Said } from "./i18n.ts";
import { fromRupees } from "./money.ts";
import type { PricedLine } from "./pricing.ts";

/** Local storage key of a guest's cart (spec section 3). */
export const guestCartKey = "guestCart";

/**
 * The most units of one variant a line may hold, in the bag and at checkout alike (the spec's
 * checkout offers 1 to the smaller of 10 and the stock): one limit, so the bag never holds a line
 * the checkout would refuse.
 */
export const maxLineQuantity = 10;

/** A line's quantity out of range (the cart's and the checkout's schemas). */
export const lineQuantityMessage = `Quantity must be a whole number from 1 to ${maxLineQuantity}`;

/** Lines of one variant that add up to more than the limit. */
export const tooManyOfOneMessage = `At most ${maxLineQuantity} of one item per order.`;

/** The most lines one cart keeps. */
export const maxCartLines = 50;

/**
 * A cart line as the API answers it and a guest keeps it (the spec's cart line plus what the
 * sidebar needs). Prices are rupees, tax included, read from the database on every load.
 */
export interface CartItem {
  productId: string;
  variantId: string;
  /** Index of the variant in its product: the product page is /productdetails/{productId}-{variantIndex}. */
  variantIndex: number;
  quantity: number;
  /** The product's name. */
  name: string;
  /** The variant's name ("Small", "Rose"): the spec's cart line `title`. */
  title: string;
  /** Shown price of one unit (shelf price, GST included). */
  price: number;
  /** M.R.P. of one unit, struck through (at least the price). */
  originalPrice: number;
  /** Percent off the M.R.P., one decimal. */
  discount: number;
  image: string | null;
  /** Units in stock now (0 when the product is no longer sold). */
  stock: number;
  /** Gift wrap for every unit of the line (₹50 each). */
  giftWrap: boolean;
}

export interface CartAnswer {
  items: CartItem[];
  /** Units in the cart: the header badge. */
  count: number;
}

export const cartMessages = {
  added: "Product added to cart!",
  updated: "Product quantity updated in cart!",
  saveFailed: "Failed to save cart. Please try again.",
  addFailed: "Failed to add to cart",
  network: "Network error. Please check your connection and try again.",
  serverError: "Server error occurred",
  notInCart: "This item is not in your cart.",
  unavailable: "This product is no longer available.",
  cartFull: `Your bag holds at most ${maxCartLines} different items.`,
  merged: "We added the items from your bag before you signed in.",
  mergedReduced:
    "We added the items from your bag before you signed in; some quantities were reduced to what is in stock.",
} as const;

/**
 * The 409's words when a quantity is above the stock left (`inCart`: units of it already in the
 * cart), with their numbers apart so a Hindi page says them in Hindi (core/i18n.ts Said).
 */
export function stockSaid(stock: number, inCart = 0): Said {
  if (stock <= 0) return { message: "Sorry, this item is out of stock." };
  return inCart > 0
    ? {
        message: "Only {stock} left in stock, and {inCart, plural, one {# is} other {# are}} already in your bag.",
        values: { stock, inCart },
      }
    : { message: "Only {stock} left in stock.", values: { stock } };
}

/** The 409 message in English: "Only 3 left in stock." */
export function stockMessage(stock: number, inCart = 0): string {
  return inEnglish(stockSaid(stock, inCart));
}

export const wishlistMessages = {
  loginRequired: "Please login to add items to wishlist",
  added: "Added to wishlist!",
  removed: "Removed from wishlist!",
  failed: "Failed to update wishlist",
  loadFailed: "Failed to load wishlist.",
} as const;

/** The most items a wishlist keeps. */
export const maxWishlistItems = 200;

/** Units in the cart (the badge shows "9+" above nine). */
export function cartCount(items: readonly Pick<CartItem, "quantity">[]): number {
  return items.reduce((units, item) => units + item.quantity, 0);
}

/** Whether a line can be bought as it stands: in stock, at least the units asked for. */
export function lineAvailable(item: Pick<CartItem, "quantity" | "stock">): boolean {
  return item.stock > 0 && item.quantity <= item.stock;
}

/** A line as the pricing module takes it (paise). */
export function pricedLine(item: CartItem): PricedLine {
  return {
    unitPrice: fromRupees(item.price),
    unitMrp: fromRupees(item.originalPrice),
    quantity: item.quantity,
    giftWrap: item.giftWrap,
  };
}

export type GuestAddResult =
  | { ok: true; items: CartItem[]; merged: boolean }
  | { ok: false; message: string; said?: Said };

/**
 * A guest's Add to Cart (spec section 4): the same product and variant has its quantity raised
 * ('Product quantity updated in cart!'), anything else is appended ('Product added to cart!'),
 * never past the stock the shopper was shown.
 */
export function addGuestLine(items: readonly CartItem[], line: CartItem): GuestAddResult {
  const existing = items.find((item) => item.productId === line.productId && item.variantId === line.variantId);
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + line.quantity;
  // whichever binds first is named: the stock left, or the most of one item an order takes
  if (line.stock <= 0 || wanted > Math.min(line.stock, maxLineQuantity)) {
    if (line.stock >= maxLineQuantity) return { ok: false, message: tooManyOfOneMessage };
    const said = stockSaid(line.stock, inCart);
    return { ok: false, message: inEnglish(said), said };
  }
  if (!existing) {
    if (items.length >= maxCartLines) return { ok: false, message: cartMessages.cartFull };
    return { ok: true, items: [...items, line], merged: false };
  }
  // the newest figures (price, stock, image) come with the line just added
  const updated = { ...line, quantity: wanted, giftWrap: existing.giftWrap };
  return { ok: true, items: items.map((item) => (item === existing ? updated : item)), merged: true };
}

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * A guest cart read back from local storage: anything that is not a well-formed line is dropped
 * (the shopper, an extension or an old version of the shop may have written it), and repeated
 * variants are merged.
 */
export function parseGuestCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const byVariant = new Map<string, CartItem>();
  for (const entry of value as Array<Record<string, unknown>>) {
    if (!entry || typeof entry !== "object") continue;
    const { productId, variantId, quantity } = entry;
    if (!isText(productId) || !isText(variantId) || !isCount(quantity) || quantity < 1) continue;
    const known = byVariant.get(variantId);
    if (known) {
      known.quantity = Math.min(known.quantity + quantity, maxLineQuantity);
      continue;
    }
    if (byVariant.size >= maxCartLines) continue;
    byVariant.set(variantId, {
      productId,
      variantId,
      variantIndex: isCount(entry.variantIndex) ? entry.variantIndex : 0,
      quantity: Math.min(quantity, maxLineQuantity),
      name: isText(entry.name) ? entry.name : "",
      title: isText(entry.title) ? entry.title : "",
      price: isAmount(entry.price) ? entry.price : 0,
      originalPrice: isAmount(entry.originalPrice) ? entry.originalPrice : 0,
      discount: isAmount(entry.discount) ? entry.discount : 0,
      image: isText(entry.image) ? entry.image : null,
      stock: isCount(entry.stock) ? entry.stock : 0,
      giftWrap: entry.giftWrap === true,
    });
  }
  return [...byVariant.values()];
}

/** A line as checkout receives it (spec: state products, tax 0, size defaulting to 'Default'). */
export interface CheckoutLine {
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
  title: string;
  price: number;
  originalPrice: number;
  image: string | null;
  discount: number;
  size: string;
  tax: 0;
  giftWrap: boolean;
}

export function checkoutLineOf(item: CartItem, size = "Default"): CheckoutLine {
  return {
    productId: item.productId,
    variantId: item.variantId,
    quantity: item.quantity,
    name: item.name,
    title: item.title,
    price: item.price,
    originalPrice: item.originalPrice,
    image: item.image,
    discount: item.discount,
    size: size || "Default",
    tax: 0,
    giftWrap: item.giftWrap,
  };
}
