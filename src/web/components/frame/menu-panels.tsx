// The insides of the shop's menus, drawn only once a menu opens and loaded as their own script
// (main-nav.tsx's loadMenuPanels): a desktop mega menu's columns (Shop by Category, Intent, Chakra)
// and promo tile, or Body Soap's "launching soon" banner; the phone menu's main list and the
// sub-menu that slides over it. A page's HTML never carries them (decision 0029) and its first-load
// JavaScript no longer does either (issue 23).
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { LinkList } from "./link-list.tsx";
import { hasMenuLists, type MenuParent, mainLinks, menuLinks, type ShopMenu } from "./menu-data.ts";
import { PromoTile } from "./promo-tile.tsx";

/** An opened mega menu's inside: its columns and tile, or the "launching soon" banner. */
export function MegaPanel({ parent }: { parent: MenuParent }) {
  return hasMenuLists(parent) ? <MegaColumns parent={parent} /> : <PromoTile parent={parent} shape="wide" />;
}

function MegaColumns({ parent }: { parent: MenuParent }) {
  const { groups, columns } = menuLinks(parent);
  const { t, to } = useI18n();
  return (
    <>
      <div className="mega__column mega__column--categories">
        <p className="mega__heading">{t("Shop by Category")}</p>
        <div className="mega__groups">
          {groups.map((group) => (
            <div key={group.label} className="mega__group">
              <Link to={to(group.href)} className="mega__group-title">
                <English>{group.label}</English>
              </Link>
              <LinkList links={group.links} listClassName="mega__links" linkClassName="mega__link" />
            </div>
          ))}
        </div>
      </div>
      {columns.map((column) => (
        <div key={column.title} className="mega__column">
          <p className="mega__heading">{t(column.title)}</p>
          <LinkList links={column.links} listClassName="mega__links" linkClassName="mega__link" />
        </div>
      ))}
      <PromoTile parent={parent} />
    </>
  );
}

export interface SideMenuViewsProps {
  open: boolean;
  menu: ShopMenu;
}

/** The side menu's main list and the sub-menu that slides over it. */
export function SideMenuViews({ open, menu }: SideMenuViewsProps) {
  const [subSlug, setSubSlug] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const backRef = useRef<HTMLButtonElement>(null);
  const sub = menu.parents.find((parent) => parent.slug === subSlug) ?? null;
  const { t, to } = useI18n();

  // the menu always reopens on its main list
  useEffect(() => {
    if (!open) setSubSlug(null);
  }, [open]);

  function openSub(slug: string) {
    setSubSlug(slug);
    requestAnimationFrame(() => backRef.current?.focus());
  }

  function closeSub() {
    const slug = subSlug;
    setSubSlug(null);
    if (slug) requestAnimationFrame(() => triggers.current.get(slug)?.focus());
  }

  return (
    <div className={sub ? "side-menu__views is-sub" : "side-menu__views"}>
      <nav className="side-menu__view side-menu__main" aria-label={t("Main")} inert={sub !== null}>
        <ul className="plain-list side-menu__list">
          {mainLinks.map((entry) => {
            if ("to" in entry) {
              return (
                <li key={entry.to}>
                  <NavLink to={to(entry.to)} end={entry.to === "/"} className="side-menu__link">
                    {t(entry.label)}
                  </NavLink>
                </li>
              );
            }
            const parent = menu.parents.find((candidate) => candidate.slug === entry.parent);
            if (!parent) return null;
            return (
              <li key={parent.slug}>
                <button
                  type="button"
                  className="side-menu__link side-menu__link--parent"
                  aria-expanded={subSlug === parent.slug}
                  ref={(element) => {
                    if (element) triggers.current.set(parent.slug, element);
                  }}
                  onClick={() => openSub(parent.slug)}
                >
                  {t(parent.name)}
                  <Icon name="chevron-right" size={20} />
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="side-menu__view side-menu__sub" inert={sub === null}>
        {sub && <SubMenu parent={sub} backRef={backRef} onBack={closeSub} />}
      </div>
    </div>
  );
}

interface SubMenuProps {
  parent: MenuParent;
  backRef: React.RefObject<HTMLButtonElement | null>;
  onBack: () => void;
}

function SubMenu({ parent, backRef, onBack }: SubMenuProps) {
  const { groups, columns } = menuLinks(parent);
  const { t, to } = useI18n();
  return (
    <nav aria-label={t(parent.name)}>
      <button ref={backRef} type="button" className="side-menu__back" onClick={onBack}>
        <Icon name="chevron-left" size={20} />
        {t("Back to menu")}
      </button>
      <p className="side-menu__title">{t(parent.name)}</p>
      {hasMenuLists(parent) ? (
        <>
          <Link to={to(parent.landing)} className="side-menu__shop-all">
            {t("Shop all {name}", { name: t(parent.name) })}
            <Icon name="arrow-right" size={18} />
          </Link>
          <section className="side-menu__section" aria-label={t("Shop by Category")}>
            <p className="side-menu__heading">{t("Shop by Category")}</p>
            {groups.map((group) => (
              <div key={group.label} className="side-menu__group">
                <Link to={to(group.href)} className="side-menu__group-title">
                  <English>{group.label}</English>
                </Link>
                <LinkList links={group.links} listClassName="side-menu__sublist" linkClassName="side-menu__sublink" />
              </div>
            ))}
          </section>
          {columns.map((column) => (
            <section key={column.title} className="side-menu__section" aria-label={t(column.title)}>
              <p className="side-menu__heading">{t(column.title)}</p>
              <LinkList links={column.links} listClassName="chip-list" linkClassName="chip" />
            </section>
          ))}
        </>
      ) : (
        <PromoTile parent={parent} />
      )}
    </nav>
  );
}
