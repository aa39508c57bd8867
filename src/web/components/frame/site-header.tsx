// The top bar (spec section 2, "Page frame"): menu button and search toggle (phones), logo
// (centred on phones, left on desktop), the search form, account and cart; under it on desktop the
// main navigation with its mega menus.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Paise } from "../../../core/money.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { LanguageSwitch } from "../../i18n/language-switch.tsx";
import { useHydrated } from "../../shared/use-hydrated.ts";
import { IconButton } from "../button.tsx";
import { Icon } from "../icon.tsx";
import { CartButton } from "./cart-button.tsx";
import { Logo } from "./logo.tsx";
import { MainNav } from "./main-nav.tsx";
import type { ShopMenu } from "./menu-data.ts";
import { SearchBox } from "./search-box.tsx";

export interface SiteHeaderProps {
  shopName: string;
  menu: ShopMenu;
  signedIn: boolean;
  /** Items total from which shipping is free, for the announcement line. */
  freeShippingFrom: Paise;
  cartCount: number;
  onOpenCart: () => void;
  cartOpen: boolean;
  cartDrawerId: string;
  onOpenMenu: () => void;
  menuOpen: boolean;
  sideMenuId: string;
}

/** The note proposing Hindi: its own script, fetched once the page is hydrated. */
const LanguageNote = lazy(() => import("../../i18n/language-note.tsx"));

export function SiteHeader(props: SiteHeaderProps) {
  const { shopName, menu, signedIn, freeShippingFrom } = props;
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  const { t, to, money } = useI18n();
  const hydrated = useHydrated();

  // the phone search row folds away after a search or any other navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className={searchOpen ? "site-header is-search-open" : "site-header"}>
      <p className="announcement">
        <Icon name="sparkle" size={14} />
        {t("Free shipping on orders over {amount}", { amount: money(freeShippingFrom) })}
        <span className="announcement__extra"> · {t("Jewellery and soaps handmade in India")}</span>
      </p>
      <div className="site-header__bar page-width page-width--wide">
        <div className="site-header__start">
          <IconButton
            className="site-header__menu"
            icon={<Icon name="menu" />}
            label={t("Open menu")}
            aria-haspopup="dialog"
            aria-expanded={props.menuOpen}
            aria-controls={props.sideMenuId}
            onClick={props.onOpenMenu}
          />
          <IconButton
            className="site-header__search-toggle"
            icon={<Icon name={searchOpen ? "close" : "search"} />}
            label={searchOpen ? t("Close search") : t("Search")}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          />
        </div>
        <Logo shopName={shopName} className="site-header__logo" />
        <SearchBox className="site-header__search" autoFocus={searchOpen} key={searchOpen ? "open" : "closed"} />
        <div className="site-header__end">
          <LanguageSwitch className="site-header__language" />
          <Link
            to={to(signedIn ? "/userdashboard" : "/login")}
            className="icon-button"
            aria-label={signedIn ? t("My account") : t("Sign in")}
          >
            <Icon name="user" />
          </Link>
          <CartButton
            count={props.cartCount}
            onOpen={props.onOpenCart}
            controls={props.cartDrawerId}
            expanded={props.cartOpen}
          />
        </div>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <LanguageNote />
        </Suspense>
      )}
      <div className="site-header__nav">
        <MainNav menu={menu} />
      </div>
    </header>
  );
}
