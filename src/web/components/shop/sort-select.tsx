// The sort menu: every option of DESIGN.md decision 8 works (the database sorts). A GET form, so it
// works without JavaScript (with a Sort button); with it, choosing applies at once.
import { useId } from "react";
import { Form } from "react-router";
import { type SortOption, sortOptions } from "../../../core/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../shared/use-hydrated.ts";
import { isSortOption, type ShopState, shopUrl, sortLabels } from "../../shop/listing-url.ts";
import { Icon } from "../icon.tsx";

export interface SortSelectProps {
  state: ShopState;
  onSort: (sort: SortOption) => void;
  /** The label shown before the menu ("Sort by"); hidden when false. */
  showLabel?: boolean;
  className?: string;
  selectClassName?: string;
}

/** The current URL's other parameters, so a form without JavaScript keeps them. */
export function HiddenShopFields({ state, omit }: { state: ShopState; omit: readonly string[] }) {
  const params = new URL(shopUrl({ ...state, page: 1 }), "http://shop.local").searchParams;
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !omit.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export function SortSelect({ state, onSort, showLabel = true, className, selectClassName }: SortSelectProps) {
  const { t, to } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <Form method="get" action={to("/shop")} className={className ? `sort-form ${className}` : "sort-form"}>
      <HiddenShopFields state={state} omit={["sort"]} />
      <label htmlFor={id} className={showLabel ? "sort-form__label" : "visually-hidden"}>
        {t("Sort by")}
      </label>
      <span className="sort-form__field">
        <select
          id={id}
          name="sort"
          className={selectClassName ? `sort-form__select ${selectClassName}` : "sort-form__select"}
          value={state.sort}
          onChange={(event) => {
            if (isSortOption(event.target.value)) onSort(event.target.value);
          }}
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t(sortLabels[option])}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className="sort-form__chevron" />
      </span>
      {/* for browsers without JavaScript; hidden by CSS from the first paint where scripts run, so
          its removal at hydration moves nothing (styles/base.css .without-scripts) */}
      {!hydrated && (
        <button type="submit" className="button button--secondary button--sm without-scripts">
          {t("Sort")}
        </button>
      )}
    </Form>
  );
}
