// /search?query=...: the full results (spec, "Search"), rendered on the server. One card per
// product found, as the shop's listings show them (a bracelet in three sizes is one card, not
// three; issue 38 point 10), so "View all N results" opens a page of N cards. The search tolerates
// typos ('amethist' finds Amethyst; DESIGN.md point 15) and reads Hinglish and Devanagari through the
// search synonyms ("sphatik" is clear quartz; a card found that way says so, decision 0057). Kept
// out of search engines' indexes.
import { Form, Link, useNavigation } from "react-router";
import { cardItem } from "../../core/card-item.ts";
import { parentCategories } from "../../core/catalogue.ts";
import { searchPageSize } from "../../core/schemas/catalogue.ts";
import type { SearchAnswer } from "../../core/schemas/search.ts";
import { ProductCard } from "../components/product-card.tsx";
import { SynonymReason } from "../components/search/synonym-reason.tsx";
import { shopHref } from "../components/shop-links.ts";
import { originOf, pageMeta } from "../shop/page-meta.ts";
import "../styles/search.css";
import { countOf } from "../../core/plural.ts";
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
  return { query, products: result.products, total: result.total, origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  return pageMeta({
    title: query ? `Search Results for “${query}”` : "Search",
    description: query
      ? `Healing crystals, jewellery, candles and soaps matching “${query}” at Sattva.`
      : "Search Sattva's healing crystals, crystal jewellery, candles, sage and handmade soaps.",
    origin: loaderData?.origin ?? "http://localhost",
    canonicalPath: query ? `/search?query=${encodeURIComponent(query)}` : "/search",
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, products, total } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const cards = products.map(cardItem);

  return (
    <div className="search-page page-width page-width--wide">
      <header className="search-header">
        <h1 className="search-header__title">
          Search Results
          {query && <span className="search-header__query"> for “{query}”</span>}
        </h1>
        {query && (
          <p className="search-header__count">
            {countOf(total, "product")} found
            {total > products.length && ` · showing the ${products.length} closest matches`}
          </p>
        )}
        <Form method="get" action="/search" className="search-refine">
          <label htmlFor="search-refine" className="visually-hidden">
            Search again
          </label>
          <input
            id="search-refine"
            className="search-refine__input"
            type="search"
            name="query"
            defaultValue={query}
            key={query}
            placeholder="Search again"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            required
            pattern=".*\S.*"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </Form>
      </header>

      {loading && (
        <p className="search-loading" role="status">
          Loading...
        </p>
      )}

      {query === "" ? (
        <div className="search-empty">
          <p className="search-empty__title">Type what you are looking for: a stone, an intention, a gift.</p>
          <Suggestions />
        </div>
      ) : cards.length === 0 ? (
        <div className="search-empty">
          <p className="search-empty__title">No products found matching your search</p>
          <p className="search-empty__text">
            Check the spelling, try a broader word such as “bracelet” or “candle”, or browse a collection.
          </p>
          <Suggestions />
        </div>
      ) : (
        <ul
          className={loading ? "product-grid search-results is-loading" : "product-grid search-results"}
          aria-label={`Results for ${query}`}
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
  return (
    <ul className="plain-list chip-list search-empty__links">
      {parentCategories.map((parent) => (
        <li key={parent.slug}>
          <Link to={parent.landing} className="chip">
            {parent.name}
          </Link>
        </li>
      ))}
      <li>
        <Link to={shopHref()} className="chip">
          All products
        </Link>
      </li>
    </ul>
  );
}
