// The header search's dropdown: a listbox of up to five products and "View all N results", with the
// states the spec names ('Loading...', 'No products found matching your search'). Focus stays in
// the search field (the combobox); the field's arrow keys move the highlight, and a click chooses.

import { shownVariant } from "../../../core/card-item.ts";
import { fromRupees } from "../../../core/money.ts";
import type { ListingItem } from "../../../core/schemas/catalogue.ts";
import { English, type I18n, useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";
import type { LiveSearch } from "./use-live-search.ts";

export type SearchOption = { kind: "product"; product: ListingItem } | { kind: "all"; total: number };

export interface SearchDropdownProps {
  /** The listbox's id (the combobox's aria-controls). */
  id: string;
  visible: boolean;
  live: LiveSearch;
  options: readonly SearchOption[];
  /** Index of the highlighted option, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

function announcement(live: LiveSearch, products: number, t: I18n["t"]): string {
  if (live.status === "loading") return t("Loading...");
  if (live.status === "failed") return t("Search is not available just now. Press Enter to try the results page.");
  if (live.status !== "done") return "";
  if (live.result.total === 0) return t("No products found matching your search");
  return t("{total, plural, one {# product} other {# products}} found, {shown} shown. Use the arrow keys to choose.", {
    total: live.result.total,
    shown: products,
  });
}

export function SearchDropdown({
  id,
  visible,
  live,
  options,
  active,
  optionId,
  onChoose,
  onHover,
}: SearchDropdownProps) {
  const { t, money, language } = useI18n();
  const products = options.filter((option) => option.kind === "product").length;
  const message =
    live.status === "loading" && options.length === 0
      ? t("Loading...")
      : live.status === "done" && live.result.total === 0
        ? t("No products found matching your search")
        : live.status === "failed"
          ? t("Search is not available just now.")
          : null;
  return (
    <>
      <div className={visible ? "search-dropdown is-open" : "search-dropdown"} hidden={!visible}>
        <div id={id} role="listbox" aria-label={t("Products found")} className="search-dropdown__list">
          {options.map((option, index) => {
            const selected = index === active;
            const common = {
              id: optionId(index),
              role: "option" as const,
              "aria-selected": selected,
              // the field keeps focus; the press itself chooses
              onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
              onClick: () => onChoose(option),
              // only a moving pointer highlights: the browser also reports a still pointer when the list
              // changes under it, which would steal the keyboard's Enter
              onMouseMove: (event: React.MouseEvent) => {
                if (!selected && (event.movementX !== 0 || event.movementY !== 0)) onHover(index);
              },
            };
            if (option.kind === "all") {
              return (
                <div key="all" {...common} className="search-option search-option--all">
                  {t("View all {total, plural, one {# result} other {# results}}", { total: option.total })}
                  <Icon name="arrow-right" size={18} />
                </div>
              );
            }
            const { product } = option;
            const variant = shownVariant(product);
            return (
              <div key={product.id} {...common} className="search-option">
                <span className="search-option__image">
                  <ProductImage
                    src={variant?.frontImage ?? product.frontImage}
                    alt=""
                    width={48}
                    height={60}
                    widths={[240]}
                    sizes="48px"
                  />
                </span>
                <span className="search-option__text">
                  <span className="search-option__name">
                    {/* the API's item carries its Hindi name (decision 0063) */}
                    {language === "hi" && product.hindi?.name ? product.hindi.name : <English>{product.name}</English>}
                  </span>
                  <span className="search-option__meta">
                    <English>
                      {product.parentCategory} · {product.category}
                    </English>
                  </span>
                </span>
                {variant && <span className="search-option__price">{money(fromRupees(variant.price))}</span>}
              </div>
            );
          })}
        </div>
        {message && (
          <p className={live.status === "loading" ? "search-dropdown__message is-loading" : "search-dropdown__message"}>
            {message}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {visible ? announcement(live, products, t) : ""}
      </p>
    </>
  );
}
