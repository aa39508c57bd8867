// The signed-in shopper's wishlist, app-wide: which variants carry a filled heart, and the toggle
// every heart uses. Guests are asked to sign in ('Please login to add items to wishlist').
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { wishlistMessages } from "../../core/cart.ts";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";

export interface WishlistContextValue {
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
  user: { id: string } | null;
  /** The saved variants as the page was rendered. */
  initialIds: readonly string[];
  children: ReactNode;
}

export function WishlistProvider({ user, initialIds, children }: WishlistProviderProps) {
  const toast = useToast();
  const userId = user?.id ?? null;
  const [ids, setIds] = useState(() => new Set(initialIds));
  const owner = useRef(userId);
  owner.current = userId;

  // a sign-in or sign-out: the hearts are the new shopper's
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shopper changes
  useEffect(() => setIds(new Set(initialIds)), [userId]);

  const toggle = useCallback(
    async (productId: string, variantId: string): Promise<boolean | null> => {
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
    [toast],
  );

  const value = useMemo<WishlistContextValue>(
    () => ({ has: (variantId) => ids.has(variantId), toggle }),
    [ids, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
