// The lines being bought: what the cart or Buy Now handed over (navigation state, kept in session
// storage so a reload keeps them), priced again by the server on arrival. A line whose price or
// stock changed since it was added says so before the shopper pays.
import { useCallback, useEffect, useState } from "react";
import { type CartAnswer, type CartItem, type CheckoutLine, lineAvailable } from "../../core/cart.ts";
import { maxCheckoutQuantity } from "../../core/checkout.ts";
import { callApi } from "../shared/api.ts";

const storageKey = "checkoutLines";

export interface CheckoutItem extends CartItem {
  /** The unit price the shopper saw when adding the line, when it has changed since (rupees). */
  priceWas: number | null;
}

export type LinesStatus = "loading" | "ready" | "empty";

function storedLines(): CheckoutLine[] | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as CheckoutLine[]) : null;
  } catch {
    return null;
  }
}

function storeLines(lines: readonly CheckoutLine[]) {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(lines));
  } catch {
    // without storage a reload asks the shopper to go back: nothing else is lost
  }
}

export function forgetCheckoutLines() {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // nothing stored
  }
}

/** A line can be bought: in stock, in the quantity chosen, within the checkout's limit. */
export function checkoutLineOk(item: CartItem): boolean {
  return lineAvailable(item) && item.quantity <= maxCheckoutQuantity;
}

export function useCheckoutLines(handedOver: readonly CheckoutLine[] | null) {
  const [items, setItems] = useState<CheckoutItem[]>([]);
  const [status, setStatus] = useState<LinesStatus>("loading");

  useEffect(() => {
    const lines = handedOver && handedOver.length > 0 ? handedOver : storedLines();
    if (!lines || lines.length === 0) {
      setStatus("empty");
      return;
    }
    storeLines(lines);
    let live = true;
    const wanted = lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: Math.min(Math.max(1, Math.trunc(line.quantity) || 1), maxCheckoutQuantity),
      giftWrap: line.giftWrap === true,
    }));
    callApi<CartAnswer>("POST", "/api/cart/price", { lines: wanted })
      .then((answer) => {
        if (!live) return;
        const shown = new Map(lines.map((line) => [line.variantId, line.price]));
        setItems(
          answer.items.map((item) => {
            const was = shown.get(item.variantId);
            return { ...item, priceWas: was !== undefined && was !== item.price ? was : null };
          }),
        );
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
    setItems((current) => {
      const next = current.map((item) => (item.variantId === variantId ? { ...item, quantity } : item));
      storeLines(next.map((item) => ({ ...item, size: "Default", tax: 0 as const })));
      return next;
    });
  }, []);

  return { items, status, setQuantity };
}
