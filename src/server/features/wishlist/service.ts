// The wishlist's rules (members only): the heart toggles a variant in or out; only variants of
// products on sale can be saved; the list shows each saved variant as a listing card, newest first,
// leaving out products no longer on sale. Knows nothing of HTTP.
import { maxWishlistItems, wishlistMessages } from "../../../core/cart.ts";
import type { ListingItem } from "../../../core/schemas/catalogue.ts";
import type { AppContext } from "../../context.ts";
import { Conflict } from "../../http/errors.ts";
import { sellableVariant } from "../cart/service.ts";
import { listingCards } from "../catalogue/service.ts";
import { deleteItem, insertItem, itemCount, type WishlistRow, wishlistRows, wishlistVariantIdsSql } from "./queries.ts";

export interface ToggleResult {
  wishlisted: boolean;
  message: string;
  wishlist: { items: WishlistRow[] };
}

export async function toggleWishlist(ctx: AppContext, userId: string, item: WishlistRow): Promise<ToggleResult> {
  return ctx.db.transaction(async (tx) => {
    const removed = await deleteItem(tx, userId, item.variantId);
    if (!removed) {
      await sellableVariant(tx, item.productId, item.variantId);
      if ((await itemCount(tx, userId)) >= maxWishlistItems) {
        throw new Conflict(`Your wishlist holds at most ${maxWishlistItems} items.`);
      }
      await insertItem(tx, userId, item);
    }
    return {
      wishlisted: !removed,
      message: removed ? wishlistMessages.removed : wishlistMessages.added,
      wishlist: { items: await wishlistRows(tx, userId) },
    };
  });
}

/** The wishlist's variant ids, newest first, as a column of another feature's statement (GET /api/me/summary). */
export const wishlistVariantIdsColumn = (userId: string) => wishlistVariantIdsSql(userId);

export interface WishlistEntry extends WishlistRow {
  product: ListingItem;
}

/** The wishlist as cards, newest first. */
export async function wishlistEntries(ctx: AppContext, userId: string): Promise<WishlistEntry[]> {
  return listingCards(ctx, await wishlistRows(ctx.db, userId));
}
