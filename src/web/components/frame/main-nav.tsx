// The desktop main navigation (spec section 2, "Main navigation"). Aura Jewels, Divine Crystals and
// Sacred Rituals open a mega menu (Shop by Category, Shop by Intent, Shop by Chakra, a promo
// tile); Body Soap opens a "launching soon" banner. A menu opens on hover, and for keyboard and
// touch from the chevron button beside its link; Escape, leaving it, or navigating closes it.
import { type FocusEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { type MenuParent, mainLinks, type ShopMenu } from "./menu-data.ts";

/**
 * The menus' insides (the mega panels' columns and tiles, the side menu's lists): their own script,
 * fetched once the page has settled (root.tsx), or when a pointer or the keyboard reaches a menu;
 * never part of a page's first-load JavaScript (issue 23).
 */
export const loadMenuPanels = () => import("./menu-panels.tsx");
const MegaPanel = lazy(() => loadMenuPanels().then((module) => ({ default: module.MegaPanel })));

const openDelay = 80;
const closeDelay = 180;

export function MainNav({ menu }: { menu: ShopMenu }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const { t, to } = useI18n();

  const schedule = useCallback((slug: string | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenSlug(slug), delay);
  }, []);

  // a navigation closes any open menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    window.clearTimeout(timer.current);
    setOpenSlug(null);
  }, [location.key]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <nav className="main-nav" aria-label={t("Main")}>
      <ul className="plain-list main-nav__list">
        {mainLinks.map((entry) => {
          if ("to" in entry) {
            return (
              <li key={entry.to} className="main-nav__item">
                <NavLink to={to(entry.to)} end={entry.to === "/"} className="main-nav__link" prefetch="intent">
                  {t(entry.label)}
                </NavLink>
              </li>
            );
          }
          const parent = menu.parents.find((candidate) => candidate.slug === entry.parent);
          if (!parent) return null;
          return (
            <MegaItem
              key={parent.slug}
              parent={parent}
              open={openSlug === parent.slug}
              onOpen={(delay) => schedule(parent.slug, delay)}
              onClose={(delay) => schedule(null, delay)}
            />
          );
        })}
      </ul>
    </nav>
  );
}

interface MegaItemProps {
  parent: MenuParent;
  open: boolean;
  onOpen: (delay: number) => void;
  onClose: (delay: number) => void;
}

function MegaItem({ parent, open, onOpen, onClose }: MegaItemProps) {
  const panelId = useId();
  const { t, to } = useI18n();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  // the panel's links are drawn the first time it opens, not into every page's HTML (about 5 KB a
  // menu): it is hidden until opened, and only the page's JavaScript opens it
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);

  // a press outside closes it (touch screens have no "leave")
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onClose(0);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onClose]);

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(0);
  }

  return (
    <li
      ref={itemRef}
      className={open ? "main-nav__item is-open" : "main-nav__item"}
      onPointerEnter={(event) => {
        void loadMenuPanels();
        if (event.pointerType === "mouse") onOpen(openDelay);
      }}
      onPointerLeave={(event) => event.pointerType === "mouse" && onClose(closeDelay)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onClose(0);
          toggleRef.current?.focus();
        }
      }}
    >
      <NavLink to={to(parent.landing)} className="main-nav__link" prefetch="intent">
        {t(parent.name)}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("{name} menu", { name: t(parent.name) })}
        onFocus={() => void loadMenuPanels()}
        onClick={() => (open ? onClose(0) : onOpen(0))}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} className="mega">
        <div className="mega__inner page-width page-width--wide">
          {drawn && (
            <Suspense fallback={null}>
              <MegaPanel parent={parent} />
            </Suspense>
          )}
        </div>
      </div>
    </li>
  );
}
