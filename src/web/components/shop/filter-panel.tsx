// The shop's filter panel (spec, "Shop"): sub-categories with their categories, concerns, chakras,
// intents, price and rating, each option with the number of products it would give (the listing's
// facets). With JavaScript every tick applies at once (the page navigates to the new URL); without
// it the panel is a GET form with an Apply button.
import { type ReactNode, useId, useState } from "react";
import { Form, Link } from "react-router";
import type { ListingFacets } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Term } from "../../i18n/term.tsx";
import { useHydrated } from "../../shared/use-hydrated.ts";
import { emptyFilters, hasFilters, type ShopFilterState, type ShopState, shopUrl } from "../../shop/listing-url.ts";
import { subCategoryTick, tickedCategories, toggleCategory, toggleSubCategory } from "../../shop/ticking.ts";
import { Icon } from "../icon.tsx";
import { PriceRange } from "./price-range.tsx";

export interface FilterPanelProps {
  /** The state shown (the one being loaded while a navigation is under way). */
  state: ShopState;
  facets: ListingFacets;
  /** The price slider's top, in rupees. */
  priceCeiling: number;
  onChange: (filters: Partial<ShopFilterState>) => void;
  /** Groups start folded, except those in use (the phone drawer). */
  compact?: boolean;
  className?: string;
}

/** Long lists show this many options until "Show all". */
const shortList = 6;

export function FilterPanel({ state, facets, priceCeiling, onChange, compact = false, className }: FilterPanelProps) {
  const { t, to } = useI18n();
  const hydrated = useHydrated();
  const { filters } = state;
  const selection = { subCategory: filters.subCategory, category: filters.category };
  const tree = facets.subCategories;
  const ticked = tickedCategories(tree, selection);
  const cleared = shopUrl({ ...state, filters: emptyFilters, page: 1 });
  const headingId = useId();

  const openWhen = (inUse: boolean) => !compact || inUse;

  return (
    <Form
      method="get"
      action={to("/shop")}
      preventScrollReset
      className={className ? `filter-panel ${className}` : "filter-panel"}
      aria-labelledby={headingId}
      // with JavaScript each change has applied already
      onSubmit={(event) => hydrated && event.preventDefault()}
    >
      {filters.parentCategory && <input type="hidden" name="parentCategory" value={filters.parentCategory} />}
      {state.sort !== "default" && <input type="hidden" name="sort" value={state.sort} />}
      {state.view !== "grid-3" && <input type="hidden" name="view" value={state.view} />}

      <div className="filter-panel__head">
        <h2 id={headingId} className="filter-panel__title">
          {t("Filter by")}
        </h2>
        {hasFilters(filters) && (
          <Link to={to(cleared)} preventScrollReset className="filter-panel__clear">
            {t("Clear all")}
          </Link>
        )}
      </div>

      {tree.length > 0 && (
        <FilterGroup
          title={t("Category")}
          open={openWhen(selection.subCategory.length + selection.category.length > 0)}
        >
          <ul className="plain-list filter-list">
            {tree.map((sub) => {
              const tick = subCategoryTick(tree, selection, sub.name);
              return (
                <li key={sub.name} className="filter-list__branch">
                  <FilterCheckbox
                    name="subCategory"
                    value={sub.name}
                    count={sub.count}
                    checked={tick !== "none"}
                    indeterminate={tick === "some"}
                    strong
                    onToggle={(next) => onChange(toggleSubCategory(tree, selection, sub.name, next))}
                  />
                  {sub.categories.length > 0 && (
                    <ul className="plain-list filter-list filter-list--nested">
                      {sub.categories.map((category) => (
                        <li key={category.name}>
                          <FilterCheckbox
                            name="category"
                            value={category.name}
                            count={category.count}
                            checked={ticked.has(category.name)}
                            onToggle={(next) => onChange(toggleCategory(tree, selection, category.name, next))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </FilterGroup>
      )}

      <TermGroup
        title={t("Concern")}
        name="concerns"
        options={facets.concerns}
        chosen={filters.concerns}
        open={openWhen(filters.concerns.length > 0)}
        onChange={(concerns) => onChange({ concerns })}
      />
      <TermGroup
        title={t("Chakra")}
        name="chakra"
        options={facets.chakra}
        chosen={filters.chakra}
        open={openWhen(filters.chakra.length > 0)}
        onChange={(chakra) => onChange({ chakra })}
      />
      <TermGroup
        title={t("Intent")}
        name="intents"
        options={facets.intents}
        chosen={filters.intents}
        open={openWhen(filters.intents.length > 0)}
        onChange={(intents) => onChange({ intents })}
      />
      <TermGroup
        title={t("Country of origin")}
        name="countryOfOrigin"
        options={facets.countryOfOrigin}
        chosen={filters.countryOfOrigin}
        open={openWhen(filters.countryOfOrigin.length > 0)}
        onChange={(countryOfOrigin) => onChange({ countryOfOrigin })}
      />

      <FilterGroup title={t("Price")} open>
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          ceiling={priceCeiling}
          named={!hydrated}
          onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </FilterGroup>

      <FilterGroup title={t("Customer Rating")} open={openWhen(filters.rating !== null)}>
        <ul className="plain-list filter-list">
          {facets.rating.map((option) => (
            <li key={option.min}>
              <label className="filter-option">
                <input
                  type="radio"
                  name="rating"
                  value={option.min}
                  checked={filters.rating === option.min}
                  disabled={option.count === 0 && filters.rating !== option.min}
                  onChange={() => onChange({ rating: option.min })}
                />
                <span className="filter-option__name">
                  <StarRow min={option.min} />
                  {t("{n, plural, one {# star} other {# stars}} & up", { n: option.min })}
                </span>
                <Count value={option.count} />
              </label>
            </li>
          ))}
          <li>
            <label className="filter-option">
              <input
                type="radio"
                name="rating"
                value=""
                checked={filters.rating === null}
                onChange={() => onChange({ rating: null })}
              />
              <span className="filter-option__name">{t("Any rating")}</span>
            </label>
          </li>
        </ul>
      </FilterGroup>

      {!hydrated && (
        <button type="submit" className="button button--primary button--full filter-panel__apply without-scripts">
          {t("Apply filters")}
        </button>
      )}
    </Form>
  );
}

function FilterGroup({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details className="filter-group" open={open}>
      <summary className="filter-group__summary">
        <h3 className="filter-group__title">{title}</h3>
        <Icon name="chevron-down" size={18} className="filter-group__chevron" />
      </summary>
      <div className="filter-group__body">{children}</div>
    </details>
  );
}

interface TermGroupProps {
  title: string;
  name: string;
  options: ReadonlyArray<{ name: string; count: number }>;
  chosen: readonly string[];
  open: boolean;
  onChange: (chosen: string[]) => void;
}

function TermGroup({ title, name, options, chosen, open, onChange }: TermGroupProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) return null;
  const long = options.length > shortList + 2;
  // folded, a long list keeps its first options and whatever is ticked
  const shown =
    long && !expanded ? options.filter((option, index) => index < shortList || chosen.includes(option.name)) : options;
  return (
    <FilterGroup title={title} open={open}>
      <ul id={listId} className="plain-list filter-list">
        {shown.map((option) => (
          <li key={option.name}>
            <FilterCheckbox
              name={name}
              value={option.name}
              count={option.count}
              checked={chosen.includes(option.name)}
              onToggle={(next) =>
                onChange(next ? [...chosen, option.name] : chosen.filter((entry) => entry !== option.name))
              }
            />
          </li>
        ))}
      </ul>
      {long && (
        <button
          type="button"
          className="filter-group__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("Show fewer") : t("Show all {n}", { n: options.length })}
          <Icon name={expanded ? "chevron-up" : "chevron-down"} size={16} />
        </button>
      )}
    </FilterGroup>
  );
}

interface FilterCheckboxProps {
  name: string;
  value: string;
  count: number;
  checked: boolean;
  indeterminate?: boolean;
  /** A sub-category: set in the body weight of a heading. */
  strong?: boolean;
  onToggle: (checked: boolean) => void;
}

function FilterCheckbox({ name, value, count, checked, indeterminate = false, strong, onToggle }: FilterCheckboxProps) {
  return (
    <label className={strong ? "filter-option filter-option--strong" : "filter-option"}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        // an option that would find nothing stays visible, but cannot be ticked
        disabled={count === 0 && !checked}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        aria-checked={indeterminate ? "mixed" : undefined}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span className="filter-option__name">
        <Term name={value} />
      </span>
      <Count value={count} />
    </label>
  );
}

function Count({ value }: { value: number }) {
  const { t } = useI18n();
  return (
    <span className="filter-option__count">
      {value}
      <span className="visually-hidden"> {value === 1 ? t("product") : t("products")}</span>
    </span>
  );
}

function StarRow({ min }: { min: number }) {
  return (
    <span className="filter-option__stars" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={index}
          name="star"
          size={14}
          className={index < min ? "filter-option__star is-on" : "filter-option__star"}
        />
      ))}
    </span>
  );
}
