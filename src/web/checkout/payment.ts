// The checkout's calls: a cash-on-delivery order, or an online one (create the order, pay in
// Razorpay's checkout or the sandbox page, verify the signature, or give the order up when the
// window is closed). Every submit carries an Idempotency-Key, so a double click makes one order.
import { checkoutMessages } from "../../core/checkout.ts";
import { callApi } from "../shared/api.ts";

export interface OrderSummaryAnswer {
  _id: string;
  number: number;
  totalAmount: number;
}

export interface PlacedAnswer {
  success: boolean;
  message: string;
  order: OrderSummaryAnswer;
  accessKey: string;
  /** The single-use key of the COD order's confirm link. */
  confirmToken: string;
}

export interface OnlineOrder {
  id: string;
  amount: number;
  currency: string;
  provider: "razorpay" | "sandbox";
  key: string | null;
  orderId: string;
  accessKey: string;
  prefill: { name: string; email: string; contact: string };
}

export interface PaymentFields {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

async function send<T>(path: string, body: unknown, key: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("Network error. Please check your connection and try again.");
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const error = answer?.error;
    throw Object.assign(new Error(error?.message ?? checkoutMessages.placeFailed), { fields: error?.fields ?? {} });
  }
  return answer as T;
}

export const placeCodOrder = (body: unknown, key: string) => send<PlacedAnswer>("/api/userorder/placeorder", body, key);

/** Store credit and a gift card paid the whole order: placed and paid, nothing for the provider (decision 0062). */
export interface PaidInFull {
  paidInFull: true;
  orderId: string;
  accessKey: string;
  order: OrderSummaryAnswer;
}

export const createOnlineOrder = (body: unknown, key: string) =>
  send<OnlineOrder | PaidInFull>("/api/payment/create-order", body, key);

export function verifyPayment(fields: PaymentFields) {
  return callApi<{ success: boolean; order: OrderSummaryAnswer }>("POST", "/api/payment/verify-payment", fields);
}

export function abandonPayment(order: OnlineOrder, failed: boolean) {
  return callApi("POST", "/api/payment/abandon", { orderId: order.orderId, key: order.accessKey, failed }).catch(
    (error) => console.error("the unpaid order could not be given up", error),
  );
}

export function sandboxPay(order: OnlineOrder, outcome: "success" | "failure") {
  return callApi<PaymentFields>("POST", "/api/payment/sandbox/pay", { orderId: order.id, outcome });
}

interface RazorpayCheckout {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

let razorpayScript: Promise<void> | null = null;

/** Razorpay's checkout script, loaded once when first needed. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  razorpayScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://checkout.razorpay.com/v1/checkout.js";
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      razorpayScript = null;
      reject(new Error(checkoutMessages.gatewayFailed));
    };
    document.head.append(script);
  });
  return razorpayScript;
}

/** Opens Razorpay's checkout for the order; settles with the signed fields, or null when closed. */
export function payWithRazorpay(order: OnlineOrder, shopName: string): Promise<PaymentFields | null> {
  return new Promise((resolve, reject) => {
    const Razorpay = window.Razorpay;
    if (!Razorpay || !order.key) {
      reject(new Error(checkoutMessages.gatewayFailed));
      return;
    }
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: shopName,
      description: "Payment for your order",
      prefill: order.prefill,
      theme: { color: "#5B3F8C" },
      handler: (fields: PaymentFields) => resolve(fields),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on("payment.failed", (response) =>
      reject(new Error(response.error?.description ?? checkoutMessages.verificationFailed)),
    );
    checkout.open();
  });
}
