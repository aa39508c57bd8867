// /admin-subscriptions (admins only): subscribe and save (issue 33). The figures (active, monthly
// recurring revenue, churn of the last 30 days), the subscriptions newest first by state (in the URL),
// 25 a page; ?subscription=id opens one: its lines, charges with their orders, timeline, a cancel on
// the shopper's behalf and, in development with the sandbox provider only, "Charge now (sandbox)".
import { Link } from "react-router";
import { type SubscriptionStatus, subscriptionStatuses, subscriptionStatusNames } from "../../core/subscriptions.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { SubscriptionFiguresCard } from "../admin/subscriptions/figures-card.tsx";
import { SubscriptionDetail } from "../admin/subscriptions/subscription-detail.tsx";
import { SubscriptionList, SubscriptionPager, useSubscriptionLink } from "../admin/subscriptions/subscription-list.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-subscriptions";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Subscriptions · Admin · Sattva" }];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const asked = params.get("status") ?? "";
  const status = (subscriptionStatuses as readonly string[]).includes(asked) ? (asked as SubscriptionStatus) : null;
  const page = Math.min(10_000, Math.max(1, Math.floor(Number(params.get("page"))) || 1));
  const chosen = params.get("subscription") ?? "";
  const services = context.services.admin.subscriptions;
  const [list, subscription] = await Promise.all([
    services.list(status, page),
    chosen && uuid.test(chosen) ? services.one(chosen) : null,
  ]);
  return {
    ...list,
    status: (status ?? "") as SubscriptionStatus | "",
    chosen: chosen !== "",
    subscription,
    canChargeNow: services.canChargeNow(),
  };
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { subscriptions, figures, page, hasMore, status, chosen, subscription, canChargeNow } = loaderData;
  const linkTo = useSubscriptionLink();
  return (
    <div className="admin-page">
      <AdminListHead
        title="Subscriptions"
        summary="Subscribe and save: boxes charged by UPI Autopay or a card mandate every 1, 2 or 3 months, each charge making its order."
        choices={[
          { label: "Show", name: "status", value: status, all: true, options: optionsOf(subscriptionStatusNames) },
        ]}
      />
      {chosen && (
        <div className="dashboard-stack">
          <Link to={linkTo(null)} className="admin-back">
            Close the subscription
          </Link>
          {subscription ? (
            <SubscriptionDetail key={subscription.id} entry={subscription} canChargeNow={canChargeNow} />
          ) : (
            <p className="admin-empty">No such subscription.</p>
          )}
        </div>
      )}
      <SubscriptionFiguresCard figures={figures} title="At a glance" />
      <section aria-labelledby="subscription-list-title" className="dashboard-stack">
        <h2 id="subscription-list-title">{status ? subscriptionStatusNames[status] : "All subscriptions"}</h2>
        {subscriptions.length === 0 ? (
          <p className="admin-empty">
            {page > 1 ? "No more subscriptions." : status ? "None in this state." : "No subscriptions yet."}
          </p>
        ) : (
          <SubscriptionList rows={subscriptions} />
        )}
        <SubscriptionPager page={page} hasMore={hasMore} />
      </section>
    </div>
  );
}
