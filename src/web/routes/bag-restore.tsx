// /bag/restore?token=…: the link in an abandoned-bag reminder (no sign-in: the token is random, kept
// hashed and expires). A guest's bag comes back into this browser's bag, a member's lines into their
// cart, priced now; a member's own bag opened signed out asks them to sign in. Then on to checkout.
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { CartItem } from "../../core/cart.ts";
import { fromRupees } from "../../core/money.ts";
import { bagMessages, bagRestoreSchema } from "../../core/schemas/bags.ts";
import { writeGuestCart } from "../cart/guest-cart.ts";
import { ButtonLink } from "../components/button.tsx";
import { English, type I18n, metaI18n, useI18n } from "../i18n/i18n.tsx";
import type { Route } from "./+types/bag-restore";
import "../styles/content.css";

// the page shows a bag to whoever holds the link: never cached
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Your bag · Sattva") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = bagRestoreSchema.safeParse({ token: new URL(request.url).searchParams.get("token") ?? "" });
  if (!parsed.success) return data({ ok: false as const, message: bagMessages.linkInvalid }, { status: 404 });
  try {
    const answer = await context.services.bags.restore(
      parsed.data.token,
      context.user ? { id: context.user.id } : null,
    );
    return { ok: true as const, answer };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 410) {
      return data({ ok: false as const, message: (error as Error).message }, { status });
    }
    throw error;
  }
}

function note(item: CartItem, t: I18n["t"]): string | null {
  if (item.stock <= 0) return t("Sold out");
  if (item.stock < item.quantity) return t("Only {count} left", { count: item.stock });
  return null;
}

export default function BagRestore({ loaderData }: Route.ComponentProps) {
  const answer = loaderData.ok ? loaderData.answer : null;
  const [ready, setReady] = useState(answer?.kind !== "guest");
  const { t, to, money } = useI18n();

  useEffect(() => {
    if (answer?.kind !== "guest") return;
    // the guest's bag lives in this browser: put the lines back before checkout reads them
    try {
      writeGuestCart(answer.items);
    } finally {
      setReady(true);
    }
  }, [answer]);

  return (
    <div className="page-width section narrow-page">
      <p className="eyebrow">{t("Your bag")}</p>
      {!loaderData.ok ? (
        <>
          <h1>{t("This link does not work")}</h1>
          <p className="form-error">{t(loaderData.message)}</p>
          <ButtonLink to={to("/shop")}>{t("Continue shopping")}</ButtonLink>
        </>
      ) : answer?.kind === "sign_in" ? (
        <>
          <h1>{t("Your bag is in your account")}</h1>
          <p>{t(bagMessages.signInForBag)}</p>
          <ButtonLink to={to("/login")}>{t("Sign in")}</ButtonLink>
        </>
      ) : answer ? (
        <>
          <h1>{t(bagMessages.restored)}</h1>
          <p>{t("At today's prices:")}</p>
          <ul className="bag-restore__lines">
            {answer.items.map((item) => (
              <li key={item.variantId}>
                <strong>
                  <English>{item.name}</English>
                </strong>{" "}
                · <English>{item.title}</English> · {item.quantity} × {money(fromRupees(item.price))}
                {note(item, t) && <span className="form-error"> · {note(item, t)}</span>}
              </li>
            ))}
          </ul>
          {answer.items.length > 0 && ready ? (
            <ButtonLink to={to("/checkout-page")} reloadDocument>
              {t("Go to checkout")}
            </ButtonLink>
          ) : (
            <Link to={to("/shop")}>{t("Continue shopping")}</Link>
          )}
        </>
      ) : null}
    </div>
  );
}
