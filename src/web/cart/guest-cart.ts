// A guest's cart in local storage under `guestCart` (spec section 3): read leniently (anything that
// is not a line is dropped), written whole; a write that fails (storage full or blocked) throws so
// the caller can say 'Failed to save cart. Please try again.'.
import { type CartItem, guestCartKey, parseGuestCart } from "../../core/cart.ts";
import { tellSavedBag } from "./saved-bag.ts";

export function readGuestCart(): CartItem[] {
  try {
    return parseGuestCart(window.localStorage.getItem(guestCartKey));
  } catch {
    // storage blocked (privacy settings): the guest simply has an empty cart
    return [];
  }
}

export function writeGuestCart(items: readonly CartItem[]): void {
  if (items.length === 0) window.localStorage.removeItem(guestCartKey);
  else window.localStorage.setItem(guestCartKey, JSON.stringify(items));
  // a bag saved for reminders follows the cart (emptied: no reminder)
  tellSavedBag(items);
}

export function clearGuestCart(): void {
  try {
    window.localStorage.removeItem(guestCartKey);
    tellSavedBag([]);
  } catch {
    // nothing stored, nothing to clear
  }
}
