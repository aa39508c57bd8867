// The phone and tablet menu: a drawer from the left with the main list; Body Soap, Aura Jewels,
// Divine Crystals and Sacred Rituals open a sub-menu that slides over it (categories, intents and
// chakras linking to /shop, or the "launching soon" tile). Any navigation closes it. The lists are
// in menu-panels.tsx, fetched after load (issue 23: not part of the first-load JavaScript).
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Drawer } from "../drawer.tsx";
import { Icon } from "../icon.tsx";
import { Logo } from "./logo.tsx";
import { loadMenuPanels } from "./main-nav.tsx";
import type { ShopMenu } from "./menu-data.ts";

// the lists are drawn only once the menu opens: their code loads with the mega menus' (menu-panels.tsx)
const SideMenuViews = lazy(() => loadMenuPanels().then((module) => ({ default: module.SideMenuViews })));

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  menu: ShopMenu;
  shopName: string;
  signedIn: boolean;
  contactEmail: string;
  contactPhone: string;
  id?: string;
}

export function SideMenu({ open, onClose, menu, shopName, signedIn, contactEmail, contactPhone, id }: SideMenuProps) {
  const location = useLocation();
  const { t, to } = useI18n();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // a navigation (including to the page already shown) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    onCloseRef.current();
  }, [location.key]);

  const footer = (
    <div className="side-menu__footer">
      <Link to={to(signedIn ? "/userdashboard" : "/login")} className="side-menu__account">
        <Icon name="user" size={20} />
        {signedIn ? t("My Account") : t("Sign in or create an account")}
      </Link>
      <a href={`mailto:${contactEmail}`} className="side-menu__contact">
        <Icon name="mail" size={18} />
        {contactEmail}
      </a>
      <a href={`tel:${contactPhone.replace(/\s/g, "")}`} className="side-menu__contact">
        <Icon name="phone" size={18} />
        {contactPhone}
      </a>
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="left"
      title={t("Menu")}
      heading={<Logo shopName={shopName} className="side-menu__logo" />}
      footer={footer}
      id={id}
      className="side-menu"
    >
      <Suspense fallback={null}>
        <SideMenuViews open={open} menu={menu} />
      </Suspense>
    </Drawer>
  );
}
