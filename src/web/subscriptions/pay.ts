// The subscribe page's calls (issue 33): start the subscription (with an Idempotency-Key, so a double
// click starts one), authorise its mandate in Razorpay's checkout (subscription_id) or the sandbox's
// panel, and confirm the first charge's signed answer, which makes the first delivery's order.

import { loadRazorpay } from "../checkout/payment.ts";
import { ApiError, callApi } from "../shared/api.ts";

export interface StartedSubscription {
  subscriptionId: string;
  number: number;
  /** The provider's subscription (sub_...). */
  id: string;
  /** Paise per charge. */
  amount: number;
  provider: "razorpay" | "sandbox";
  key: string | null;
  prefill: { name: string; email: string; contact: string };
}

export interface MandateFields {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function startSubscription(body: unknown, key: string): Promise<StartedSubscription> {
  const response = await fetch("/api/subscriptions", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new ApiError("Network error. Please check your connection and try again.", 0);
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(
      answer?.error?.message ?? "The subscription could not be started.",
      response.status,
      answer?.error?.code,
      {
        fields: answer?.error?.fields ?? {},
      },
    );
  }
  return answer as StartedSubscription;
}

export const sandboxAuthorise = (started: StartedSubscription) =>
  callApi<MandateFields>("POST", `/api/payment/sandbox/subscriptions/${encodeURIComponent(started.id)}/authorise`, {});

export const confirmFirstCharge = (fields: MandateFields) =>
  callApi<{ success: boolean; subscription: { id: string } }>("POST", "/api/subscriptions/verify", fields);

/** Razorpay's checkout for the mandate; settles with the signed fields, or null when the shopper closed it. */
export async function authoriseWithRazorpay(
  started: StartedSubscription,
  shopName: string,
): Promise<MandateFields | null> {
  await loadRazorpay();
  return new Promise((resolve, reject) => {
    const Razorpay = window.Razorpay;
    if (!Razorpay || !started.key) {
      reject(new Error("The payment window could not open. Please try again."));
      return;
    }
    const checkout = new Razorpay({
      key: started.key,
      subscription_id: started.id,
      name: shopName,
      description: `Subscription S-${started.number}`,
      prefill: started.prefill,
      theme: { color: "#5B3F8C" },
      handler: (fields: MandateFields) => resolve(fields),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on("payment.failed", (response) =>
      reject(new Error(response.error?.description ?? "The payment did not go through.")),
    );
    checkout.open();
  });
}
