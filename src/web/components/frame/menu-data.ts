// The navigation's data: for each parent category its sub-categories with their categories, and
// the intents and chakras its menus list. Loaded by the root loader from the cached catalogue
// service (cheap on every navigation) and shared by the desktop mega menu and the side menu.
import { type ParentSlug, parentCategories } from "../../../core/catalogue.ts";
import type { WebServices } from "../../../server/http/web-services.ts";
import { shopHref } from "../shop-links.ts";

/** The main links in the spec's order; parents are filled in from the menu data. */
export const mainLinks = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/aboutus" },
  { label: "Shop", to: "/shop" },
  { parent: "skin-care" },
  { parent: "aura-jewels" },
  { parent: "divine-crystals" },
  { parent: "sacred-rituals" },
  { label: "Contact", to: "/contactus" },
] as const;

export interface MenuSubCategory {
  name: string;
  categories: string[];
}

export interface MenuParent {
  /** The menu's label: "Body Soap", "Aura Jewels", ... */
  name: string;
  slug: ParentSlug;
  /** The landing page: /skincare, /aurajewels, /divinecrystals, /sacredrituals. */
  landing: string;
  subCategories: MenuSubCategory[];
  intents: string[];
  chakras: string[];
}

export interface ShopMenu {
  parents: MenuParent[];
}

export async function loadMenu(catalogue: WebServices["catalogue"]): Promise<ShopMenu> {
  const tree = await catalogue.categories();
  const parents = await Promise.all(
    parentCategories.map(async (parent): Promise<MenuParent> => {
      const [intents, chakras] = await Promise.all([
        catalogue.tags("intent", parent.slug),
        catalogue.tags("chakra", parent.slug),
      ]);
      const node = tree.find((entry) => entry.slug === parent.slug);
      return {
        name: parent.name,
        slug: parent.slug,
        landing: parent.landing,
        subCategories: (node?.subCategories ?? []).map((sub) => ({
          name: sub.subCategory,
          categories: sub.categories,
        })),
        intents: intents ?? [],
        chakras: chakras ?? [],
      };
    }),
  );
  return { parents };
}

/** The menu when the catalogue cannot be read: the four parents with no lists, so the frame still works. */
export const emptyMenu: ShopMenu = {
  parents: parentCategories.map((parent) => ({
    name: parent.name,
    slug: parent.slug,
    landing: parent.landing,
    subCategories: [],
    intents: [],
    chakras: [],
  })),
};

export interface MenuLink {
  label: string;
  href: string;
}

/** What a parent's menu lists, as links into /shop with the filters set: both menus render these. */
export interface MenuLinks {
  /** Shop by Category: each sub-category with its categories. */
  groups: Array<MenuLink & { links: MenuLink[] }>;
  /** Shop by Intent and Shop by Chakra (a list left out when empty). */
  columns: Array<{ title: string; links: MenuLink[] }>;
}

/** Body Soap (and any parent still without categories) gets the promo banner alone. */
export function hasMenuLists(parent: MenuParent): boolean {
  return parent.slug !== "skin-care" && parent.subCategories.length > 0;
}

export function menuLinks(parent: MenuParent): MenuLinks {
  const scope = { parentCategory: parent.slug };
  const terms = (title: string, list: string[], filter: "intents" | "chakra") => ({
    title,
    links: list.map((term) => ({ label: term, href: shopHref({ ...scope, [filter]: [term] }) })),
  });
  return {
    groups: parent.subCategories.map((sub) => ({
      label: sub.name,
      href: shopHref({ ...scope, subCategory: [sub.name] }),
      links: sub.categories.map((category) => ({
        label: category,
        href: shopHref({ ...scope, subCategory: [sub.name], category: [category] }),
      })),
    })),
    columns: [
      terms("Shop by Intent", parent.intents, "intents"),
      terms("Shop by Chakra", parent.chakras, "chakra"),
    ].filter((column) => column.links.length > 0),
  };
}
