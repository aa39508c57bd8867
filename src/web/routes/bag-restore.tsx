// /bag/restore?token=…: the link in an abandoned-bag reminder (no sign-in: the token is random, kept
// hashed and expires). A guest's bag comes back into this browser's bag, a member's lines into their
// cart, priced now; a member's own bag opened signed out asks them to sign in. Then on to checkout.
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import type { CartItem } from "../../core/cart.ts";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { bagMessages, bagRestoreSchema } from "../../core/schemas/bags.ts";
import { writeGuestCart } from "../cart/guest-cart.ts";
import { ButtonLink } from "../components/button.tsx";
import type { Route } from "./+types/bag-restore";
import "../styles/content.css";

// the page shows a bag to whoever holds the link: never cached
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Your bag · Sattva" }, { name: "robots", content: "noindex" }];
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

function note(item: CartItem): string | null {
  if (item.stock <= 0) return "Sold out";
  if (item.stock < item.quantity) return `Only ${item.stock} left`;
  return null;
}

export default function BagRestore({ loaderData }: Route.ComponentProps) {
  const answer = loaderData.ok ? loaderData.answer : null;
  const [ready, setReady] = useState(answer?.kind !== "guest");

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
      <p className="eyebrow">Your bag</p>
      {!loaderData.ok ? (
        <>
          <h1>This link does not work</h1>
          <p className="form-error">{loaderData.message}</p>
          <ButtonLink to="/shop">Continue shopping</ButtonLink>
        </>
      ) : answer?.kind === "sign_in" ? (
        <>
          <h1>Your bag is in your account</h1>
          <p>{bagMessages.signInForBag}</p>
          <ButtonLink to="/login">Sign in</ButtonLink>
        </>
      ) : answer ? (
        <>
          <h1>{bagMessages.restored}</h1>
          <p>At today's prices:</p>
          <ul className="bag-restore__lines">
            {answer.items.map((item) => (
              <li key={item.variantId}>
                <strong>{item.name}</strong> · {item.title} · {item.quantity} × {formatRupees(fromRupees(item.price))}
                {note(item) && <span className="form-error"> · {note(item)}</span>}
              </li>
            ))}
          </ul>
          {answer.items.length > 0 && ready ? (
            <ButtonLink to="/checkout-page" reloadDocument>
              Go to checkout
            </ButtonLink>
          ) : (
            <Link to="/shop">Continue shopping</Link>
          )}
        </>
      ) : null}
    </div>
  );
}
