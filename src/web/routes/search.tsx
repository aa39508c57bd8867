// /search?query=...: the full results (spec, "Search"), rendered on the server. One card per
// product found, as the shop's listings show them (a bracelet in three sizes is one card, not
// three; issue 38 point 10), so "View all N results" opens a page of N cards. The search tolerates
// typos ('amethist' finds Amethyst; DESIGN.md point 15) and reads Hinglish and Devanagari through the
// search synonyms ("sphatik" is clear quartz; a card found that way says so, decision 0057). Kept
// out of search engines' indexes.
import { Form, Link, useNavigation } from "react-router";
import { cardItem } from "../../core/card-item.ts";
import { parentCategories } from "../../core/catalogue.ts";
import { itemIn } from "../../core/product-language.ts";
import { searchPageSize } from "../../core/schemas/catalogue.ts";
import type { SearchAnswer } from "../../core/schemas/search.ts";
import { ProductCard } from "../components/product-card.tsx";
import { SynonymReason } from "../components/search/synonym-reason.tsx";
import { shopHref } from "../components/shop-links.ts";
import { originOf, pageMeta } from "../shop/page-meta.ts";
import "../styles/search.css";
import { languageOfPath } from "../../core/i18n.ts";
import { English, metaI18n, useI18n } from "../i18n/i18n.tsx";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("query") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  let result: SearchAnswer = { products: [], total: 0 };
  if (query !== "") {
    try {
      result = await context.services.catalogue.search(query, searchPageSize);
    } catch (error) {
      // shown as no results; the log says why
      console.error("search failed", error);
    }
  }
  // in the page's language, without the other language's texts (core/product-language.ts)
  const language = languageOfPath(url.pathname);
  const products = result.products.map((item) => itemIn(language, item));
  return { query, products, total: result.total, origin: originOf(request) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  const { t, language } = metaI18n(location, matches);
  return pageMeta({
    title: query ? t("Search Results for “{query}”", { query }) : t("Search"),
    description: query
      ? t("Healing crystals, jewellery, candles and soaps matching “{query}” at Sattva.", { query })
      : t("Search Sattva's healing crystals, crystal jewellery, candles, sage and handmade soaps."),
    language,
    origin: loaderData?.origin ?? "http://localhost",
    canonicalPath: query ? `/search?query=${encodeURIComponent(query)}` : "/search",
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, to, language } = useI18n();
  const { query, products, total } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === to("/search");
  const cards = products.map(cardItem);

  return (
    <div className="search-page page-width page-width--wide">
      <header className="search-header">
        <h1 className="search-header__title">
          {t("Search Results")}
          {query && (
            <span className="search-header__query">
              {" "}
              {language === "en" ? (
                <>for “{query}”</>
              ) : (
                <>
                  “<English>{query}</English>” {t("for")}
                </>
              )}
            </span>
          )}
        </h1>
        {query && (
          <p className="search-header__count">
            {t("{total, plural, one {# product} other {# products}} found", { total })}
            {total > products.length && ` · ${t("showing the {n} closest matches", { n: products.length })}`}
          </p>
        )}
        <Form method="get" action={to("/search")} className="search-refine">
          <label htmlFor="search-refine" className="visually-hidden">
            {t("Search again")}
          </label>
          <input
            id="search-refine"
            className="search-refine__input"
            type="search"
            name="query"
            defaultValue={query}
            key={query}
            placeholder={t("Search again")}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            required
            pattern=".*\S.*"
          />
          <button type="submit" className="button button--primary">
            {t("Search")}
          </button>
        </Form>
      </header>

      {loading && (
        <p className="search-loading" role="status">
          {t("Loading...")}
        </p>
      )}

      {query === "" ? (
        <div className="search-empty">
          <p className="search-empty__title">{t("Type what you are looking for: a stone, an intention, a gift.")}</p>
          <Suggestions />
        </div>
      ) : cards.length === 0 ? (
        <div className="search-empty">
          <p className="search-empty__title">{t("No products found matching your search")}</p>
          <p className="search-empty__text">
            {t("Check the spelling, try a broader word such as “bracelet” or “candle”, or browse a collection.")}
          </p>
          <Suggestions />
        </div>
      ) : (
        <ul
          className={loading ? "product-grid search-results is-loading" : "product-grid search-results"}
          aria-label={t("Results for {query}", { query })}
        >
          {cards.map((card, index) => {
            const synonyms = products[index]?.synonyms;
            return (
              <li key={card.id} id={`card-${card.id}`} className="product-grid__item search-results__item">
                <ProductCard product={card} priority={index < 4} headingLevel={2} />
                {synonyms && <SynonymReason matches={synonyms} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Suggestions() {
  const { t, to } = useI18n();
  return (
    <ul className="plain-list chip-list search-empty__links">
      {parentCategories.map((parent) => (
        <li key={parent.slug}>
          <Link to={to(parent.landing)} className="chip">
            {t(parent.name)}
          </Link>
        </li>
      ))}
      <li>
        <Link to={to(shopHref())} className="chip">
          {t("All products")}
        </Link>
      </li>
    </ul>
  );
}
