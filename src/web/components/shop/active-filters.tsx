// The chosen filters as chips above the grid, each a link to the same listing without it, and
// "Clear all". Links, so they work before JavaScript and keep the shopper's place.

import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListingFacets } from "../../../core/schemas/catalogue.ts";
import { type I18n, useI18n } from "../../i18n/i18n.tsx";
import { Term } from "../../i18n/term.tsx";
import { rich } from "../../i18n/words.tsx";
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
  /** What the chip says: catalogue names as Term (Hindi where the catalogue has words, else data). */
  label: ReactNode;
  /** The same as plain text, for its "Remove filter" label. */
  text: string;
  without: Partial<ShopFilterState>;
}

function chipsOf(state: ShopState, facets: ListingFacets, t: I18n["t"]): Chip[] {
  const { filters } = state;
  const tree = facets.subCategories;
  const selection = { subCategory: filters.subCategory, category: filters.category };
  const chips: Chip[] = [];
  if (filters.parentCategory) {
    const name = parentName(filters.parentCategory);
    chips.push({ key: "parent", label: <Term name={name} />, text: t(name), without: { parentCategory: null } });
  }
  for (const sub of filters.subCategory) {
    // a sub-category with some of its categories shows those categories instead
    if (subCategoryTick(tree, selection, sub) === "some") continue;
    chips.push({
      key: `sub-${sub}`,
      label: <Term name={sub} />,
      text: t(sub),
      without: toggleSubCategory(tree, selection, sub, false),
    });
  }
  for (const category of filters.category) {
    chips.push({
      key: `cat-${category}`,
      label: <Term name={category} />,
      text: t(category),
      without: toggleCategory(tree, selection, category, false),
    });
  }
  for (const name of ["concerns", "chakra", "intents", "countryOfOrigin"] as const) {
    for (const value of filters[name]) {
      chips.push({
        key: `${name}-${value}`,
        label:
          name === "chakra" ? (
            rich(t("{name} chakra"), { name: <Term name={value} /> })
          ) : name === "countryOfOrigin" ? (
            rich(t("Made in {name}"), { name: <Term name={value} /> })
          ) : (
            <Term name={value} />
          ),
        text:
          name === "chakra"
            ? t("{name} chakra", { name: t(value) })
            : name === "countryOfOrigin"
              ? t("Made in {name}", { name: t(value) })
              : t(value),
        without: { [name]: filters[name].filter((entry) => entry !== value) },
      });
    }
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: "price",
      label: priceRangeText(filters.minPrice, filters.maxPrice, t),
      text: priceRangeText(filters.minPrice, filters.maxPrice, t),
      without: { minPrice: null, maxPrice: null },
    });
  }
  if (filters.rating !== null) {
    const stars = t("{n, plural, one {# star} other {# stars}} & up", { n: filters.rating });
    chips.push({ key: "rating", label: stars, text: stars, without: { rating: null } });
  }
  return chips;
}

export function ActiveFilters({ state, facets }: { state: ShopState; facets: ListingFacets }) {
  const { t, to } = useI18n();
  if (!hasFilters(state.filters)) return null;
  const chips = chipsOf(state, facets, t);
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
              aria-label={t("Remove filter: {name}", { name: chip.text })}
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
