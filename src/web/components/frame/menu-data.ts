// The navigation's data: for each parent category its sub-categories with their categories, and
// the intents and chakras its menus list. Loaded by the root loader from the cached catalogue
// service (cheap on every navigation) and shared by the desktop mega menu and the side menu.
import { type ParentSlug, parentCategories } from "../../../core/catalogue.ts";
import type { WebServices } from "../../../server/http/web-services.ts";

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
