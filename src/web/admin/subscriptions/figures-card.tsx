// Subscribe and save at a glance (issue 33): active subscriptions, the monthly recurring revenue
// (each live subscription's charge spread over its months) and the churn of the last 30 days, as the
// admin home and /admin-subscriptions show them (features/subscriptions/admin.ts; amounts in rupees).
import { Link } from "react-router";
import { formatRupees, fromRupees } from "../../../core/money.ts";
import { countOf } from "../../../core/plural.ts";
import type { WebServices } from "../../../server/http/web-services.ts";

export type SubscriptionFigures = Awaited<ReturnType<WebServices["admin"]["subscriptions"]["figures"]>>;

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

interface FiguresCardProps {
  figures: SubscriptionFigures;
  /** the admin home's card: its note leads to the subscriptions page */
  linked?: boolean;
  title?: string;
}

export function SubscriptionFiguresCard({ figures, linked = false, title = "Subscriptions" }: FiguresCardProps) {
  return (
    <section className="dashboard-card" aria-labelledby="subscription-figures-heading">
      <h2 id="subscription-figures-heading" className="dashboard-card__title">
        {title}
      </h2>
      <ul className="admin-tiles plain-list">
        <li>
          <p className="dashboard-muted">Active subscriptions</p>
          <p className="admin-tiles__figure">{figures.active}</p>
        </li>
        <li>
          <p className="dashboard-muted">Monthly recurring revenue</p>
          <p className="admin-tiles__figure">{formatRupees(fromRupees(figures.monthlyRecurringRevenue))}</p>
        </li>
        <li>
          <p className="dashboard-muted">Churn, last 30 days</p>
          <p className="admin-tiles__figure">{percent.format(figures.churnLast30Days)}%</p>
          <p className="dashboard-muted">{countOf(figures.endedLast30Days, "subscription")} ended</p>
        </li>
      </ul>
      <p className="dashboard-muted">
        A charge every 2 or 3 months counts as its monthly share. Churn: subscriptions cancelled or stopped on failed
        payments in the last 30 days, of those live plus those.
        {linked && (
          <>
            {" "}
            <Link to="/admin-subscriptions">See every subscription</Link>.
          </>
        )}
      </p>
    </section>
  );
}
