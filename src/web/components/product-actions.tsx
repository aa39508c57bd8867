// What a product card's buttons do, provided once for the whole app so every grid, carousel and
// search result behaves the same. The cart and wishlist issues replace the interim actions below by
// providing their own value in root.tsx; a card's own props still win over the context.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useNavigate } from "react-router";
import { productPath } from "../../core/catalogue.ts";
import type { ListingItem, ListingVariant } from "../../core/schemas/catalogue.ts";
import { useToast } from "./toast.tsx";

/** How many units an action is for (the product page's quantity selector; 1 when not given). */
export interface ProductActionOptions {
  quantity?: number;
}

/** An action on one variant of a listed product; may return a promise while it works. */
export type ProductAction = (
  product: ListingItem,
  variant: ListingVariant,
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

/**
 * Until the cart and wishlist issues land: Add to Cart and Buy Now open the product page (where the
 * shopper picks a variant), and the heart asks a guest to sign in, with the spec's words.
 */
export function useInterimProductActions(signedIn: boolean): ProductActions {
  const navigate = useNavigate();
  const toast = useToast();
  return useMemo<ProductActions>(() => {
    const openProduct: ProductAction = (product) => {
      navigate(productPath(product._id, product.variantIndex));
    };
    return {
      addToCart: openProduct,
      buyNow: openProduct,
      toggleWishlist: () => {
        if (!signedIn) {
          toast("Please login to add items to wishlist", { tone: "error" });
          return;
        }
        navigate("/wishlist");
      },
      isWishlisted: () => false,
    };
  }, [navigate, toast, signedIn]);
}
