// The lines being bought. Buy Now hands its one line over in the navigation's state (kept by the
// browser's history, so a reload keeps it); anything else (the bag's Checkout button, a reload, a new
// tab, a direct visit, a restored bag) buys the bag itself: a member's from the server, a guest's from
// this browser's stored bag, the same lines the header's count reads (cart-context.tsx). Either way the
// server prices them again on arrival, and a line whose price changed since it was added says so.
import { useCallback, useEffect, useMemo, useState } from "react";
import { type CartAnswer, type CartItem, type CheckoutLine, lineAvailable } from "../../core/cart.ts";
import { maxCheckoutQuantity } from "../../core/checkout.ts";
import { useCart } from "../cart/cart-context.tsx";
import { readGuestCart } from "../cart/guest-cart.ts";
import { callApi } from "../shared/api.ts";

export interface CheckoutItem extends CartItem {
  /** The unit price the shopper saw when adding the line, when it has changed since (rupees). */
  priceWas: number | null;
}

export type LinesStatus = "loading" | "ready" | "empty";

/** A line can be bought: in stock, in the quantity chosen, within the checkout's limit. */
export function checkoutLineOk(item: CartItem): boolean {
  return lineAvailable(item) && item.quantity <= maxCheckoutQuantity;
}

function withPriceWas(item: CartItem, seen: ReadonlyMap<string, number>): CheckoutItem {
  const was = seen.get(item.variantId);
  return { ...item, priceWas: was !== undefined && was !== item.price ? was : null };
}

/** Buy Now's line, priced by the server; its quantity changes here only (it is not in the bag). */
function useHandedOverLines(handedOver: readonly CheckoutLine[] | null) {
  const [items, setItems] = useState<CheckoutItem[]>([]);
  const [status, setStatus] = useState<LinesStatus>("loading");

  useEffect(() => {
    if (!handedOver) return;
    let live = true;
    const wanted = handedOver.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: Math.min(Math.max(1, Math.trunc(line.quantity) || 1), maxCheckoutQuantity),
      giftWrap: line.giftWrap === true,
    }));
    const seen = new Map(handedOver.map((line) => [line.variantId, line.price]));
    callApi<CartAnswer>("POST", "/api/cart/price", { lines: wanted })
      .then((answer) => {
        if (!live) return;
        setItems(answer.items.map((item) => withPriceWas(item, seen)));
        setStatus(answer.items.length > 0 ? "ready" : "empty");
      })
      .catch((error) => {
        console.error("the checkout lines could not be priced", error);
        if (live) setStatus("empty");
      });
    return () => {
      live = false;
    };
  }, [handedOver]);

  const setQuantity = useCallback((variantId: string, quantity: number) => {
    setItems((current) => current.map((item) => (item.variantId === variantId ? { ...item, quantity } : item)));
  }, []);

  return { items, status, setQuantity };
}

/** The bag's lines, loaded from where the bag lives; a quantity changed here changes the bag. */
function useBagLines(active: boolean) {
  const cart = useCart();
  const { load, signedIn } = cart;
  const [loaded, setLoaded] = useState(false);
  // a guest's stored prices, as seen when the lines were added (a member's bag is priced when read)
  const [seen, setSeen] = useState<ReadonlyMap<string, number>>(() => new Map());

  useEffect(() => {
    if (!active) return;
    let live = true;
    setLoaded(false);
    const stored = signedIn ? [] : readGuestCart();
    setSeen(new Map(stored.map((line) => [line.variantId, line.price])));
    load().finally(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [active, signedIn, load]);

  const items = useMemo(() => cart.items.map((item) => withPriceWas(item, seen)), [cart.items, seen]);
  const status: LinesStatus = !loaded ? "loading" : items.length > 0 ? "ready" : "empty";

  const { setQuantity: setBagQuantity } = cart;
  const setQuantity = useCallback(
    (variantId: string, quantity: number) => {
      const item = cart.items.find((line) => line.variantId === variantId);
      if (item) void setBagQuantity(item, quantity);
    },
    [cart.items, setBagQuantity],
  );

  return { items, status, setQuantity };
}

export function useCheckoutLines(handedOver: readonly CheckoutLine[] | null) {
  const bought = handedOver && handedOver.length > 0 ? handedOver : null;
  const handed = useHandedOverLines(bought);
  const bag = useBagLines(bought === null);
  return bought ? handed : bag;
}
