// Placing the order from the checkout page: Pay on Delivery, or an online payment through
// Razorpay's checkout or the sandbox panel (create the order, pay, verify, or give the order up
// when the window closes). Every submit carries an Idempotency-Key: the same request keeps its
// key, so a double click makes one order. The pure steps live in place-order.ts.
import { useRef, useState } from "react";
import { checkoutMessages } from "../../core/checkout.ts";
import type { Said } from "../../core/i18n.ts";
import {
  abandonPayment,
  createOnlineOrder,
  loadRazorpay,
  type OnlineOrder,
  type OrderSummaryAnswer,
  type PaymentFields,
  payWithRazorpay,
  placeCodOrder,
  sandboxPay,
  verifyPayment,
} from "./payment.ts";
import {
  type Attempt,
  attemptFor,
  type FieldErrors,
  onlineFlow,
  type PaymentMethod,
  refusalOf,
  verifyRefusal,
} from "./place-order.ts";

export interface Placed {
  order: OrderSummaryAnswer;
  accessKey: string;
  paymentId?: string;
  confirmToken?: string;
}

export interface PlaceOrderOptions {
  payments: { provider: "razorpay" | "sandbox" } | null;
  shopName: string;
  /** Checks the form before it is sent: the first problem's message (the page marks its field), or null. */
  check: () => string | null;
  /** The order request for a payment method. */
  request: (method: PaymentMethod) => unknown;
  /** The server's field errors, put under the form's fields. */
  onFieldErrors: (errors: FieldErrors) => void;
  /** The order is placed (and paid, online): the page moves on. */
  onPlaced: (placed: Placed) => void;
}

export function usePlaceOrder({ payments, shopName, check, request, onFieldErrors, onPlaced }: PlaceOrderOptions) {
  const [submitting, setSubmitting] = useState<PaymentMethod | null>(null);
  const [formError, setFormError] = useState<string | Said | undefined>();
  const [sandboxOrder, setSandboxOrder] = useState<OnlineOrder | null>(null);
  /** Why the server refused cash on delivery for this order (its phone, say). */
  const [codRefused, setCodRefused] = useState<string | Said | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const busy = submitting !== null;

  function ready(): boolean {
    const problem = check();
    if (problem) setFormError(problem);
    return problem === null;
  }

  function keyFor(body: unknown): string {
    attempt.current = attemptFor(attempt.current, body);
    return attempt.current.key;
  }

  function showFailure(error: unknown, fallback: string) {
    const refusal = refusalOf(error, fallback);
    onFieldErrors(refusal.fields);
    if (refusal.codRefused) setCodRefused(refusal.codRefused);
    setFormError(refusal.message);
  }

  /** Gives an unpaid order up (closed or failed window) and shows why, when it failed. */
  async function giveUp(order: OnlineOrder, failure?: unknown) {
    await abandonPayment(order, failure !== undefined);
    if (failure !== undefined) {
      setFormError(failure instanceof Error ? failure.message : checkoutMessages.verificationFailed);
    }
    setSubmitting(null);
  }

  async function payOnDelivery() {
    setFormError(undefined);
    if (busy || !ready()) return;
    const body = request("COD");
    setSubmitting("COD");
    try {
      const placed = await placeCodOrder(body, keyFor(body));
      onPlaced({ order: placed.order, accessKey: placed.accessKey, confirmToken: placed.confirmToken });
    } catch (error) {
      showFailure(error, checkoutMessages.placeFailed);
      setSubmitting(null);
    }
  }

  async function completeOnline(order: OnlineOrder, fields: PaymentFields) {
    try {
      const verified = await verifyPayment(fields);
      onPlaced({ order: verified.order, accessKey: order.accessKey, paymentId: fields.razorpay_payment_id });
    } catch (error) {
      // the server's refusal as it said it (a late payment's refund, a refused signature); only no
      // answer or a server fault is the generic message
      setFormError(verifyRefusal(error));
      setSubmitting(null);
    }
  }

  async function proceedToPayment() {
    setFormError(undefined);
    if (busy || !ready()) return;
    const body = request("UPI");
    const flow = onlineFlow(payments);
    if (flow === "unavailable") {
      setFormError(checkoutMessages.onlineUnavailable);
      return;
    }
    setSubmitting("UPI");
    let order: OnlineOrder;
    try {
      if (flow === "razorpay") await loadRazorpay();
      const created = await createOnlineOrder(body, keyFor(body));
      if ("paidInFull" in created) {
        // a gift card (and store credit) paid it all: nothing to pay online
        attempt.current = null;
        onPlaced({ order: created.order, accessKey: created.accessKey });
        return;
      }
      order = created;
    } catch (error) {
      showFailure(error, checkoutMessages.paymentFailed);
      setSubmitting(null);
      return;
    }
    // the order now exists: a new attempt is a new request
    attempt.current = null;
    if (flow === "sandbox") {
      setSandboxOrder(order);
      return;
    }
    try {
      const fields = await payWithRazorpay(order, shopName);
      if (fields) await completeOnline(order, fields);
      else await giveUp(order);
    } catch (error) {
      await giveUp(order, error);
    }
  }

  /** What the shopper did in the sandbox panel. */
  async function sandboxOutcome(outcome: "success" | "failure" | "closed") {
    const order = sandboxOrder;
    if (!order) return;
    if (outcome === "closed") {
      setSandboxOrder(null);
      await giveUp(order);
      return;
    }
    try {
      const fields = await sandboxPay(order, outcome);
      setSandboxOrder(null);
      await completeOnline(order, fields);
    } catch (error) {
      setSandboxOrder(null);
      await giveUp(order, error);
    }
  }

  return { submitting, busy, formError, codRefused, sandboxOrder, payOnDelivery, proceedToPayment, sandboxOutcome };
}
