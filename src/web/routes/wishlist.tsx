// /wishlist (guarded): the signed-in shopper's saved products as cards, newest first, with the
// same empty state as the dashboard's Wishlist tab.

import { WishlistView } from "../cart/wishlist-view.tsx";
import { requireUser } from "../guards.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import type { Route } from "./+types/wishlist";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: `${t("Wishlist")} · Sattva` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const entries = await context.services.wishlist.entries(user.id);
  return { entries, shopName: (await context.services.settings.site()).shopName };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { entries, shopName } = loaderData;
  const count = entries.length;
  return (
    <div className="wishlist-page page-width page-width--wide">
      <header className="wishlist-header">
        <p className="eyebrow">{t("Your saved pieces")}</p>
        <h1 className="wishlist-header__title">{t("Wishlist")}</h1>
        {count > 0 && (
          <p className="wishlist-header__count">{t("{n, plural, one {# product} other {# products}}", { n: count })}</p>
        )}
      </header>
      <WishlistView entries={entries} shopName={shopName} />
    </div>
  );
}
