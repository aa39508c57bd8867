// The subscriptions side of Razorpay's stand-in (testing/razorpay-stand-in.ts), answering as
// Razorpay's Subscriptions API does (decision 0060): POST /v1/plans (period, interval, item { name,
// amount, currency }; a plan is never edited), POST /v1/subscriptions (plan_id, total_count, quantity,
// customer_notify, notes; answered in state created with a short_url), GET /v1/subscriptions/{id},
// POST /v1/subscriptions/{id}/pause (pause_at "now"; only an active subscription, and an authenticated
// one is cancelled instead, as Razorpay's docs warn), /resume (resume_at "now"; only a paused one) and
// /cancel (cancel_at_cycle_end). It plays the shopper and the bank too: authorise (the checkout's first
// charge, signed payment_id|subscription_id), charge (a renewal), fail (a charge that failed: pending),
// and sends the subscription.* webhooks with the subscription entity and, for a charge, the payment
// entity under payload.payment.entity.
import crypto from "node:crypto";
import { addMonths } from "../../core/subscriptions.ts";
import { subscriptionSignature } from "../features/payments/provider.ts";
import type { StandInPayment } from "./razorpay-settlements-stand-in.ts";

export interface StandInPlan {
  id: string;
  entity: "plan";
  interval: number;
  period: "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
  item: { id: string; active: boolean; name: string; amount: number; currency: "INR" };
  notes: Record<string, string>;
  created_at: number;
}

export interface StandInSubscription {
  id: string;
  entity: "subscription";
  plan_id: string;
  customer_id: string | null;
  status: "created" | "authenticated" | "active" | "pending" | "halted" | "paused" | "cancelled" | "completed";
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: "api";
  remaining_count: number;
  paused_at?: number;
  pause_initiated_by?: string;
}

export type SubscriptionEvent =
  | "subscription.authenticated"
  | "subscription.activated"
  | "subscription.charged"
  | "subscription.pending"
  | "subscription.halted"
  | "subscription.cancelled"
  | "subscription.completed"
  | "subscription.paused"
  | "subscription.resumed"
  | "subscription.updated";

const periods = ["daily", "weekly", "monthly", "quarterly", "yearly"] as const;
const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

/** The subscriptions book; `record` writes a payment entity into the stand-in's payments. */
export function subscriptionBook(
  keySecret: string,
  record: (orderId: string, amount: number, status: StandInPayment["status"]) => StandInPayment,
) {
  const plans: StandInPlan[] = [];
  const subscriptions: StandInSubscription[] = [];
  const calls = { plans: 0, subscriptions: 0, pause: 0, resume: 0, cancel: 0 };

  const find = (subscriptionId: string) => {
    const found = subscriptions.find((made) => made.id === subscriptionId);
    if (!found) throw new Error(`the stand-in made no subscription ${subscriptionId}`);
    return found;
  };
  const planOf = (subscription: StandInSubscription) => plans.find((plan) => plan.id === subscription.plan_id);

  /** A cycle charged: a captured payment of the plan's amount, the cycle moved on. */
  const charge = (subscription: StandInSubscription, at = new Date()): StandInPayment => {
    const plan = planOf(subscription);
    if (!plan) throw new Error(`no plan ${subscription.plan_id}`);
    const payment = record(id("order"), plan.item.amount * subscription.quantity, "captured");
    payment.invoice_id = id("inv");
    payment.description = plan.item.name;
    subscription.paid_count += 1;
    subscription.remaining_count = Math.max(subscription.total_count - subscription.paid_count, 0);
    subscription.current_start = unix(at);
    const next = addMonths(at, plan.interval);
    subscription.current_end = unix(next);
    subscription.charge_at = subscription.remaining_count > 0 ? unix(next) : null;
    if (subscription.remaining_count === 0) {
      subscription.status = "completed";
      subscription.ended_at = unix(at);
    }
    return payment;
  };

  /**
   * Razorpay's endpoints for plans and subscriptions; false when the request is none of them.
   */
  const handle = (
    method: string,
    pathname: string,
    body: Record<string, unknown>,
    answer: (status: number, body: unknown) => void,
    refused: (description: string) => void,
  ): boolean => {
    if (method === "POST" && pathname === "/v1/plans") {
      calls.plans += 1;
      const item = (body.item ?? {}) as Record<string, unknown>;
      if (!periods.includes(body.period as (typeof periods)[number])) refused("The period field is invalid.");
      else if (!Number.isInteger(body.interval) || (body.interval as number) < 1)
        refused("The interval must be at least 1.");
      else if (typeof item.name !== "string" || !item.name) refused("The item name field is required.");
      else if (!Number.isInteger(item.amount) || (item.amount as number) < 100)
        refused("The amount must be atleast INR 1.00");
      else {
        const plan: StandInPlan = {
          id: id("plan"),
          entity: "plan",
          interval: body.interval as number,
          period: body.period as StandInPlan["period"],
          item: { id: id("item"), active: true, name: item.name, amount: item.amount as number, currency: "INR" },
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: unix(new Date()),
        };
        plans.push(plan);
        answer(200, plan);
      }
      return true;
    }
    if (method === "POST" && pathname === "/v1/subscriptions") {
      calls.subscriptions += 1;
      if (!plans.some((plan) => plan.id === body.plan_id)) refused("The id provided does not exist");
      else if (!Number.isInteger(body.total_count) || (body.total_count as number) < 1)
        refused("The total count field is required.");
      else {
        const made: StandInSubscription = {
          id: id("sub"),
          entity: "subscription",
          plan_id: body.plan_id as string,
          customer_id: null,
          status: "created",
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: Number.isInteger(body.quantity) ? (body.quantity as number) : 1,
          notes: (body.notes as Record<string, string>) ?? {},
          charge_at: null,
          start_at: null,
          end_at: null,
          auth_attempts: 0,
          total_count: body.total_count as number,
          paid_count: 0,
          customer_notify: body.customer_notify !== 0 && body.customer_notify !== false,
          created_at: unix(new Date()),
          expire_by: null,
          short_url: `https://rzp.io/i/${crypto.randomBytes(5).toString("base64url")}`,
          has_scheduled_changes: false,
          change_scheduled_at: null,
          source: "api",
          remaining_count: body.total_count as number,
        };
        subscriptions.push(made);
        answer(200, made);
      }
      return true;
    }
    const one = /^\/v1\/subscriptions\/([^/]+)(?:\/(pause|resume|cancel))?\/?$/.exec(pathname);
    if (!one) return false;
    const subscription = subscriptions.find((made) => made.id === decodeURIComponent(one[1] ?? ""));
    const action = one[2];
    if (!subscription) {
      refused("The id provided does not exist");
      return true;
    }
    if (method === "GET" && !action) {
      answer(200, subscription);
      return true;
    }
    if (method !== "POST" || !action) return false;
    const now = unix(new Date());
    if (action === "pause") {
      calls.pause += 1;
      if (subscription.status === "authenticated") {
        subscription.status = "cancelled";
        subscription.ended_at = now;
      } else if (subscription.status !== "active") {
        refused("Subscription cannot be paused in its current state");
        return true;
      } else {
        subscription.status = "paused";
        subscription.paused_at = now;
        subscription.pause_initiated_by = "self";
        subscription.charge_at = null;
      }
      answer(200, subscription);
      return true;
    }
    if (action === "resume") {
      calls.resume += 1;
      if (subscription.status !== "paused") {
        refused("Subscription cannot be resumed in its current state");
        return true;
      }
      subscription.status = "active";
      // the cycles missed while paused are not charged: the next charge is the next cycle from now
      const plan = planOf(subscription);
      subscription.charge_at = unix(addMonths(new Date(), plan?.interval ?? 1));
      delete subscription.paused_at;
      answer(200, subscription);
      return true;
    }
    calls.cancel += 1;
    if (subscription.status === "cancelled" || subscription.status === "completed") {
      refused(`Subscription is not cancellable in ${subscription.status} status.`);
      return true;
    }
    subscription.status = "cancelled";
    subscription.ended_at = now;
    subscription.charge_at = null;
    answer(200, subscription);
    return true;
  };

  return {
    plans,
    subscriptions,
    calls,
    handle,
    /**
     * The shopper authorises the mandate at checkout, paying the first cycle: the subscription is
     * active, and the checkout hands the browser Razorpay's three fields, signed.
     */
    authorise(subscriptionId: string) {
      const subscription = find(subscriptionId);
      if (subscription.status !== "created")
        throw new Error(`subscription ${subscriptionId} is ${subscription.status}`);
      subscription.auth_attempts += 1;
      subscription.status = "active";
      subscription.customer_id = id("cust");
      subscription.start_at = unix(new Date());
      const payment = charge(subscription);
      return {
        payment,
        answer: {
          razorpay_subscription_id: subscriptionId,
          razorpay_payment_id: payment.id,
          razorpay_signature: subscriptionSignature(keySecret, subscriptionId, payment.id),
        },
      };
    },
    /** A renewal: the bank debits the mandate (only a live, unpaused subscription charges). */
    charge(subscriptionId: string, at?: Date): StandInPayment {
      const subscription = find(subscriptionId);
      if (subscription.status !== "active" && subscription.status !== "pending") {
        throw new Error(`a ${subscription.status} subscription is not charged`);
      }
      subscription.status = "active";
      return charge(subscription, at);
    },
    /** A renewal's debit failed: pending (Razorpay retries), or halted after the last retry. */
    fail(subscriptionId: string, halted = false) {
      const subscription = find(subscriptionId);
      subscription.status = halted ? "halted" : "pending";
      if (halted) subscription.charge_at = null;
    },
    /** A webhook's body: the subscription entity as it is now, and the payment of a charge. */
    payload(event: SubscriptionEvent, subscriptionId: string, payment?: StandInPayment, createdAt = new Date()) {
      const subscription = find(subscriptionId);
      return {
        entity: "event",
        account_id: "acc_standin",
        event,
        contains: payment ? ["subscription", "payment"] : ["subscription"],
        payload: {
          subscription: { entity: { ...subscription } },
          ...(payment ? { payment: { entity: { ...payment } } } : {}),
        },
        created_at: unix(createdAt),
      };
    },
  };
}

export type SubscriptionBook = ReturnType<typeof subscriptionBook>;
