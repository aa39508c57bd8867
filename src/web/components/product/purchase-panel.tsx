// The details beside the gallery: name and variant, rating, price (shown price, struck M.R.P.,
// percent off to one decimal), the variant chooser, stock, quantity, Add to Cart, Add to wishlist
// and Buy it now, a few honest promises, the description and the disclaimer. On phones a bar with
// the price and Add to Cart stays at the bottom once the buttons have scrolled away (BRAND.md).
// Cart, wishlist and Buy it now go through the app's ProductActions (src/web/cart/shop-actions.tsx),
// with the chosen quantity; Buy it now goes to checkout with this one line (spec).

import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { maxLineQuantity } from "../../../core/cart.ts";
import { formatClockTime } from "../../../core/dates.ts";
import { madeInIndia } from "../../../core/india.ts";
import { formatRupees, fromRupees, type Paise } from "../../../core/money.ts";
import type { LocalProduct } from "../../../core/product-language.ts";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";
import type { ProductReturns } from "../../../core/shipping-policy.ts";
import { DeliveryCheck } from "../../delivery/delivery-check.tsx";
import { dataLang, English, useI18n } from "../../i18n/i18n.tsx";
import { Button } from "../button.tsx";
import { Icon, type IconName } from "../icon.tsx";
import { Price } from "../price.tsx";
import { type ProductAction, useProductActions } from "../product-actions.tsx";
import { QuantityStepper } from "../quantity-stepper.tsx";
import { Stars } from "../stars.tsx";
import { NotifyMe, SubscribeChoice } from "./lazy-parts.tsx";
import { ProductDescription, ProductDisclaimer } from "./product-about.tsx";
import { asListingItem, stockState } from "./product-view.ts";
import { VariantChooser } from "./variant-chooser.tsx";

export interface PurchasePanelProps {
  product: LocalProduct;
  variantIndex: number;
  /** Items total from which shipping is free (shop setting). */
  freeShippingFrom: Paise;
  /** The category's link in the shop (eyebrow above the name). */
  categoryHref: string;
  /** The return window (settings: returns) and whether this product may come back. */
  returns: ProductReturns;
}

/** What the variants differ by, in the chooser's label. */
function variantLabel(variants: readonly ProductVariant[]): string {
  const differ = (pick: (variant: ProductVariant) => string) =>
    new Set(variants.map(pick)).size === variants.length && variants.every((variant) => pick(variant));
  if (differ((variant) => variant.size)) return "Size";
  if (differ((variant) => variant.color)) return "Colour";
  return "Options";
}

type Busy = "cart" | "buy" | "wishlist" | null;

/** The badge of a one-of-a-kind piece: the photos and weight are of the piece the shopper receives. */
function OneOfAKind({ weightGrams }: { weightGrams: number | null }) {
  const { t } = useI18n();
  return (
    <div className="one-of-a-kind">
      <b className="one-of-a-kind__title">{t("One of a kind")}</b>
      <p className="one-of-a-kind__text">
        {weightGrams
          ? t("You receive this exact piece, {grams} g.", { grams: weightGrams })
          : t("You receive this exact piece.")}
      </p>
    </div>
  );
}

function Assurance({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="promises__item">
      <Icon name={icon} size={20} className="promises__icon" />
      <span>{children}</span>
    </li>
  );
}

export function PurchasePanel({ product, variantIndex, freeShippingFrom, categoryHref, returns }: PurchasePanelProps) {
  const { t, to, language } = useI18n();
  const hindi = product.inHindi;
  const actions = useProductActions();
  const variant = product.variants[variantIndex];
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [barVisible, setBarVisible] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const stock = variant?.stock ?? 0;
  const heldUntil = variant?.heldUntil ?? null;
  const state = stockState(stock, { oneOfAKind: product.oneOfAKind, heldUntil });
  const inStock = stock > 0;
  const unavailable = !product.oneOfAKind ? t("Out of Stock") : heldUntil ? t("Held for another shopper") : t("Sold");

  // another variant: start again from one (and never above what is in stock)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the variant changes
  useEffect(() => setQuantity(1), [variant?._id]);

  // the phone's bottom bar shows once the buttons have scrolled up out of sight (a jump from
  // below them to above them crosses no intersection threshold, so this reads the scroll position)
  useEffect(() => {
    const buttons = buttonsRef.current;
    if (!buttons) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBarVisible(buttons.getBoundingClientRect().bottom < 0));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  if (!variant) return null;
  const item = asListingItem(product, variantIndex);
  const wishlisted = actions?.isWishlisted(product._id, variant._id) ?? false;

  async function run(kind: Exclude<Busy, null>, action: ProductAction | undefined) {
    if (!action || !variant || busy) return;
    setBusy(kind);
    try {
      await action(item, variant, { quantity });
    } finally {
      setBusy(null);
    }
  }

  const price = fromRupees(variant.price);
  const mrp = fromRupees(variant.costPrice);
  const subscribe = subscribing && variant.subscribe !== null;

  return (
    <div className="purchase">
      <p className="eyebrow purchase__eyebrow">
        <Link to={to(categoryHref)} lang={dataLang(language, hindi?.category)}>
          {product.categoryPath.category.name}
        </Link>
      </p>
      <h1 className="purchase__name" lang={dataLang(language, hindi?.name)}>
        {product.name}
      </h1>
      {product.title && product.title !== product.name && (
        <p className="purchase__title" lang={dataLang(language, hindi?.title)}>
          {product.title}
        </p>
      )}
      {product.variants.length < 2 && (
        <p className="purchase__variant">
          <English>{variant.variantname}</English>
        </p>
      )}

      {product.reviewCount > 0 && (
        <a className="purchase__rating" href="#reviews">
          <Stars rating={product.rating} />
          <span>
            {product.rating.toFixed(1)} ·{" "}
            {t("{n, plural, one {# review} other {# reviews}}", { n: product.reviewCount })}
          </span>
        </a>
      )}

      <div className="purchase__price">
        <Price price={price} mrp={mrp} size="lg" />
        <p className="purchase__tax">{t("Inclusive of all taxes")}</p>
      </div>

      <VariantChooser
        productId={product._id}
        variants={product.variants}
        selected={variantIndex}
        label={t(variantLabel(product.variants))}
      />

      {product.oneOfAKind && <OneOfAKind weightGrams={variant?.weightGrams ?? null} />}

      <p className={`stock-note stock-note--${state.kind}`}>
        <span className="stock-note__dot" aria-hidden="true" />
        {state.kind === "low"
          ? t("Only {n} left", { n: stock })
          : state.kind === "held" && heldUntil
            ? t("In someone’s bag — back at {time} if not bought", { time: formatClockTime(heldUntil) })
            : t(state.text)}
      </p>

      <div className="purchase__buttons" ref={buttonsRef}>
        {!product.oneOfAKind && (
          <QuantityStepper
            value={quantity}
            max={Math.min(stock, maxLineQuantity)}
            onChange={setQuantity}
            disabled={!inStock}
          />
        )}
        {inStock && (
          <SubscribeChoice
            productId={product._id}
            variant={variant}
            quantity={quantity}
            subscribing={subscribe}
            onChoose={setSubscribing}
          />
        )}
        <div className="purchase__cart-row">
          {!subscribe && (
            <Button
              className="purchase__add"
              fullWidth
              disabled={!inStock}
              busy={busy === "cart"}
              busyText={t("Adding...")}
              onClick={() => run("cart", actions?.addToCart)}
            >
              {inStock ? t("Add to Cart") : unavailable}
            </Button>
          )}
          <button
            type="button"
            className="purchase__wishlist"
            aria-pressed={wishlisted}
            aria-label={t("Add to wishlist")}
            disabled={busy === "wishlist"}
            onClick={() => run("wishlist", actions?.toggleWishlist)}
          >
            <Icon name={wishlisted ? "heart-filled" : "heart"} size={22} />
          </button>
        </div>
        {inStock && !subscribe && (
          <Button variant="secondary" fullWidth onClick={() => run("buy", actions?.buyNow)}>
            {t("Buy it now")}
          </Button>
        )}
      </div>

      {!inStock && <NotifyMe variantId={variant._id} variantName={variant.variantname} held={state.kind === "held"} />}

      <ul className="promises plain-list">
        <Assurance icon="truck">{t("Free shipping from {price}", { price: formatRupees(freeShippingFrom) })}</Assurance>
        <Assurance icon="return">
          {returns.returnable
            ? t("{n, plural, one {# day} other {# days}} to return", { n: returns.windowDays })
            : t("Not returnable")}
        </Assurance>
        {madeInIndia(product.declarations.countryOfOrigin) && (
          <Assurance icon="hand">{t("Handmade in India")}</Assurance>
        )}
      </ul>

      <DeliveryCheck />

      <ProductDescription text={product.description} lang={dataLang(language, hindi?.description)} />
      <ProductDisclaimer parentSlug={product.categoryPath.parentCategory.slug} />

      <div className="buy-bar" data-visible={barVisible} inert={!barVisible}>
        <div className="buy-bar__info">
          <p className="buy-bar__name" lang={dataLang(language, hindi?.name)}>
            {product.name}
          </p>
          <Price price={price} mrp={mrp} showSaving={false} />
        </div>
        {subscribe ? (
          <Button size="sm" onClick={() => buttonsRef.current?.scrollIntoView({ block: "center" })}>
            {t("Subscribe")}
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={!inStock}
            busy={busy === "cart"}
            busyText={t("Adding...")}
            onClick={() => run("cart", actions?.addToCart)}
          >
            {inStock ? t("Add to Cart") : unavailable}
          </Button>
        )}
      </div>
    </div>
  );
}
