// The wishlist as the /wishlist page and the dashboard's Wishlist tab show it: a grid of cards of
// the saved variants (the heart removes one at once), or the empty state with Shop Now.

import type { ListingItem } from "../../core/schemas/catalogue.ts";
import { ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { ProductActionsProvider, useProductActions } from "../components/product-actions.tsx";
import { ProductGrid } from "../components/product-grid.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { useWishlist } from "./wishlist-context.tsx";
import "../styles/wishlist.css";

export interface WishlistEntryView {
  productId: string;
  variantId: string;
  product: ListingItem;
}

export function WishlistView({ entries, shopName }: { entries: readonly WishlistEntryView[]; shopName: string }) {
  const wishlist = useWishlist();
  // a heart just un-ticked takes its card away without waiting for the page to reload (until the
  // hearts arrive after load, the loader's list is the wishlist)
  const shown = wishlist.known ? entries.filter((entry) => wishlist.has(entry.variantId)) : entries;
  const actions = useProductActions();
  const { t, to } = useI18n();

  if (shown.length === 0) {
    return (
      <div className="wishlist-empty">
        <span className="wishlist-empty__icon">
          <Icon name="heart" size={32} />
        </span>
        <h2 className="wishlist-empty__title">{t("Wishlist")}</h2>
        <p className="wishlist-empty__text">{t("You Have Not Added Any Products In Your Wishlist")}</p>
        <p className="wishlist-empty__tagline">{t("Manifest, Cleanse, Heal—The {shopName} Way", { shopName })}</p>
        <ButtonLink to={to("/shop")}>{t("Shop Now")}</ButtonLink>
      </div>
    );
  }
  const grid = (
    <ProductGrid
      products={shown.map((entry) => entry.product)}
      priorityCount={4}
      label={t("Saved products")}
      className="wishlist-grid"
    />
  );
  if (wishlist.known || !actions) return grid;
  // until the hearts arrive, every card here is a saved one: its heart is filled from the first paint
  const saved = new Set(entries.map((entry) => entry.variantId));
  return (
    <ProductActionsProvider value={{ ...actions, isWishlisted: (_productId, variantId) => saved.has(variantId) }}>
      {grid}
    </ProductActionsProvider>
  );
}
