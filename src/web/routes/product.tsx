// /productdetails/{productId}-{variantIndex} (variant index zero-based): the product page (spec
// "Product details"). The loader reads the product, similar products and the shipping policy on the
// server, so the HTML carries everything; an unknown product or variant answers 404. Choosing
// another variant replaces the URL and does not load the product again (shouldRevalidate): the
// page already holds every variant.

import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
} from "react-router";
import { cardIn } from "../../core/card-item.ts";
import { type ParentSlug, parentSlugs, parseProductPathId, productPath } from "../../core/catalogue.ts";
import { isWellnessProduct } from "../../core/claims.ts";
import { languageOfPath } from "../../core/i18n.ts";
import { type LocalProduct, productIn } from "../../core/product-language.ts";
import type { ListingItem, ListingQuery, ProductDetail } from "../../core/schemas/catalogue.ts";
import { isReturnable } from "../../core/schemas/settings-returns.ts";
import { shippingPolicyTabs } from "../../core/shipping-policy.ts";
import { Button } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { NotFoundContent } from "../components/page-messages.tsx";
import { DetailTabs } from "../components/product/detail-tabs.tsx";
import { ProductFaq } from "../components/product/faq.tsx";
import { ProductGallery } from "../components/product/gallery.tsx";
import { KitContents } from "../components/product/kit-contents.tsx";
import { LabCertificate, Posters, ProductDeclarations } from "../components/product/lazy-parts.tsx";
import { galleryImages } from "../components/product/product-view.ts";
import { PurchasePanel } from "../components/product/purchase-panel.tsx";
import { ProductReviews } from "../components/product/reviews.tsx";
import { categoryLink, parentLanding, productMeta } from "../components/product/seo.ts";
import { ShippingTabs } from "../components/product/shipping-tabs.tsx";
import { SimilarProducts } from "../components/product/similar-products.tsx";
import "../styles/product.css";
import { dataLang, useI18n } from "../i18n/i18n.tsx";
import { Term } from "../i18n/term.tsx";
import { useVisitor } from "../visitor.tsx";
import type { Route } from "./+types/product";

/** Similar products shown at most (three pages of four). */
const similarCount = 12;

const noFilters: ListingQuery = {
  subCategory: [],
  category: [],
  concerns: [],
  chakra: [],
  intents: [],
  sort: "default",
  page: 1,
  pageSize: similarCount + 1,
};

/** Same category first, then the rest of the same parent category; never the product itself. */
async function similarProducts(
  catalogue: Route.LoaderArgs["context"]["services"]["catalogue"],
  product: ProductDetail,
): Promise<ListingItem[]> {
  const found = new Map<string, ListingItem>();
  const add = (items: readonly ListingItem[]) => {
    for (const item of items) if (item._id !== product._id && !found.has(item._id)) found.set(item._id, item);
  };
  add((await catalogue.listProducts({ ...noFilters, category: [product.category] })).products);
  const parent = product.categoryPath.parentCategory.slug;
  if (found.size < similarCount && (parentSlugs as readonly string[]).includes(parent)) {
    add((await catalogue.listProducts({ ...noFilters, parentCategory: parent as ParentSlug })).products);
  }
  return [...found.values()].slice(0, similarCount);
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  const parsed = parseProductPathId(params.id);
  if (!parsed) {
    // /productdetails/{productId} without a variant: the first variant's page
    const product = await catalogue.getProduct(params.id);
    if (product?._id === params.id) throw redirect(productPath(product._id, 0), 301);
    throw data(null, { status: 404 });
  }
  const product = await catalogue.getProduct(parsed.productId);
  if (!product || product._id !== parsed.productId || !product.variants[parsed.variantIndex]) {
    throw data(null, { status: 404 });
  }
  const { pricing, seller, returns, wellnessDisclaimer } = await context.services.settings.site();
  const path = product.categoryPath;
  const returnable = isReturnable(returns, [path.parentCategory.slug, path.subCategory.slug, path.category.slug]);
  // the page's language picks the product's texts here, on the server (core/product-language.ts)
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    product: productIn(language, product),
    similar: (await similarProducts(catalogue, product)).map(cardIn(language)),
    shipping: shippingPolicyTabs(pricing, { windowDays: returns.windowDays, returnable }),
    returns: { windowDays: returns.windowDays, returnable },
    freeShippingFrom: pricing.freeShippingFrom,
    seller,
    /** Only a product with healing properties or concerns is a wellness product. */
    wellnessDisclaimer: isWellnessProduct(product) ? wellnessDisclaimer : null,
    origin: new URL(request.url).origin,
  };
}

/** Another variant of the same product needs no new data: every variant is already here. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname === nextUrl.pathname) return defaultShouldRevalidate;
  const before = parseProductPathId(currentUrl.pathname.split("/").pop() ?? "");
  const after = parseProductPathId(nextUrl.pathname.split("/").pop() ?? "");
  if (before && after && before.productId === after.productId) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, params, location }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: "Product not found · Sattva" }, { name: "robots", content: "noindex" }];
  }
  const index = parseProductPathId(params.id)?.variantIndex ?? 0;
  return productMeta(loaderData.product, index, loaderData.origin, languageOfPath(location.pathname));
}

function Breadcrumbs({ product }: { product: LocalProduct }) {
  const { t, to, language } = useI18n();
  const { categoryPath: path, inHindi } = product;
  return (
    <nav className="breadcrumbs page-width page-width--wide" aria-label={t("Breadcrumb")}>
      <ol className="breadcrumbs__list plain-list">
        <li>
          <Link to={to("/")}>{t("Home")}</Link>
        </li>
        <li>
          <Link to={to(parentLanding(product))} lang={dataLang(language, inHindi?.parentCategory)}>
            {path.parentCategory.name}
          </Link>
        </li>
        <li>
          <Link to={to(categoryLink(product))} lang={dataLang(language, inHindi?.category)}>
            {path.category.name}
          </Link>
        </li>
        <li aria-current="page" lang={dataLang(language, inHindi?.name)}>
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useI18n();
  const { product, similar, shipping, freeShippingFrom, seller } = loaderData;
  const visitor = useVisitor();
  const navigation = useNavigation();
  const requested = parseProductPathId(params.id)?.variantIndex ?? 0;
  const variantIndex = product.variants[requested] ? requested : 0;
  const variant = product.variants[variantIndex];

  // on the way to another product, this one fades and the spec's words are announced
  const next = navigation.location ? parseProductPathId(navigation.location.pathname.split("/").pop() ?? "") : null;
  const leaving =
    navigation.state === "loading" &&
    navigation.location?.pathname.startsWith("/productdetails/") === true &&
    next?.productId !== product._id;

  return (
    <div className={leaving ? "product-page is-leaving" : "product-page"} aria-busy={leaving || undefined}>
      <p className="visually-hidden" role="status">
        {leaving ? t("Loading product details...") : ""}
      </p>
      {leaving && <span className="product-page__progress" aria-hidden="true" />}

      <Breadcrumbs product={product} />

      <div className="product-hero page-width page-width--wide">
        <div className="product-hero__gallery">
          <ProductGallery images={galleryImages(product, variant)} name={product.name} />
        </div>
        <div className="product-hero__details">
          <PurchasePanel
            product={product}
            variantIndex={variantIndex}
            freeShippingFrom={freeShippingFrom}
            categoryHref={categoryLink(product)}
            returns={loaderData.returns}
          />
          <KitContents contents={variant?.kitContents ?? null} />
          <LabCertificate certificate={variant?.certificate ?? null} />
        </div>
      </div>

      <section className="product-details section page-width" aria-label={t("Product details")}>
        <DetailTabs product={product} variant={variant} />
      </section>

      {loaderData.wellnessDisclaimer && (
        <div className="page-width">
          <p className="wellness-note">
            <Icon name="info" size={18} />
            <span>
              <Term name={loaderData.wellnessDisclaimer} />
            </span>
          </p>
        </div>
      )}

      <ProductDeclarations product={product} variant={variant} seller={seller} />

      <SimilarProducts products={similar} />
      <Posters product={product} />
      <ShippingTabs tabs={shipping} />
      <ProductReviews product={product} variantId={variant?._id} shopperName={visitor.user?.firstName} />
      <ProductFaq faq={product.faq} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundContent
        title={t("Product not found")}
        text={t(
          "We could not find this product. It may have sold out for good, or the link may be mistyped. Our other pieces are waiting for you.",
        )}
      />
    );
  }
  return (
    <div className="page-message page-width">
      <div className="page-message__intro">
        <p className="eyebrow">{t("Something went wrong")}</p>
        <h1 className="page-message__title">{t("Failed to load product")}</h1>
        <p className="page-message__text">
          {t("We could not load this product just now. Please try again in a moment.")}
        </p>
        <div className="page-message__actions">
          <Button onClick={() => window.location.reload()}>{t("Try again")}</Button>
        </div>
      </div>
    </div>
  );
}
