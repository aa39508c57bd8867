// /wishlist (guarded): the signed-in shopper's saved products as cards, newest first, with the
// same empty state as the dashboard's Wishlist tab.

import { countOf } from "../../core/plural.ts";
import { WishlistView } from "../cart/wishlist-view.tsx";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/wishlist";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Wishlist · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const entries = await context.services.wishlist.entries(user.id);
  return { entries, shopName: (await context.services.settings.site()).shopName };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { entries, shopName } = loaderData;
  const count = entries.length;
  return (
    <div className="wishlist-page page-width page-width--wide">
      <header className="wishlist-header">
        <p className="eyebrow">Your saved pieces</p>
        <h1 className="wishlist-header__title">Wishlist</h1>
        {count > 0 && <p className="wishlist-header__count">{countOf(count, "product")}</p>}
      </header>
      <WishlistView entries={entries} shopName={shopName} />
    </div>
  );
}
