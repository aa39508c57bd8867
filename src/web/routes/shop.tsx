// /shop: the product listing (spec, "Shop"). Its whole state — filters, sort, page, view — is the
// URL, read by the loader and rendered on the server; the filter panel, sort, chips and pages
// navigate to a new URL, so links share, back and forward work, and the basics need no JavaScript.
// Filtering, sorting and paging happen in the database (DESIGN.md decision 8).
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, redirect, useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { cardIn } from "../../core/card-item.ts";
import { parentCategories, type SortOption } from "../../core/catalogue.ts";
import type { ListingPage } from "../../core/schemas/catalogue.ts";
import { ButtonLink } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { heroDestinations } from "../components/home/home-content.ts";
import { parentCopy } from "../components/parent-copy.ts";
import { ProductCard } from "../components/product-card.tsx";
import { ActiveFilters } from "../components/shop/active-filters.tsx";
import { FilterPanel } from "../components/shop/filter-panel.tsx";
import { MobileBar } from "../components/shop/mobile-bar.tsx";
import { priceCeiling } from "../components/shop/price-range.tsx";
import { ShopPagination } from "../components/shop/shop-pagination.tsx";
import { ShopStory } from "../components/shop/shop-story.tsx";
import { SortSelect } from "../components/shop/sort-select.tsx";
import { ViewToggle } from "../components/shop/view-toggle.tsx";
import { shopHref } from "../components/shop-links.ts";
import type { loader as rootLoader } from "../root.tsx";
import {
  applyAutoSelects,
  canonicalShopUrl,
  emptyFilters,
  listingQueryOf,
  parentName,
  type ShopFilterState,
  type ShopState,
  shopUrl,
  withFilters,
} from "../shop/listing-url.ts";
import { originOf, pageMeta } from "../shop/page-meta.ts";
import { readShopParams } from "../shop/read-shop-params.ts";
import { withParentSubCategories } from "../shop/ticking.ts";
import "../styles/shop.css";
import { languageOfPath } from "../../core/i18n.ts";
import { countOf } from "../../core/plural.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { Term } from "../i18n/term.tsx";
import type { Route } from "./+types/shop";

const emptyListing: ListingPage = {
  products: [],
  total: 0,
  page: 1,
  pageSize: 12,
  facets: {
    subCategories: [],
    concerns: [],
    chakra: [],
    intents: [],
    countryOfOrigin: [],
    rating: [],
    price: { min: null, max: null },
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // /crystals, /candles and /spiritual-essentials (the home hero's links, DESIGN.md decision 10) are
  // this route too, as permanent redirects into the matching listing: one route module, no empty one
  const hero = heroDestinations[new URL(request.url).pathname.replace(/^\/+|\/+$/g, "")];
  if (hero) throw redirect(hero, 301);
  const url = new URL(request.url);
  const state = readShopParams(url.searchParams);
  let listing: ListingPage | null = null;
  try {
    listing = await context.services.catalogue.listProducts(listingQueryOf(state));
  } catch (error) {
    // the spec: a failed fetch shows "No Product to Fetch" (and is logged, never shown)
    console.error("shop listing could not be loaded", error);
  }
  // a page past the end (an old link) goes to the last page
  if (listing && listing.products.length === 0 && listing.total > 0 && state.page > 1) {
    throw redirect(shopUrl({ ...state, page: Math.ceil(listing.total / listing.pageSize) }));
  }
  // the filter form without JavaScript sends the slider's top as a bound: that is no bound at all
  const { maxPrice } = state.filters;
  if (listing && maxPrice !== null && maxPrice >= priceCeiling(listing.facets.price.max)) {
    throw redirect(shopUrl({ ...state, filters: { ...state.filters, maxPrice: null } }));
  }
  // the cards get only what they draw (core/card-item.ts): the hydration data is part of the page
  const shown = listing ?? emptyListing;
  return {
    state,
    listing: { ...shown, products: shown.products.map(cardIn(languageOfPath(url.pathname))) },
    origin: originOf(request),
  };
}

/** The page's name: the one category, sub-category or parent it shows, else All Products. */
function collectionName(filters: ShopFilterState): string {
  if (filters.category.length === 1 && filters.subCategory.length <= 1) return filters.category[0] ?? "";
  if (filters.subCategory.length === 1 && filters.category.length === 0) return filters.subCategory[0] ?? "";
  if (filters.parentCategory) return parentName(filters.parentCategory);
  return "All Products";
}

function breadcrumbsOf(state: ShopState) {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
  ];
  const parent = parentCategories.find((entry) => entry.slug === state.filters.parentCategory);
  if (parent) crumbs.push({ name: parent.name, path: parent.landing });
  const name = collectionName(state.filters);
  if (name !== "All Products" && name !== parent?.name) crumbs.push({ name, path: canonicalShopUrl(state) });
  return crumbs;
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { t, language } = metaI18n(location, matches);
  if (!loaderData) return [{ title: "Shop · Sattva" }];
  const { state, listing, origin } = loaderData;
  const name = collectionName(state.filters);
  const page = state.page > 1 ? ` · ${t("Page {n}", { n: state.page })}` : "";
  const parent = state.filters.parentCategory;
  const parentLabel = parent ? parentName(parent) : null;
  const description =
    language === "en"
      ? parent
        ? `${parentCopy[parent].line} Browse ${countOf(listing.total, "product")} at Sattva, prices in rupees with all taxes included.`
        : `Shop ${listing.total} healing crystals, crystal bracelets and jewellery, candles, sage and handmade soaps, made by women artisans in India. Filter by concern, chakra, intent and price.`
      : t(
          "Shop {total} healing crystals, crystal bracelets and jewellery, candles, sage and handmade soaps, made by women artisans in India.",
          { total: listing.total },
        );
  const title =
    name === "All Products"
      ? `${t("Shop All Products")}${page}`
      : `${t(name)}${parentLabel && parentLabel !== name ? ` — ${t(parentLabel)}` : ""}${page}`;
  return pageMeta({
    title,
    description,
    origin,
    canonicalPath: canonicalShopUrl(state),
    image: listing.products[0]?.frontImage,
    breadcrumbs: breadcrumbsOf(state).map((crumb) => ({ ...crumb, name: t(crumb.name) })),
    language,
  });
}

/** Rendered widths of a card in the listing: three or two a row beside the filters. */
const cardSizes = {
  "grid-3": "(min-width: 1368px) 320px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw",
  "grid-2": "(min-width: 1368px) 490px, (min-width: 1024px) 36vw, 48vw",
} as const;

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  const showing = (page: number, size: number, count: number) =>
    count === 0
      ? t("Showing 0 results")
      : t("Showing {first}–{last} of {total, plural, one {# result} other {# results}}", {
          first: Math.min((page - 1) * size + 1, count),
          last: Math.min(page * size, count),
          total: count,
        });
  const { state, listing } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const drawerId = useId();
  const resultsId = useId();

  // A choice shows at once in the controls, while its listing loads (set in the same event as the
  // tick; the navigation itself is a transition). A new listing, or a navigation that settled, ends it.
  const [chosen, setChosen] = useState<ShopState | null>(null);
  const loading = navigation.state === "loading" && navigation.location?.pathname === to("/shop");
  const shown = chosen ?? state;
  const seen = useRef({ state, navigation: navigation.state });
  useEffect(() => {
    const before = seen.current;
    seen.current = { state, navigation: navigation.state };
    if (before.state !== state || (before.navigation !== "idle" && navigation.state === "idle")) setChosen(null);
  }, [state, navigation.state]);

  const go = useCallback(
    (next: ShopState, options: { replace?: boolean } = {}) => {
      setChosen(next);
      return navigate(to(shopUrl(next)), { preventScrollReset: true, ...options });
    },
    [navigate, to],
  );
  const changeFilters = (filters: Partial<ShopFilterState>) => go(withFilters(shown, filters));
  const changeSort = (sort: SortOption) => go({ ...shown, sort, page: 1 });

  // menus of the old app passed filters as navigation state (autoSelects): move them into the URL
  useEffect(() => {
    const next = applyAutoSelects(state, location.state);
    if (!next) return;
    const categories = withParentSubCategories(listing.facets.subCategories, next.filters);
    navigate(to(shopUrl({ ...next, filters: { ...next.filters, ...categories } })), {
      replace: true,
      preventScrollReset: true,
      state: null,
    });
  }, [location.state, state, listing.facets.subCategories, navigate, to]);

  const { products, total, facets, pageSize } = listing;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const ceiling = priceCeiling(facets.price.max);
  const name = collectionName(state.filters);
  const parent = state.filters.parentCategory;
  const crumbs = breadcrumbsOf(state);
  const cleared = shopUrl({ ...state, filters: emptyFilters, page: 1 });

  return (
    // data-url: the listing this page shows (the browser tests wait for it after a navigation)
    <div className="shop" data-url={shopUrl(state)}>
      <header className="shop-header">
        <div className="page-width page-width--wide">
          <nav aria-label={t("Breadcrumb")} className="breadcrumbs">
            <ol className="plain-list breadcrumbs__list">
              {crumbs.map((crumb, index) =>
                index === crumbs.length - 1 ? (
                  <li key={crumb.path} aria-current="page">
                    <Term name={crumb.name} />
                  </li>
                ) : (
                  <li key={crumb.path}>
                    <Link to={to(crumb.path)}>
                      <Term name={crumb.name} />
                    </Link>
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h1 className="shop-header__title">{name === "All Products" ? t(name) : <Term name={name} />}</h1>
          <p className="shop-header__intro">
            {parent
              ? t(parentCopy[parent].line)
              : t(
                  "Healing crystals, crystal jewellery, ritual essentials and handmade soaps, made by women artisans in India.",
                )}
          </p>
        </div>
      </header>

      <div className="shop-layout page-width page-width--wide">
        <aside className="shop-sidebar" aria-label={t("Filters")}>
          <FilterPanel state={shown} facets={facets} priceCeiling={ceiling} onChange={changeFilters} />
        </aside>

        <section className={loading ? "shop-results is-loading" : "shop-results"} aria-labelledby={resultsId}>
          <h2 id={resultsId} className="visually-hidden">
            {t("Products")}
          </h2>
          <div className="shop-toolbar">
            <p className="shop-toolbar__count" role="status">
              {showing(Math.min(state.page, lastPage), pageSize, total)}
            </p>
            <div className="shop-toolbar__controls">
              <SortSelect state={shown} onSort={changeSort} className="shop-toolbar__sort" />
              <ViewToggle state={shown} />
            </div>
          </div>
          <ActiveFilters state={shown} facets={facets} />

          {loading && (
            <p className="shop-loading" role="status">
              <span className="shop-loading__spinner" aria-hidden="true" />
              {t("Loading Products...")}
            </p>
          )}

          {products.length === 0 ? (
            <div className="shop-empty">
              <h3 className="shop-empty__title">{t("No Product to Fetch")}</h3>
              <p className="shop-empty__text">
                {t("Nothing matches all of these filters just now. Try removing one, or widen the price range.")}
              </p>
              <div className="shop-empty__actions">
                <ButtonLink to={to(cleared)} preventScrollReset>
                  {t("Clear all filters")}
                </ButtonLink>
                {parent && (
                  <ButtonLink to={to(shopHref({ parentCategory: parent }))} variant="secondary" preventScrollReset>
                    {t("All of {name}", { name: t(parentName(parent)) })}
                  </ButtonLink>
                )}
              </div>
            </div>
          ) : (
            <ul
              className={`product-grid shop-grid shop-grid--${state.view}`}
              aria-label={t("{name}, page {n}", { name: t(name), n: state.page })}
            >
              {products.map((product, index) => (
                <li key={product.id} className="product-grid__item">
                  {/* only the first image is the largest paint (the others are its size, and
                      later): the only one preloaded at high priority, so it has the bandwidth to
                      itself; the rest of the first row is lazy, and in view, so loaded at layout */}
                  <ProductCard product={product} priority={index === 0} sizes={cardSizes[state.view]} />
                </li>
              ))}
            </ul>
          )}

          <ShopPagination state={state} lastPage={lastPage} />
        </section>
      </div>

      <div className="page-width">
        <ShopStory freeShippingFrom={root?.shop.freeShippingFrom ?? 69900} />
      </div>

      <MobileBar
        state={shown}
        priceCeiling={ceiling}
        onSort={changeSort}
        onPrice={(minPrice, maxPrice) => changeFilters({ minPrice, maxPrice })}
        onOpenFilters={() => setFiltersOpen(true)}
        filtersOpen={filtersOpen}
        filtersId={drawerId}
      />
      <Drawer
        id={drawerId}
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t("Filters")}
        className="filter-drawer"
        footer={
          <div className="filter-drawer__footer">
            <Link to={to(cleared)} preventScrollReset className="button button--secondary">
              {t("Clear all")}
            </Link>
            <button type="button" className="button button--primary" onClick={() => setFiltersOpen(false)}>
              {loading ? t("Loading...") : t("Show {n, plural, one {# result} other {# results}}", { n: total })}
            </button>
          </div>
        }
      >
        {filtersOpen && (
          <FilterPanel
            state={shown}
            facets={facets}
            priceCeiling={ceiling}
            onChange={changeFilters}
            compact
            className="filter-panel--drawer"
          />
        )}
      </Drawer>
    </div>
  );
}
