// The page frame around every page: skip link, header (for guests and shoppers), the page as
// <main>, footer, the floating chat button, the side menu and the cart drawer. Which parts show
// where is decided in frame-rules.ts.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { ShopUser } from "../../context.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { CartDrawer } from "./cart-drawer.tsx";
import { ChatButton } from "./chat-button.tsx";
import { showsChatButton, showsFooter, showsTopBar } from "./frame-rules.ts";
import type { ShopMenu } from "./menu-data.ts";
import { ScrollManager } from "./scroll-manager.tsx";
import type { ShopIdentity } from "./shop-identity.ts";
import { SideMenu } from "./side-menu.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import "../../styles/frame.css";

export interface SiteFrameProps {
  shop: ShopIdentity;
  menu: ShopMenu;
  /** The member the page was rendered for (public pages: nobody): an admin's frame has no shop header. */
  user: Pick<ShopUser, "role"> | null;
  /** Someone is signed in (known after load on public pages): the account link's target and label. */
  signedIn?: boolean;
  /** Units in the cart (the badge). */
  cartCount?: number;
  /** The cart drawer's content (the lines); the empty bag shows without it. */
  cartContent?: ReactNode;
  /** Pinned under the cart's lines: the summary and CHECKOUT. */
  cartFooter?: ReactNode;
  children: ReactNode;
}

export interface CartDrawerControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartDrawerContext = createContext<CartDrawerControls | null>(null);

/** Opens and closes the cart drawer from anywhere inside the frame (e.g. after "Add to Cart"). */
export function useCartDrawer(): CartDrawerControls {
  const controls = useContext(CartDrawerContext);
  if (!controls) throw new Error("useCartDrawer must be used inside <SiteFrame>");
  return controls;
}

const sideMenuId = "side-menu";
const cartDrawerId = "cart-drawer";

export function SiteFrame({
  shop,
  menu,
  user,
  signedIn = user !== null,
  cartCount = 0,
  cartContent,
  cartFooter,
  children,
}: SiteFrameProps) {
  const { pathname, key } = useLocation();
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const topBar = showsTopBar(pathname, user);
  const footer = showsFooter(pathname);

  // any navigation closes the cart drawer (the side menu closes itself)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setCartOpen(false), [key]);

  const cartControls = useMemo<CartDrawerControls>(
    () => ({ isOpen: cartOpen, open: () => setCartOpen(true), close: () => setCartOpen(false) }),
    [cartOpen],
  );

  return (
    <CartDrawerContext.Provider value={cartControls}>
      <a className="skip-link" href="#main-content">
        {t("Skip to content")}
      </a>
      <ScrollManager />
      {topBar && (
        <SiteHeader
          shopName={shop.shopName}
          menu={menu}
          signedIn={signedIn}
          freeShippingFrom={shop.freeShippingFrom}
          cartCount={cartCount}
          onOpenCart={() => setCartOpen(true)}
          cartOpen={cartOpen}
          cartDrawerId={cartDrawerId}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          sideMenuId={sideMenuId}
        />
      )}
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {footer && (
        <SiteFooter
          shopName={shop.shopName}
          contactEmail={shop.contactEmail}
          contactPhone={shop.contactPhone}
          seller={shop.seller}
        />
      )}
      {/* a landmark of its own, so nothing on the page sits outside one */}
      {showsChatButton(pathname) && (
        <aside aria-label={t("Chat with us")}>
          <ChatButton whatsappNumber={shop.whatsappNumber} shopName={shop.shopName} />
        </aside>
      )}
      {topBar && (
        <>
          <SideMenu
            id={sideMenuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            menu={menu}
            shopName={shop.shopName}
            signedIn={signedIn}
            contactEmail={shop.contactEmail}
            contactPhone={shop.contactPhone}
          />
          <CartDrawer id={cartDrawerId} open={cartOpen} onClose={() => setCartOpen(false)} footer={cartFooter}>
            {cartContent}
          </CartDrawer>
        </>
      )}
    </CartDrawerContext.Provider>
  );
}
