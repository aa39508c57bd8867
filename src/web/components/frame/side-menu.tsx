// The phone and tablet menu: a drawer from the left with the main list; Body Soap, Aura Jewels,
// Divine Crystals and Sacred Rituals open a sub-menu that slides over it (categories, intents and
// chakras linking to /shop, or the "launching soon" tile). Any navigation closes it.
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Drawer } from "../drawer.tsx";
import { Icon } from "../icon.tsx";
import { LinkList } from "./link-list.tsx";
import { Logo } from "./logo.tsx";
import { mainLinks } from "./main-nav.tsx";
import { hasMenuLists, type MenuParent, menuLinks, type ShopMenu } from "./menu-data.ts";
import { PromoTile } from "./promo-tile.tsx";

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
  const [subSlug, setSubSlug] = useState<string | null>(null);
  const location = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const backRef = useRef<HTMLButtonElement>(null);
  const sub = menu.parents.find((parent) => parent.slug === subSlug) ?? null;

  // a navigation (including to the page already shown) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    onCloseRef.current();
  }, [location.key]);

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

  const footer = (
    <div className="side-menu__footer">
      <Link to={signedIn ? "/userdashboard" : "/login"} className="side-menu__account">
        <Icon name="user" size={20} />
        {signedIn ? "My Account" : "Sign in or create an account"}
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
      title="Menu"
      heading={<Logo shopName={shopName} className="side-menu__logo" />}
      footer={footer}
      id={id}
      className="side-menu"
    >
      <div className={sub ? "side-menu__views is-sub" : "side-menu__views"}>
        <nav className="side-menu__view side-menu__main" aria-label="Main" inert={sub !== null}>
          <ul className="plain-list side-menu__list">
            {mainLinks.map((entry) => {
              if ("to" in entry) {
                return (
                  <li key={entry.to}>
                    <NavLink to={entry.to} end={entry.to === "/"} className="side-menu__link">
                      {entry.label}
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
                    {parent.name}
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
    </Drawer>
  );
}

interface SubMenuProps {
  parent: MenuParent;
  backRef: React.RefObject<HTMLButtonElement | null>;
  onBack: () => void;
}

function SubMenu({ parent, backRef, onBack }: SubMenuProps) {
  const { groups, columns } = menuLinks(parent);
  return (
    <nav aria-label={parent.name}>
      <button ref={backRef} type="button" className="side-menu__back" onClick={onBack}>
        <Icon name="chevron-left" size={20} />
        Back to menu
      </button>
      <p className="side-menu__title">{parent.name}</p>
      {hasMenuLists(parent) ? (
        <>
          <Link to={parent.landing} className="side-menu__shop-all">
            Shop all {parent.name}
            <Icon name="arrow-right" size={18} />
          </Link>
          <section className="side-menu__section" aria-label="Shop by Category">
            <p className="side-menu__heading">Shop by Category</p>
            {groups.map((group) => (
              <div key={group.label} className="side-menu__group">
                <Link to={group.href} className="side-menu__group-title">
                  {group.label}
                </Link>
                <LinkList links={group.links} listClassName="side-menu__sublist" linkClassName="side-menu__sublink" />
              </div>
            ))}
          </section>
          {columns.map((column) => (
            <section key={column.title} className="side-menu__section" aria-label={column.title}>
              <p className="side-menu__heading">{column.title}</p>
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
