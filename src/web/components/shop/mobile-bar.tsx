// The phone and tablet bar fixed under the listing (spec, "Shop": a bottom bar with sort and
// price): Sort (the native menu), Price (a small panel above the bar) and Filter (the drawer).
import { useId } from "react";
import type { SortOption } from "../../../core/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { filterCount, type ShopState, shortSortLabels } from "../../shop/listing-url.ts";
import { PriceRange, priceRangeText } from "./price-range.tsx";
import { ShopGlyph } from "./shop-glyphs.tsx";
import { SortSelect } from "./sort-select.tsx";

export interface MobileBarProps {
  state: ShopState;
  priceCeiling: number;
  onSort: (sort: SortOption) => void;
  onPrice: (min: number | null, max: number | null) => void;
  onOpenFilters: () => void;
  filtersOpen: boolean;
  filtersId: string;
}

export function MobileBar({
  state,
  priceCeiling,
  onSort,
  onPrice,
  onOpenFilters,
  filtersOpen,
  filtersId,
}: MobileBarProps) {
  const { t } = useI18n();
  const priceId = useId();
  const priceTitleId = useId();
  const chosen = filterCount(state.filters);
  const { minPrice, maxPrice } = state.filters;
  return (
    <div className="shop-bar">
      <div className="shop-bar__segment shop-bar__segment--sort">
        <ShopGlyph name="sort" />
        <span className="shop-bar__text" aria-hidden="true">
          <span className="shop-bar__label">{t("Sort")}</span>
          <span className="shop-bar__value">{t(shortSortLabels[state.sort])}</span>
        </span>
        <SortSelect state={state} onSort={onSort} showLabel={false} className="shop-bar__sort" />
      </div>
      <button type="button" className="shop-bar__segment" popoverTarget={priceId}>
        <ShopGlyph name="rupee" />
        <span className="shop-bar__text">
          <span className="shop-bar__label">{t("Price")}</span>
          <span className="shop-bar__value">{priceRangeText(minPrice, maxPrice, t)}</span>
        </span>
      </button>
      <button
        type="button"
        className="shop-bar__segment"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onOpenFilters}
      >
        <ShopGlyph name="filter" />
        <span className="shop-bar__text">
          <span className="shop-bar__label">{t("Filter")}</span>
          <span className="shop-bar__value">{chosen > 0 ? t("{n} chosen", { n: chosen }) : t("All products")}</span>
        </span>
      </button>

      <div id={priceId} popover="auto" className="price-popover" role="dialog" aria-labelledby={priceTitleId}>
        <div className="price-popover__head">
          <h2 id={priceTitleId} className="price-popover__title">
            {t("Price")}
          </h2>
          <button type="button" className="price-popover__done" popoverTarget={priceId} popoverTargetAction="hide">
            {t("Done")}
          </button>
        </div>
        <PriceRange min={minPrice} max={maxPrice} ceiling={priceCeiling} onCommit={onPrice} />
      </div>
    </div>
  );
}
