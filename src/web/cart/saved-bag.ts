// A guest's bag saved for reminders (the checkout's "Remind me about my bag"): the browser keeps the
// token POST /api/bag-reminders answered, under `savedBag` in local storage, and tells the server
// every change of the guest cart (PUT /api/bag-reminders/lines; no lines: emptied), so a reminder
// shows what is in the bag and none goes once it is empty. The server answers open: false when the
// bag is closed or ordered: the token is forgotten.
import type { CartItem } from "../../core/cart.ts";
import { callApi } from "../shared/api.ts";

const savedBagKey = "savedBag";

interface SavedBag {
  token: string;
  /** The lines last told to the server, so pricing a bag again tells nothing. */
  told: string;
}

const linesOf = (items: readonly Pick<CartItem, "productId" | "variantId" | "quantity" | "giftWrap">[]) =>
  items.map(({ productId, variantId, quantity, giftWrap }) => ({ productId, variantId, quantity, giftWrap }));

function read(): SavedBag | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(savedBagKey) ?? "null") as Partial<SavedBag> | null;
    return typeof stored?.token === "string" ? { token: stored.token, told: String(stored.told ?? "") } : null;
  } catch {
    return null;
  }
}

function write(bag: SavedBag | null): void {
  try {
    if (bag) window.localStorage.setItem(savedBagKey, JSON.stringify(bag));
    else window.localStorage.removeItem(savedBagKey);
  } catch {
    // storage blocked: the reminders show the lines saved at checkout
  }
}

/** The checkout saved this guest's bag (or the box was unticked: null). */
export function rememberSavedBag(
  token: string | null,
  lines: readonly Pick<CartItem, "productId" | "variantId" | "quantity" | "giftWrap">[] = [],
): void {
  write(token ? { token, told: JSON.stringify(linesOf(lines)) } : null);
}

/** The guest cart was written: tells the server, when a saved bag exists and its lines changed. */
export function tellSavedBag(items: readonly CartItem[]): void {
  const saved = read();
  if (!saved) return;
  const lines = linesOf(items);
  const told = JSON.stringify(lines);
  if (told === saved.told) return;
  write({ ...saved, told });
  callApi<{ open: boolean }>("PUT", "/api/bag-reminders/lines", { token: saved.token, lines })
    .then((answer) => {
      if (!answer.open) write(null);
    })
    .catch(() => {
      // told again with the next change
      const now = read();
      if (now?.token === saved.token) write({ ...now, told: saved.told });
    });
}
