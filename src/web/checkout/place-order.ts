// The pure parts of placing an order from the checkout page (use-place-order.ts runs them): the
// request the page sends, its Idempotency-Key, which online flow a provider takes, how a refusal
// is shown (field errors, the Pay on Delivery refusal, the message above the buttons), where a
// placed order goes, and what the page promises about paying.
import { type CheckoutForm, checkoutMessages } from "../../core/checkout.ts";
import { type Language, type Said, sentences } from "../../core/i18n.ts";
import { ApiError, saidOf } from "../shared/api.ts";
import type { CheckoutItem } from "./checkout-lines.ts";

export type PaymentMethod = "COD" | "UPI";

/** How online payment runs: Razorpay's checkout, the shop's sandbox panel, or not at all. */
export type OnlineFlow = "razorpay" | "sandbox" | "unavailable";

export function onlineFlow(payments: { provider: "razorpay" | "sandbox" } | null): OnlineFlow {
  return payments ? payments.provider : "unavailable";
}

/** The checkout's optional choices that travel with the order. */
export interface OrderExtras {
  useStoreCredit?: boolean;
  whatsappUpdates?: boolean;
  /** The gift message or note as typed (the server trims it; blank is none). */
  orderNote?: string;
  /** A member's "Save this address": the typed address joins their address book. */
  saveAddress?: boolean;
  /** A gift card's code (decision 0062): it pays what it can. */
  giftCardCode?: string | null;
  /** The page's language: the order's mails are written in it (decision 0064). */
  language?: Language;
}

/**
 * The order request: the lines, a saved address by id or the typed one, the contact, the coupon, and
 * the extras the shopper chose.
 */
export function orderRequest(
  items: readonly CheckoutItem[],
  form: CheckoutForm,
  savedAddressId: string | null,
  couponCode: string | null,
  paymentMethod: PaymentMethod,
  {
    useStoreCredit = false,
    whatsappUpdates = false,
    orderNote = "",
    saveAddress = false,
    giftCardCode = null,
    language = "en",
  }: OrderExtras = {},
) {
  return {
    orderItems: items.map((item) => ({
      product: item.productId,
      variant: item.variantId,
      quantity: item.quantity,
      giftWrap: item.giftWrap,
    })),
    shippingAddress: savedAddressId
      ? { addressId: savedAddressId }
      : {
          addressLine1: form.addressLine1,
          addressLine2: form.addressLine2,
          city: form.city,
          state: form.state,
          country: form.country,
          zipCode: form.zipCode,
        },
    guestUser: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone },
    paymentMethod,
    ...(couponCode ? { appliedCoupon: couponCode } : {}),
    ...(useStoreCredit ? { useStoreCredit: true } : {}),
    ...(giftCardCode ? { giftCardCode } : {}),
    ...(whatsappUpdates ? { whatsappUpdates: true } : {}),
    ...(orderNote.trim() ? { orderNote } : {}),
    ...(saveAddress && !savedAddressId ? { saveAddress: true } : {}),
    // English is the default: an English order's request is as it was
    ...(language !== "en" ? { language } : {}),
  };
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface Attempt {
  body: string;
  key: string;
}

/** The same request keeps its key (a double submit replays the first answer); a changed one gets a new key. */
export function attemptFor(previous: Attempt | null, body: unknown, makeKey = newIdempotencyKey): Attempt {
  const text = JSON.stringify(body);
  return previous?.body === text ? previous : { body: text, key: makeKey() };
}

const formFieldNames: ReadonlySet<string> = new Set<keyof CheckoutForm>([
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "country",
  "zipCode",
  "firstName",
  "lastName",
  "email",
  "phone",
]);

/** A server field path ("shippingAddress.city", "guestUser.email") as the form's field name. */
export function formFieldOf(path: string): keyof CheckoutForm | null {
  const name = path.split(".").at(-1) ?? "";
  return formFieldNames.has(name) ? (name as keyof CheckoutForm) : null;
}

export type FieldErrors = Partial<Record<keyof CheckoutForm, string>>;

export interface Refusal {
  /** The message above the buttons (an answer's `said`, its numbers apart, when it has one). */
  message: string | Said;
  /** Errors under the form's fields, the first one per field. */
  fields: FieldErrors;
  /** Why the server refused Pay on Delivery for this order (its phone, say), when it did. */
  codRefused: string | Said | null;
}

/** How a failed request shows: the server's message (or `fallback`) and its field errors where they belong. */
export function refusalOf(error: unknown, fallback: string): Refusal {
  const serverFields = (error as { fields?: Record<string, string> } | null)?.fields ?? {};
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(serverFields)) {
    const field = formFieldOf(path);
    if (field) fields[field] ??= message;
  }
  const message = saidOf(error) ?? fallback;
  const cod = serverFields.paymentMethod;
  return {
    message,
    fields,
    // the COD refusal is the answer's message: its `said` too (a limit, hours to confirm in)
    codRefused: cod === undefined ? null : error instanceof Error && cod === error.message ? message : cod,
  };
}

/**
 * What the page says when verify-payment fails: the server's refusal (its `said`, else its message) for
 * a 4xx, with the next step after a late payment's refund (nothing was ordered, the bag is unchanged);
 * the generic "verification failed" only when no answer came or the server failed (5xx).
 */
export function verifyRefusal(error: unknown): string | Said {
  if (!(error instanceof ApiError) || error.network || error.status >= 500) return checkoutMessages.verificationFailed;
  const refusal = saidOf(error) ?? checkoutMessages.verificationFailed;
  if (error.code !== "payment_refunded") return refusal;
  const said = typeof refusal === "string" ? { message: refusal } : refusal;
  return sentences([said, { message: checkoutMessages.latePaymentNext }]);
}

/** The thank-you page of a placed order (with the COD confirm link's token, when there is one). */
export function thankYouPath(orderId: string, accessKey: string, confirmToken?: string): string {
  const confirm = confirmToken ? `&confirm=${encodeURIComponent(confirmToken)}` : "";
  return `/thankyou-page?order=${orderId}&key=${encodeURIComponent(accessKey)}${confirm}`;
}

/** The line under the buttons: only the ways to pay this order can use. */
export function paymentNote(ways: { online: boolean; cashOnDelivery: boolean }): string | null {
  if (ways.online && ways.cashOnDelivery) {
    return "Payments are encrypted. Pay online by UPI, card or net banking, or in cash when your order arrives.";
  }
  if (ways.online) return "Payments are encrypted. Pay online by UPI, card or net banking.";
  if (ways.cashOnDelivery) return "Pay in cash when your order arrives.";
  return null;
}
