// The cart's rules: a member's cart lives on the server, a guest's in the browser (priced here on
// request). Quantities run from 1 to the stock left: an add or change past it is refused with the
// stock left (409); a product no longer sold cannot be added. Sign-in merges the guest's lines in,
// summing quantities and capping them at stock. Prices are read from the database every time.
// Knows nothing of HTTP.
import {
  type CartAnswer,
  type CartItem,
  cartCount,
  cartMessages,
  maxCartLines,
  maxLineQuantity,
  stockSaid,
  tooManyOfOneMessage,
} from "../../../core/cart.ts";
import { inEnglish } from "../../../core/i18n.ts";
import { mediaUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import { variantPrices } from "../../../core/pricing.ts";
import type { AddToCartInput, GuestLineInput } from "../../../core/schemas/cart.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Conflict, NotFound, OutOfStock } from "../../http/errors.ts";
import {
  addToLine,
  cartIdFor,
  type DescribedVariant,
  deleteLine,
  deleteLines,
  describeVariants,
  lineCount,
  lineQuantities,
  memberLines,
  memberUnitCountSql,
  updateLine,
  type VariantStock,
  variantStocks,
} from "./queries.ts";

function cartItem(row: DescribedVariant, quantity: number, giftWrap: boolean): CartItem {
  const figures = variantPrices(row.price, row.mrp, row.gstRate);
  return {
    productId: row.productId,
    variantId: row.variantId,
    variantIndex: row.variantIndex,
    quantity,
    name: row.name,
    title: row.title,
    price: toRupees(figures.price),
    originalPrice: toRupees(figures.costPrice),
    discount: figures.discount,
    image: row.imageKey ? mediaUrl(row.imageKey) : null,
    // a product taken off sale has nothing left to sell
    stock: row.active ? Math.max(row.stock, 0) : 0,
    giftWrap,
  };
}

function answer(items: CartItem[]): CartAnswer {
  return { items, count: cartCount(items) };
}

export async function memberCart(ctx: AppContext, userId: string, exec: Executor = ctx.db): Promise<CartAnswer> {
  const rows = await memberLines(exec, userId);
  return answer(rows.map((row) => cartItem(row, row.quantity, row.giftWrap)));
}

/** Units in the member's cart as a column of another feature's statement (GET /api/me/summary). */
export const memberCartCountColumn = (userId: string) => memberUnitCountSql(userId);

/** The variant, sold and belonging to the product named, or 404 (the wishlist asks this too). */
export async function sellableVariant(exec: Executor, productId: string, variantId: string): Promise<VariantStock> {
  const variant = (await variantStocks(exec, [variantId])).get(variantId);
  if (!variant || variant.productId !== productId || !variant.active) throw new NotFound(cartMessages.unavailable);
  return variant;
}

function refuseAboveStock(wanted: number, stock: number, inCart: number) {
  if (wanted > stock) {
    // beside the English message, its words and numbers apart (`said`): a Hindi page says it in Hindi
    const said = stockSaid(stock, inCart);
    throw new OutOfStock(inEnglish(said), Math.max(stock, 0), { inCart, said });
  }
  if (wanted > maxLineQuantity) {
    throw new Conflict(tooManyOfOneMessage, { quantity: tooManyOfOneMessage });
  }
}

export interface AddResult extends CartAnswer {
  /** The variant was already in the cart: its quantity was raised. */
  merged: boolean;
  message: string;
}

/** Add to Cart: raises the line if the variant is there, else adds it; never past the stock left. */
export async function addToCart(ctx: AppContext, userId: string, input: AddToCartInput): Promise<AddResult> {
  return ctx.db.transaction(async (tx) => {
    const variant = await sellableVariant(tx, input.productId, input.variantId);
    const cartId = await cartIdFor(tx, userId);
    const quantity = await addToLine(tx, cartId, input.variantId, input.quantity, input.giftWrap);
    const inCart = quantity - input.quantity;
    // the statement above has already raised the line; a refusal rolls it back
    refuseAboveStock(quantity, variant.stock, inCart);
    if (inCart === 0 && (await lineCount(tx, cartId)) > maxCartLines) throw new Conflict(cartMessages.cartFull);
    const merged = inCart > 0;
    return {
      ...(await memberCart(ctx, userId, tx)),
      merged,
      message: merged ? cartMessages.updated : cartMessages.added,
    };
  });
}

/** Sets a line's quantity (1 to the stock left). */
export async function updateQuantity(
  ctx: AppContext,
  userId: string,
  line: { productId: string; variantId: string; quantity: number },
): Promise<CartAnswer> {
  return ctx.db.transaction(async (tx) => {
    const variant = (await variantStocks(tx, [line.variantId])).get(line.variantId);
    if (!variant || variant.productId !== line.productId) throw new NotFound(cartMessages.notInCart);
    refuseAboveStock(line.quantity, variant.active ? variant.stock : 0, 0);
    if (!(await updateLine(tx, userId, line.variantId, { quantity: line.quantity }))) {
      throw new NotFound(cartMessages.notInCart);
    }
    return memberCart(ctx, userId, tx);
  });
}

export async function setGiftWrap(
  ctx: AppContext,
  userId: string,
  line: { productId: string; variantId: string; giftWrap: boolean },
): Promise<CartAnswer> {
  const variant = (await variantStocks(ctx.db, [line.variantId])).get(line.variantId);
  if (!variant || variant.productId !== line.productId) throw new NotFound(cartMessages.notInCart);
  if (!(await updateLine(ctx.db, userId, line.variantId, { giftWrap: line.giftWrap }))) {
    throw new NotFound(cartMessages.notInCart);
  }
  return memberCart(ctx, userId);
}

/** Removes a line. Removing a line that is not there (a second click) answers the cart as it is. */
export async function removeItem(
  ctx: AppContext,
  userId: string,
  line: { productId: string; variantId: string },
): Promise<CartAnswer> {
  await deleteLine(ctx.db, userId, line.variantId);
  return memberCart(ctx, userId);
}

/** Guest lines with one entry per variant (quantities summed, gift wrap kept if any asked for it). */
function combined(lines: readonly GuestLineInput[]): GuestLineInput[] {
  const byVariant = new Map<string, GuestLineInput>();
  for (const line of lines) {
    const known = byVariant.get(line.variantId);
    if (known) {
      known.quantity += line.quantity;
      known.giftWrap = known.giftWrap || line.giftWrap;
    } else {
      byVariant.set(line.variantId, { ...line });
    }
  }
  return [...byVariant.values()];
}

export interface MergeResult extends CartAnswer {
  /** Some quantity was lowered to the stock left, or a line could not be kept. */
  reduced: boolean;
}

/**
 * Sign-in: the guest's lines join the member's cart, quantities summed and capped at the stock
 * left; lines no longer sold (or of unknown variants) are dropped. Safe to repeat: the browser
 * clears its copy only after this answers.
 */
export async function mergeGuestCart(
  ctx: AppContext,
  userId: string,
  lines: readonly GuestLineInput[],
): Promise<MergeResult> {
  const guest = combined(lines);
  return ctx.db.transaction(async (tx) => {
    const [stocks, inCart] = await Promise.all([
      variantStocks(
        tx,
        guest.map((line) => line.variantId),
      ),
      lineQuantities(tx, userId),
    ]);
    let reduced = false;
    let lineTotal = inCart.size;
    const cartId = guest.length > 0 ? await cartIdFor(tx, userId) : null;
    for (const line of guest) {
      const variant = stocks.get(line.variantId);
      const had = inCart.get(line.variantId) ?? 0;
      const room = variant?.active && variant.productId === line.productId ? Math.max(variant.stock, 0) : 0;
      const wanted = Math.min(had + line.quantity, maxLineQuantity);
      const kept = Math.min(wanted, Math.max(room, had));
      if (kept < had + line.quantity) reduced = true;
      const isNew = had === 0;
      if (kept <= had || !cartId) continue;
      if (isNew && lineTotal >= maxCartLines) {
        reduced = true;
        continue;
      }
      if (isNew) lineTotal += 1;
      await addToLine(tx, cartId, line.variantId, kept - had, line.giftWrap ? true : undefined);
    }
    return { ...(await memberCart(ctx, userId, tx)), reduced };
  });
}

/**
 * A guest's cart priced from the database: current names, prices, images and stock. Lines of
 * unknown variants are left out; quantities are as the guest asked (the sidebar shows any line
 * above the stock left).
 */
export async function priceGuestCart(ctx: AppContext, lines: readonly GuestLineInput[]): Promise<CartAnswer> {
  const guest = combined(lines);
  const described = await describeVariants(
    ctx.db,
    guest.map((line) => line.variantId),
  );
  const items: CartItem[] = [];
  for (const line of guest) {
    const row = described.get(line.variantId);
    if (!row || row.productId !== line.productId) continue;
    items.push(cartItem(row, Math.min(line.quantity, maxLineQuantity), line.giftWrap));
  }
  return answer(items);
}

/** A member's order was placed (or paid): its variants leave their cart, in the order's transaction. */
export function dropOrderedLines(exec: Executor, userId: string, variantIds: readonly string[]): Promise<void> {
  return deleteLines(exec, userId, variantIds);
}
