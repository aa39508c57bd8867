// The checkout's shared rules: the spec's messages and the order its required fields are checked
// in, the quantity choices, and the contact and address check the page runs before it sends (the
// server runs the same rules again through core/schemas/checkout.ts). No zod: the page bundles it.
import { maxLineQuantity } from "./cart.ts";
import { inEnglish, type Said } from "./i18n.ts";
import { deliveryCountries, findIndianState, isPincode } from "./india.ts";
import { isIndianMobile } from "./phone.ts";

/** The most units of one line at checkout: the cart's one limit (core/cart.ts). */
export const maxCheckoutQuantity = maxLineQuantity;

/** Quantities a line's dropdown offers: 1 to the smaller of 10 and the stock (10 when unknown). */
export function quantityChoices(stock: number | null | undefined): number[] {
  const most = stock == null ? maxCheckoutQuantity : Math.min(maxCheckoutQuantity, Math.max(stock, 1));
  return Array.from({ length: most }, (_, index) => index + 1);
}

export const checkoutMessages = {
  storeCreditChanged: "Your store credit changed meanwhile. Please review your order and place it again.",
  noProducts: "No product data found. Please go back and select products.",
  emptyCart: "Your cart is empty.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid phone number.",
  invalidPincode: "Please enter a valid 6-digit PIN code.",
  unknownState: "Please choose a state from the list.",
  countryNotServed: "We deliver within India only for now.",
  placeFailed: "Failed to place order. Please try again.",
  paymentFailed: "Failed to initiate payment. Please try again.",
  verificationFailed: "Payment verification failed. Please try again.",
  gatewayFailed: "Failed to load payment gateway. Please try again.",
  placed: "Order placed successfully",
  paid: "Payment successful",
  onlineUnavailable: "Online payment is not available right now. Please choose Pay on Delivery.",
  /** verify-payment's 409 `payment_refunded`: its first sentence; where the refund goes follows. */
  latePaymentRefunded:
    "Your payment came after this order was cancelled and its items or coupon were no longer held for you, so it has been refunded in full.",
  /** The checkout's next step after that refusal: nothing was ordered, the bag is as it was. */
  latePaymentNext: "Nothing was ordered. Your bag is as it was: check it and place the order again when you are ready.",
} as const;

/**
 * The words of the optional gift message or note (Shopify's order note) where it is asked for and shown;
 * its limit and refusals are in schemas/checkout.ts (orderNoteSchema).
 */
export const orderNoteWords = {
  disclosure: "Add a gift message or note",
  label: "Gift message or note for us",
  hint: "We print it on the packing slip inside the parcel, which shows no prices.",
  /** Its heading on the order pages, the packing slip and the e-mails. */
  shown: "Gift message or note",
} as const;

/** The coupon's answers with a number in them, their values apart (core/i18n.ts Said). */
export const couponSaid = {
  belowMinimum: (minimum: string): Said => ({ message: "Cart value is less than {minimum}.", values: { minimum } }),
} as const;

export const couponMessages = {
  empty: "Please enter a coupon code.",
  loginRequired: "You need to login to use coupons",
  invalid: "Invalid coupon code",
  alreadyUsed: "You have already used this coupon.",
  expired: "This coupon has expired.",
  inactive: "This coupon is no longer active.",
  checkFailed: "Failed to validate coupon. Please try again.",
  applied: "Coupon applied successfully!",
  belowMinimum: (minimum: string) => inEnglish(couponSaid.belowMinimum(minimum)),
} as const;

/** "Please fill in the {field} field." */
export const fillIn = (field: string) => `Please fill in the ${field} field.`;

export interface CheckoutForm {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The required fields with the spec's labels, in the order they are checked. */
export const requiredCheckoutFields: ReadonlyArray<[keyof CheckoutForm, string]> = [
  ["addressLine1", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["country", "Country"],
  ["zipCode", "Postal Code"],
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["email", "Email"],
  ["phone", "Phone"],
];

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first problem with the checkout form, in the spec's order (null when it can be sent). With
 * `address: false` (a saved address is chosen) only the contact details are checked.
 */
export function checkoutFormError(
  form: CheckoutForm,
  options: { address?: boolean } = {},
): { field: keyof CheckoutForm; message: string } | null {
  const checkAddress = options.address ?? true;
  for (const [field, label] of requiredCheckoutFields) {
    const isAddressField = !["firstName", "lastName", "email", "phone"].includes(field);
    if (isAddressField && !checkAddress) continue;
    if (form[field].trim() === "") return { field, message: fillIn(label) };
  }
  if (checkAddress) {
    if (!deliveryCountries.some((country) => country.toLowerCase() === form.country.trim().toLowerCase())) {
      return { field: "country", message: checkoutMessages.countryNotServed };
    }
    if (!findIndianState(form.state)) return { field: "state", message: checkoutMessages.unknownState };
    if (!isPincode(form.zipCode)) return { field: "zipCode", message: checkoutMessages.invalidPincode };
  }
  if (!emailShape.test(form.email.trim())) return { field: "email", message: checkoutMessages.invalidEmail };
  if (!isIndianMobile(form.phone)) return { field: "phone", message: checkoutMessages.invalidPhone };
  return null;
}
