// The signed-in shopper's wishlist, app-wide: which variants carry a filled heart, and the toggle
// every heart uses. Guests are asked to sign in ('Please login to add items to wishlist'). The saved
// variants come from the visitor's summary after load (visitor.tsx); a heart tapped before it
// arrived waits for it.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { wishlistMessages } from "../../core/cart.ts";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { useVisitor } from "../visitor.tsx";

export interface WishlistContextValue {
  /** False until the visitor's summary arrived: until then `has` knows nothing. */
  known: boolean;
  has(variantId: string): boolean;
  /** Flips the variant in or out; answers whether it is now on the wishlist (null: nothing changed). */
  toggle(productId: string, variantId: string): Promise<boolean | null>;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

export function useWishlist(): WishlistContextValue {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error("useWishlist must be used inside <WishlistProvider>");
  return wishlist;
}

interface ToggleAnswer {
  wishlisted: boolean;
  message: string;
  wishlist: { items: Array<{ productId: string; variantId: string }> };
}

export interface WishlistProviderProps {
  children: ReactNode;
}

export function WishlistProvider({ children }: WishlistProviderProps) {
  const toast = useToast();
  const visitor = useVisitor();
  const { known, whenKnown } = visitor;
  const userId = visitor.user?.id ?? null;
  // the saved variants as the summary found them
  const initialIds = visitor.wishlist;
  const [ids, setIds] = useState(() => new Set(initialIds));
  const owner = useRef(userId);
  owner.current = userId;

  // known after load, a sign-in or sign-out: the hearts are the shopper's
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shopper changes
  useEffect(() => setIds(new Set(initialIds)), [userId, known, initialIds]);

  const toggle = useCallback(
    async (productId: string, variantId: string): Promise<boolean | null> => {
      await whenKnown();
      const forUser = owner.current;
      if (forUser === null) {
        toast(wishlistMessages.loginRequired, { tone: "error" });
        return null;
      }
      try {
        const answer = await callApi<ToggleAnswer>("POST", "/api/wishlist/toggle", {
          userId: forUser,
          productId,
          variantId,
        });
        if (owner.current === forUser) setIds(new Set(answer.wishlist.items.map((item) => item.variantId)));
        toast(answer.message, { tone: "success" });
        return answer.wishlisted;
      } catch (error) {
        const message = error instanceof ApiError && error.status !== 0 ? error.message : wishlistMessages.failed;
        toast(message || wishlistMessages.failed, { tone: "error" });
        return null;
      }
    },
    [toast, whenKnown],
  );

  const value = useMemo<WishlistContextValue>(
    () => ({ known, has: (variantId) => ids.has(variantId), toggle }),
    [known, ids, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
