// A catalogue term on a page in either language (decision 0061). A few lines several pages share
// (shop, landings, product, contact): built into the frame chunk (vite.config.ts tinyShared) rather
// than a script of its own.
import { useI18n } from "./i18n.tsx";

/**
 * A catalogue term (a category, concern, chakra or country name) or a text from the settings: its
 * Hindi where the catalogue has words for it (the menus' fixed names, a setting's default text), else
 * the English marked lang="en", as product data is.
 */
export function Term({ name }: { name: string }) {
  const { t, language } = useI18n();
  const shown = t(name);
  return language !== "en" && shown === name ? <span lang="en">{name}</span> : shown;
}
