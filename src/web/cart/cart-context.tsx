// The shopper's cart, app-wide: a member's lives on the server (/api/cart/*), a guest's in local
// storage (priced by the server when the sidebar opens). Signing in merges the guest's lines into
// the member's cart and clears the local copy; signing out leaves an empty guest cart. Every change
// answers with the whole cart, so the lines and the badge never disagree. Who is shopping, and the
// member's count for the badge, come from the visitor's summary after load (visitor.tsx); a change
// asked for before it arrived waits for it.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import {
  addGuestLine,
  type CartAnswer,
  type CartItem,
  cartCount,
  cartMessages,
  guestCartKey,
  maxLineQuantity,
  parseGuestCart,
  stockSaid,
} from "../../core/cart.ts";
import type { Said } from "../../core/i18n.ts";
import { useToast } from "../components/toast.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi, saidOf } from "../shared/api.ts";
import { useVisitor } from "../visitor.tsx";
import { clearGuestCart, readGuestCart, writeGuestCart } from "./guest-cart.ts";

export type CartStatus = "idle" | "loading" | "ready";

export interface CartContextValue {
  items: CartItem[];
  /** Units in the cart (the badge). */
  count: number;
  /** idle: lines not loaded yet (the badge may still know the count); ready: lines are current. */
  status: CartStatus;
  /** The line being changed, if any (its controls wait). */
  busyLine: string | null;
  signedIn: boolean;
  /** Loads the lines with current prices (the sidebar calls it when it opens). */
  load(): Promise<void>;
  /** Add to Cart; true when the line was added or raised. */
  add(line: CartItem): Promise<boolean>;
  setQuantity(item: CartItem, quantity: number): Promise<void>;
  remove(item: CartItem): Promise<void>;
  setGiftWrap(item: CartItem, giftWrap: boolean): Promise<void>;
  /** An order was placed: its variants leave the cart (the server already took them from a member's). */
  forgetOrdered(variantIds: readonly string[]): void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}

export interface CartProviderProps {
  children: ReactNode;
}

const lineRef = (item: CartItem) => ({ productId: item.productId, variantId: item.variantId });
const guestLines = (items: readonly CartItem[]) =>
  items.map((item) => ({ ...lineRef(item), quantity: item.quantity, giftWrap: item.giftWrap }));

export function CartProvider({ children }: CartProviderProps) {
  const toast = useToast();
  const visitor = useVisitor();
  const { known, whenKnown } = visitor;
  const userId = visitor.user?.id ?? null;
  // units in the member's cart as the summary found them (the badge before the lines load)
  const initialCount = visitor.cartCount;
  const [items, setItems] = useState<CartItem[]>([]);
  const [status, setStatus] = useState<CartStatus>("idle");
  const [knownCount, setKnownCount] = useState(initialCount);
  const [busyLine, setBusyLine] = useState<string | null>(null);
  // the owner of the lines in state: answers that arrive after a sign-in or sign-out are dropped
  const owner = useRef(userId);
  owner.current = userId;
  // the page's language for a refusal's reason (a ref: switching language does not remake `add`)
  const { say } = useI18n();
  const sayRef = useRef(say);
  sayRef.current = say;

  const settle = useCallback((answer: CartAnswer, forUser: string | null) => {
    if (owner.current !== forUser) return;
    setItems(answer.items);
    setKnownCount(answer.count);
    setStatus("ready");
  }, []);

  // who is shopping changed (or became known after load): start from their cart. (initialCount
  // belongs to the summary read then; later pages must not reset the count.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shopper changes
  useEffect(() => {
    setBusyLine(null);
    if (userId === null) {
      const local = readGuestCart();
      setItems(local);
      setKnownCount(cartCount(local));
      setStatus("idle");
      return;
    }
    setItems([]);
    setKnownCount(initialCount);
    setStatus("idle");
    // a page rendered for the member: their bag's count and a guest cart to merge wait for the summary
    if (!known) return;
    const local = readGuestCart();
    if (local.length === 0) return;
    // signed in with a guest cart: its lines join the member's cart, then the local copy goes
    callApi<CartAnswer & { reduced: boolean }>("POST", "/api/cart/merge", { userId, lines: guestLines(local) })
      .then((answer) => {
        clearGuestCart();
        settle(answer, userId);
        toast(answer.reduced ? cartMessages.mergedReduced : cartMessages.merged, { tone: "info" });
      })
      .catch((error) => console.error("the guest cart could not be merged", error));
  }, [userId, known]);

  // the summary's count arrived after the shopper was known (a sign-in follows the server at once):
  // the badge takes it unless the lines are loaded already (they are the count then)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the summary's count arrives
  useEffect(() => {
    if (userId !== null && status !== "ready") setKnownCount(initialCount);
  }, [initialCount]);

  // a guest's cart changed in another tab
  useEffect(() => {
    if (userId !== null) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== guestCartKey && event.key !== null) return;
      const local = parseGuestCart(event.newValue);
      setItems(local);
      setKnownCount(cartCount(local));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [userId]);

  const load = useCallback(async () => {
    await whenKnown();
    const forUser = owner.current;
    setStatus((current) => (current === "ready" ? current : "loading"));
    try {
      if (forUser !== null) {
        settle(await callApi<CartAnswer>("GET", `/api/cart/fetchCartItems?userId=${forUser}`), forUser);
        return;
      }
      const local = readGuestCart();
      if (local.length === 0) {
        settle({ items: [], count: 0 }, null);
        return;
      }
      const priced = await callApi<CartAnswer>("POST", "/api/cart/price", { lines: guestLines(local) });
      settle(priced, null);
      try {
        writeGuestCart(priced.items);
      } catch {
        // the lines on screen are right; the stored copy refreshes on the next change
      }
    } catch (error) {
      // spec section 8: cart loading failures are only logged; a guest still sees the stored lines
      console.error("the cart could not be loaded", error);
      if (owner.current === forUser) setStatus(forUser === null ? "ready" : "idle");
    }
  }, [settle, whenKnown]);

  /** Runs a change to a guest's stored cart; false (and the spec's alert) when it could not be saved. */
  const saveGuest = useCallback(
    (next: CartItem[]): boolean => {
      try {
        writeGuestCart(next);
      } catch {
        toast(cartMessages.saveFailed, { tone: "error" });
        return false;
      }
      setItems(next);
      setKnownCount(cartCount(next));
      return true;
    },
    [toast],
  );

  const add = useCallback(
    async (line: CartItem): Promise<boolean> => {
      await whenKnown();
      const forUser = owner.current;
      if (forUser === null) {
        const result = addGuestLine(readGuestCart(), line);
        if (!result.ok) {
          toast(result.said ?? result.message, { tone: "error" });
          return false;
        }
        if (!saveGuest(result.items)) return false;
        toast(result.merged ? cartMessages.updated : cartMessages.added, { tone: "success" });
        return true;
      }
      try {
        const answer = await callApi<CartAnswer & { message: string }>("POST", "/api/cart/add", {
          userId: forUser,
          ...lineRef(line),
          quantity: line.quantity,
        });
        settle(answer, forUser);
        toast(answer.message, { tone: "success" });
        return true;
      } catch (error) {
        toast(addFailure(error, sayRef.current), { tone: "error" });
        return false;
      }
    },
    [saveGuest, settle, toast, whenKnown],
  );

  /**
   * A change to one line, shown at once: a guest's is saved in local storage; a member's is sent
   * and the server's answer replaces it (or, when refused, the cart is loaded again as it is).
   */
  const change = useCallback(
    async (item: CartItem, apply: (items: CartItem[]) => CartItem[], member: () => Promise<CartAnswer>) => {
      const forUser = owner.current;
      if (forUser === null) {
        saveGuest(apply(readGuestCart()));
        return;
      }
      setBusyLine(item.variantId);
      setItems((current) => apply(current));
      try {
        settle(await member(), forUser);
      } catch (error) {
        // a stock refusal's words with its numbers apart (`said`): said in the page's language
        toast(error instanceof ApiError ? (saidOf(error) ?? cartMessages.serverError) : cartMessages.serverError, {
          tone: "error",
        });
        await load();
      } finally {
        setBusyLine(null);
      }
    },
    [load, saveGuest, settle, toast],
  );

  const setQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      const wanted = Math.min(Math.max(1, Math.trunc(quantity)), maxLineQuantity);
      if (owner.current === null && wanted > item.stock) {
        toast(stockSaid(item.stock), { tone: "error" });
        return Promise.resolve();
      }
      return change(
        item,
        (items) => items.map((line) => (line.variantId === item.variantId ? { ...line, quantity: wanted } : line)),
        () => callApi("PUT", "/api/cart/updateQuantity", { userId: owner.current, ...lineRef(item), quantity: wanted }),
      );
    },
    [change, toast],
  );

  const remove = useCallback(
    (item: CartItem) =>
      change(
        item,
        (items) => items.filter((line) => line.variantId !== item.variantId),
        () => callApi("DELETE", "/api/cart/removeItem", { userId: owner.current, ...lineRef(item) }),
      ),
    [change],
  );

  const setGiftWrap = useCallback(
    (item: CartItem, giftWrap: boolean) =>
      change(
        item,
        (items) => items.map((line) => (line.variantId === item.variantId ? { ...line, giftWrap } : line)),
        () => callApi("PUT", "/api/cart/giftWrap", { userId: owner.current, ...lineRef(item), giftWrap }),
      ),
    [change],
  );

  const forgetOrdered = useCallback(
    (variantIds: readonly string[]) => {
      const ordered = new Set(variantIds);
      if (owner.current === null) {
        try {
          writeGuestCart(readGuestCart().filter((line) => !ordered.has(line.variantId)));
        } catch {
          // the lines stay; the shopper can remove them
        }
        const local = readGuestCart();
        setItems(local);
        setKnownCount(cartCount(local));
        setStatus("idle");
        return;
      }
      setItems((current) => current.filter((line) => !ordered.has(line.variantId)));
      void load();
    },
    [load],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: status === "ready" ? cartCount(items) : knownCount,
      status,
      busyLine,
      signedIn: userId !== null,
      load,
      add,
      setQuantity,
      remove,
      setGiftWrap,
      forgetOrdered,
    }),
    [items, knownCount, status, busyLine, userId, load, add, setQuantity, remove, setGiftWrap, forgetOrdered],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The spec's words for a failed Add to Cart (section 8). */
function addFailure(error: unknown, say: (words: string) => string): string | Said {
  if (error instanceof ApiError) {
    if (error.network) return cartMessages.network;
    // a stock refusal says it plainly ("Only 2 left in stock."), in the page's language (its `said`)
    if (error.status === 409) return saidOf(error) ?? error.message;
    // the reason is the server's English message: said in the page's language when the catalogue has it
    return {
      message: `${cartMessages.addFailed}: {reason}`,
      values: { reason: say(error.message || cartMessages.serverError) },
    };
  }
  return error instanceof Error && error.message ? error.message : cartMessages.addFailed;
}
