// The header's search: a real form that GETs /search?query=..., so it works before the app has
// loaded; blank searches do nothing (spec section 5). As the shopper types, a dropdown shows the
// first five products (spec section 9) in the ARIA combobox pattern: arrows move through them,
// Enter opens the highlighted product (or searches), Escape or a click outside closes it. Choosing
// a product opens its page and clears the field; "View all N results" opens the results page.
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { productPath } from "../../../core/catalogue.ts";
import type { ListingItem } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import type { SearchOption } from "../search/search-dropdown.tsx";
import { liveResultCount, useLiveSearch } from "../search/use-live-search.ts";
import "../../styles/search.css";

export interface SearchBoxProps {
  /** Called as the shopper types. */
  onQueryChange?: (query: string) => void;
  /** Focus the field when it appears (the phone header's search row). */
  autoFocus?: boolean;
  className?: string;
}

// The dropdown arrives as its own script the first time the field is used (every page carries the
// header, and a page's first-load budget is thin): until then the listbox stands empty and hidden,
// exactly as the dropdown renders it closed, so the combobox's aria-controls always names it.
const loadDropdown = () => import("../search/search-dropdown.tsx");
const SearchDropdown = lazy(async () => ({ default: (await loadDropdown()).SearchDropdown }));

function ClosedDropdown({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <>
      <div className="search-dropdown" hidden>
        <div id={id} role="listbox" aria-label={t("Products found")} className="search-dropdown__list" />
      </div>
      <p className="visually-hidden" role="status" />
    </>
  );
}

export function searchPath(query: string): string {
  return `/search?query=${encodeURIComponent(query.trim())}`;
}

export function SearchBox({ onQueryChange, autoFocus, className }: SearchBoxProps) {
  const [params] = useSearchParams();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const { t, to } = useI18n();
  const current = pathname === to("/search") ? (params.get("query") ?? "") : "";
  const [query, setQuery] = useState(current);
  const [open, setOpen] = useState(false);
  // the dropdown's script is asked for once the field is focused or typed in
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const live = useLiveSearch(open ? query : "");

  // Follow the URL: a new search (or leaving the results) shows what is searched now, and any
  // navigation closes the dropdown. Only real changes count, not the first render: what a shopper
  // types while the page wakes up is kept.
  const seen = useRef({ current, key });
  useEffect(() => {
    if (seen.current.current !== current) setQuery(current);
    if (seen.current.key !== key) {
      setOpen(false);
      setActive(-1);
    }
    seen.current = { current, key };
  }, [current, key]);

  // a press outside closes it
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const result = live.status === "done" ? live.result : live.status === "loading" ? live.previous : null;
  const products: ListingItem[] = result?.products.slice(0, liveResultCount) ?? [];
  const total = result?.total ?? 0;
  const options: SearchOption[] = [
    ...products.map((product) => ({ kind: "product" as const, product })),
    ...(total > liveResultCount ? [{ kind: "all" as const, total }] : []),
  ];
  const showList = open && query.trim() !== "" && live.status !== "idle";
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = showList && active >= 0 && active < options.length ? optionId(active) : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: SearchOption) {
    close();
    if (option.kind === "product") {
      setQuery("");
      navigate(to(productPath(option.product._id, option.product.variantIndex)));
    } else {
      navigate(to(searchPath(query)));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        // a closed list opens first; the next press moves into it
        if (!showList) {
          setOpen(true);
          setActive(-1);
        } else if (options.length > 0) {
          setActive((index) => (index + 1 >= options.length ? 0 : index + 1));
        }
        break;
      case "ArrowUp":
        event.preventDefault();
        if (showList && options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case "Enter": {
        const option = activeId ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        // a search field would clear itself on Escape; close the dropdown first
        if (showList) {
          event.preventDefault();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (query.trim() === "") {
      event.preventDefault();
      return;
    }
    close();
  }

  return (
    <Form
      ref={rootRef}
      method="get"
      action={to("/search")}
      role="search"
      aria-label={t("Search the shop")}
      className={className ? `search-box ${className}` : "search-box"}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("Search the shop")}
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name="query"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={query}
        onChange={(event) => {
          setUsed(true);
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          onQueryChange?.(event.target.value);
        }}
        onFocus={() => {
          void loadDropdown();
          setUsed(true);
          if (query.trim() !== "") setOpen(true);
        }}
        onKeyDown={onKeyDown}
        placeholder={t("Search crystals, candles, soaps")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        // the phone header opens this row on request, so focusing it is expected there
        // biome-ignore lint/a11y/noAutofocus: opened by the shopper's own tap
        autoFocus={autoFocus}
      />
      <button type="submit" className="search-box__submit" aria-label={t("Search")}>
        <Icon name="search" size={20} />
      </button>
      {used ? (
        <Suspense fallback={<ClosedDropdown id={listboxId} />}>
          <SearchDropdown
            id={listboxId}
            visible={showList}
            live={live}
            options={options}
            active={active}
            optionId={optionId}
            onChoose={choose}
            onHover={setActive}
          />
        </Suspense>
      ) : (
        <ClosedDropdown id={listboxId} />
      )}
    </Form>
  );
}
