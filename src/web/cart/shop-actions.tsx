// The product actions every card and the product page use (components/product-actions.tsx): Add to
// Cart into the cart, Buy Now straight to checkout with one line, the heart into the wishlist.
import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router";
import { type CardItem, type CardVariant, variantIndexOf } from "../../core/card-item.ts";
import { type CartItem, checkoutLineOf, stockSaid } from "../../core/cart.ts";
import { type ProductActions, ProductActionsProvider } from "../components/product-actions.tsx";
import { useToast } from "../components/toast.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { useCart } from "./cart-context.tsx";
import { useWishlist } from "./wishlist-context.tsx";

/** A variant of a listed product as a cart line of `quantity` units (prices as the shopper saw them). */
export function cartLineOf(product: CardItem, variant: CardVariant, quantity = 1): CartItem {
  return {
    productId: product._id,
    variantId: variant._id,
    variantIndex: variantIndexOf(product, variant),
    quantity,
    name: product.name,
    title: variant.variantname,
    price: variant.price,
    originalPrice: variant.costPrice,
    discount: variant.discount,
    image: variant.frontImage ?? product.frontImage,
    stock: variant.stock,
    giftWrap: false,
  };
}

export function ShopActions({ children }: { children: ReactNode }) {
  const cart = useCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const toast = useToast();
  // Buy Now on a Hindi page goes to the Hindi checkout (decision 0064)
  const { to } = useI18n();
  const { add } = cart;

  const actions = useMemo<ProductActions>(
    () => ({
      addToCart: async (product, variant, options) => {
        await add(cartLineOf(product, variant, options?.quantity ?? 1));
      },
      buyNow: (product, variant, options) => {
        const quantity = options?.quantity ?? 1;
        if (quantity > variant.stock) {
          toast(stockSaid(variant.stock), { tone: "error" });
          return;
        }
        const line = checkoutLineOf(cartLineOf(product, variant, quantity), variant.size);
        navigate(to("/checkout-page"), { state: { products: [line] } });
      },
      toggleWishlist: async (product, variant) => {
        await wishlist.toggle(product._id, variant._id);
      },
      isWishlisted: (_productId, variantId) => wishlist.has(variantId),
    }),
    [add, wishlist, navigate, toast, to],
  );

  return <ProductActionsProvider value={actions}>{children}</ProductActionsProvider>;
}
