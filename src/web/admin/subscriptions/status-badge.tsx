// A subscription's state as a badge, in the shop's words (core/subscriptions.ts), coloured as the
// order badges are: waiting, live, paused, ended.
import { type SubscriptionStatus, subscriptionStatusNames } from "../../../core/subscriptions.ts";

const badgeLook: Record<SubscriptionStatus, string> = {
  created: "processing",
  authenticated: "processing",
  active: "delivered",
  pending: "processing",
  paused: "shipped",
  halted: "cancelled",
  cancelled: "cancelled",
  completed: "shipped",
  expired: "cancelled",
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span className={`status-badge status-badge--${badgeLook[status]}`}>{subscriptionStatusNames[status]}</span>;
}
