// The product card of every grid and carousel (BRAND.md "Product card"): 4:5 image with the back
// image on hover (desktop; drawn in the browser once it knows the screen can hover, so phones never
// get its markup or its bytes, and no page's HTML carries it), badges, heart, two-line title, stars, price, Add to Cart and Buy Now.
// The whole card is one link to the product page (a "stretched" title link), and its three buttons
// sit above that link, so no control is nested inside another.
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { type CardItem, type CardVariant, shownVariant } from "../../core/card-item.ts";
import { productPath } from "../../core/catalogue.ts";
import { sizesFrom, widthsForSizes } from "../../core/media.ts";
import { fromRupees } from "../../core/money.ts";
import { Button } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { Price } from "./price.tsx";
import { type ProductAction, useProductActions } from "./product-actions.tsx";
import { ProductImage } from "./product-image.tsx";
import { Stars } from "./stars.tsx";
import "../styles/card.css";
import { English, type I18n, useI18n } from "../i18n/i18n.tsx";

/** Four cards a row from 1024 px in a 1320 px grid, three on tablets, two on phones. */
export const productGridSizes = "(min-width: 1368px) 318px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw";

/** Hover images are a desktop nicety: phones and touch screens never download them. */
const hoverFrom = 1024;
const canHover = `(hover: hover) and (min-width: ${hoverFrom}px)`;

function subscribeToHover(onChange: () => void): () => void {
  const query = window.matchMedia(canHover);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether this screen shows hover images: false on the server and until hydration. */
function useCanHover(): boolean {
  return useSyncExternalStore(
    subscribeToHover,
    () => window.matchMedia(canHover).matches,
    () => false,
  );
}

export interface ProductCardProps {
  /** A listing item as GET /api/products and the search answer it (prices in rupees), or just the
   * part of it a card uses (core/card-item.ts). */
  product: CardItem;
  /** Above the fold: load the image eagerly with high priority. */
  priority?: boolean;
  /** The image's rendered widths (default: the product grid's). */
  sizes?: string;
  /** Heading level of the title inside the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Show Add to Cart and Buy Now (default true). */
  showActions?: boolean;
  /** Overrides the app's ProductActions (components/product-actions.tsx) for this card. */
  wishlisted?: boolean;
  onToggleWishlist?: ProductAction;
  onAddToCart?: ProductAction;
  onBuyNow?: ProductAction;
  className?: string;
}

type Busy = "cart" | "buy" | "wishlist" | null;

/**
 * One badge at most, the most useful first: out of stock (a one-of-a-kind piece someone is paying
 * for: in their bag), then best seller, then featured.
 */
function cardBadge(
  product: CardItem,
  variant: CardVariant | undefined,
  t: I18n["t"],
): { text: string; tone: string } | null {
  if ((variant?.stock ?? 0) <= 0) {
    return { text: variant?.held ? t("In someone’s bag") : t("Out of stock"), tone: "muted" };
  }
  if (product.bestSeller) return { text: t("Best Seller"), tone: "rose" };
  if (product.featureProduct) return { text: t("Featured"), tone: "amethyst" };
  return null;
}

export function ProductCard({
  product,
  priority = false,
  sizes = productGridSizes,
  headingLevel = 3,
  showActions = true,
  wishlisted,
  onToggleWishlist,
  onAddToCart,
  onBuyNow,
  className,
}: ProductCardProps) {
  const actions = useProductActions();
  const showsHoverImage = useCanHover();
  const [busy, setBusy] = useState<Busy>(null);
  const { t, to } = useI18n();
  const variant = shownVariant(product);
  const href = to(productPath(product._id, product.variantIndex));
  const Heading = `h${headingLevel}` as const;

  const frontImage = variant?.frontImage ?? product.frontImage;
  const backImage = variant?.backImage ?? product.backImage;
  const inStock = (variant?.stock ?? 0) > 0;
  const onWishlist = wishlisted ?? (variant ? (actions?.isWishlisted(product._id, variant._id) ?? false) : false);
  const badge = cardBadge(product, variant, t);
  const variantLabel = (product.variantCount ?? product.variants.length) > 1 && variant ? variant.variantname : null;

  async function run(kind: Exclude<Busy, null>, action: ProductAction | undefined) {
    if (!action || !variant || busy) return;
    setBusy(kind);
    try {
      await action(product, variant);
    } finally {
      setBusy(null);
    }
  }

  const classes = ["product-card", backImage && backImage !== frontImage && "product-card--has-back", className]
    .filter(Boolean)
    .join(" ");

  return (
    <article className={classes}>
      <div className="product-card__media">
        <ProductImage
          className="product-card__image"
          src={frontImage}
          alt={product.name}
          sizes={sizes}
          priority={priority}
        />
        {showsHoverImage && backImage && backImage !== frontImage && (
          <ProductImage
            className="product-card__image product-card__image--back"
            src={backImage}
            alt=""
            sizes={sizesFrom(sizes, hoverFrom)}
            widths={widthsForSizes(sizes, hoverFrom)}
          />
        )}
        {badge && <span className={`badge badge--${badge.tone} product-card__badge`}>{badge.text}</span>}
      </div>

      <button
        type="button"
        className="product-card__wishlist"
        aria-pressed={onWishlist}
        // a toggle keeps one name; aria-pressed says whether it is on the wishlist
        aria-label={t("Save {name} to wishlist", { name: product.name })}
        disabled={busy === "wishlist"}
        onClick={() => run("wishlist", onToggleWishlist ?? actions?.toggleWishlist)}
      >
        <Icon name={onWishlist ? "heart-filled" : "heart"} size={20} />
      </button>

      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link to={href} className="product-card__link" prefetch="intent">
            <English translated={product.inHindi?.name}>{product.name}</English>
          </Link>
        </Heading>
        {variantLabel && (
          <p className="product-card__variant">
            <English>{variantLabel}</English>
          </p>
        )}
        {product.reviewCount > 0 && (
          <Stars rating={product.rating} count={product.reviewCount} className="product-card__stars" />
        )}
        {variant && (
          <Price
            price={fromRupees(variant.price)}
            mrp={fromRupees(variant.costPrice)}
            className="product-card__price"
          />
        )}
      </div>

      {showActions && (
        <div className="product-card__actions">
          <Button
            fullWidth
            size="sm"
            disabled={!inStock}
            busy={busy === "cart"}
            busyText={t("Adding...")}
            onClick={() => run("cart", onAddToCart ?? actions?.addToCart)}
          >
            {inStock ? t("Add to Cart") : t("Out of Stock")}
            <span className="visually-hidden">
              <English translated={product.inHindi?.name}>{`: ${product.name}`}</English>
            </span>
          </Button>
          {inStock && (
            <Button
              fullWidth
              size="sm"
              variant="quiet"
              busy={busy === "buy"}
              busyText={t("Processing...")}
              onClick={() => run("buy", onBuyNow ?? actions?.buyNow)}
            >
              {t("Buy Now")}
              <span className="visually-hidden">
                <English translated={product.inHindi?.name}>{`: ${product.name}`}</English>
              </span>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
