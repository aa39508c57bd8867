// The top bar (spec section 2, "Page frame"): menu button and search toggle (phones), logo
// (centred on phones, left on desktop), the search form, account and cart; under it on desktop the
// main navigation with its mega menus.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { formatRupees, type Paise } from "../../../core/money.ts";
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

export function SiteHeader(props: SiteHeaderProps) {
  const { shopName, menu, signedIn, freeShippingFrom } = props;
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();

  // the phone search row folds away after a search or any other navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className={searchOpen ? "site-header is-search-open" : "site-header"}>
      <p className="announcement">
        <Icon name="sparkle" size={14} />
        Free shipping on orders over {formatRupees(freeShippingFrom)}
        <span className="announcement__extra"> · Jewellery and soaps handmade in India</span>
      </p>
      <div className="site-header__bar page-width page-width--wide">
        <div className="site-header__start">
          <IconButton
            className="site-header__menu"
            icon={<Icon name="menu" />}
            label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={props.menuOpen}
            aria-controls={props.sideMenuId}
            onClick={props.onOpenMenu}
          />
          <IconButton
            className="site-header__search-toggle"
            icon={<Icon name={searchOpen ? "close" : "search"} />}
            label={searchOpen ? "Close search" : "Search"}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          />
        </div>
        <Logo shopName={shopName} className="site-header__logo" />
        <SearchBox className="site-header__search" autoFocus={searchOpen} key={searchOpen ? "open" : "closed"} />
        <div className="site-header__end">
          <Link
            to={signedIn ? "/userdashboard" : "/login"}
            className="icon-button"
            aria-label={signedIn ? "My account" : "Sign in"}
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
      <div className="site-header__nav">
        <MainNav menu={menu} />
      </div>
    </header>
  );
}
