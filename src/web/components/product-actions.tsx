// What a product card's buttons do, provided once for the whole app so every grid, carousel and
// search result behaves the same (the cart's ShopActions in src/web/cart/shop-actions.tsx provides
// them in root.tsx); a card's own props still win over the context.
import { createContext, type ReactNode, useContext } from "react";
import type { CardItem, CardVariant } from "../../core/card-item.ts";

/** How many units an action is for (the product page's quantity selector; 1 when not given). */
export interface ProductActionOptions {
  quantity?: number;
}

/** An action on one variant of a listed product; may return a promise while it works. */
export type ProductAction = (
  product: CardItem,
  variant: CardVariant,
  options?: ProductActionOptions,
) => void | Promise<void>;

export interface ProductActions {
  addToCart: ProductAction;
  buyNow: ProductAction;
  toggleWishlist: ProductAction;
  /** Whether a variant is on the signed-in shopper's wishlist. */
  isWishlisted: (productId: string, variantId: string) => boolean;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}

export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}
