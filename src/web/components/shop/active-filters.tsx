// The chosen filters as chips above the grid, each a link to the same listing without it, and
// "Clear all". Links, so they work before JavaScript and keep the shopper's place.
import { Link } from "react-router";
import { countOf } from "../../../core/plural.ts";
import type { ListingFacets } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  emptyFilters,
  hasFilters,
  parentName,
  type ShopFilterState,
  type ShopState,
  shopUrl,
} from "../../shop/listing-url.ts";
import { subCategoryTick, toggleCategory, toggleSubCategory } from "../../shop/ticking.ts";
import { Icon } from "../icon.tsx";
import { priceRangeText } from "./price-range.tsx";

interface Chip {
  key: string;
  label: string;
  without: Partial<ShopFilterState>;
}

function chipsOf(state: ShopState, facets: ListingFacets): Chip[] {
  const { filters } = state;
  const tree = facets.subCategories;
  const selection = { subCategory: filters.subCategory, category: filters.category };
  const chips: Chip[] = [];
  if (filters.parentCategory) {
    chips.push({ key: "parent", label: parentName(filters.parentCategory), without: { parentCategory: null } });
  }
  for (const sub of filters.subCategory) {
    // a sub-category with some of its categories shows those categories instead
    if (subCategoryTick(tree, selection, sub) === "some") continue;
    chips.push({ key: `sub-${sub}`, label: sub, without: toggleSubCategory(tree, selection, sub, false) });
  }
  for (const category of filters.category) {
    chips.push({ key: `cat-${category}`, label: category, without: toggleCategory(tree, selection, category, false) });
  }
  for (const name of ["concerns", "chakra", "intents", "countryOfOrigin"] as const) {
    for (const value of filters[name]) {
      chips.push({
        key: `${name}-${value}`,
        label: name === "chakra" ? `${value} chakra` : name === "countryOfOrigin" ? `Made in ${value}` : value,
        without: { [name]: filters[name].filter((entry) => entry !== value) },
      });
    }
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: "price",
      label: priceRangeText(filters.minPrice, filters.maxPrice),
      without: { minPrice: null, maxPrice: null },
    });
  }
  if (filters.rating !== null) {
    chips.push({ key: "rating", label: `${countOf(filters.rating, "star")} & up`, without: { rating: null } });
  }
  return chips;
}

export function ActiveFilters({ state, facets }: { state: ShopState; facets: ListingFacets }) {
  const { t, to } = useI18n();
  if (!hasFilters(state.filters)) return null;
  const chips = chipsOf(state, facets);
  return (
    <div className="active-filters">
      <p className="visually-hidden">{t("Chosen filters")}</p>
      <ul className="plain-list active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={to(shopUrl({ ...state, filters: { ...state.filters, ...chip.without }, page: 1 }))}
              preventScrollReset
              className="active-filters__chip"
              aria-label={`Remove filter: ${chip.label}`}
            >
              {chip.label}
              <Icon name="close" size={16} />
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={to(shopUrl({ ...state, filters: emptyFilters, page: 1 }))}
            preventScrollReset
            className="active-filters__clear"
          >
            {t("Clear all")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
