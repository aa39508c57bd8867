// The admin's list of subscriptions (/admin-subscriptions): number, state, shopper, cadence, amount
// per delivery, next charge and deliveries paid, each number opening the subscription (?subscription=).
// A table on a desktop, a card per subscription where there is too little room (admin-table--stacked).
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../../core/dates.ts";
import { formatRupees, fromRupees } from "../../../core/money.ts";
import { cadenceLabel } from "../../../core/subscriptions.ts";
import type { WebServices } from "../../../server/http/web-services.ts";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

export type SubscriptionListPage = Awaited<ReturnType<WebServices["admin"]["subscriptions"]["list"]>>;
type Row = SubscriptionListPage["subscriptions"][number];

/** The list's address with one subscription open (the filter and page kept). */
export function useSubscriptionLink() {
  const [params] = useSearchParams();
  return (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("subscription", id);
    else next.delete("subscription");
    const query = next.toString();
    return query ? `?${query}` : "/admin-subscriptions";
  };
}

export function SubscriptionList({ rows }: { rows: readonly Row[] }) {
  const linkTo = useSubscriptionLink();
  return (
    <table className="admin-table admin-table--stacked subscription-table">
      <caption className="visually-hidden">Subscriptions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Status</th>
          <th scope="col">Shopper</th>
          <th scope="col">Delivery</th>
          <th scope="col">Per delivery</th>
          <th scope="col">Next charge</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label="Number">
              <Link to={linkTo(row.id)}>S-{row.number}</Link>
            </td>
            <td data-label="Status">
              <SubscriptionStatusBadge status={row.status} />
            </td>
            <td data-label="Shopper" className="admin-table__email">
              {row.shopper}
              <br />
              <span className="dashboard-muted">{row.email}</span>
            </td>
            <td data-label="Delivery">{cadenceLabel(row.everyMonths)}</td>
            <td data-label="Per delivery" className="admin-table__amount">
              {formatRupees(fromRupees(row.amount))}
            </td>
            <td data-label="Next charge">{row.nextChargeAt ? formatDate(row.nextChargeAt) : "–"}</td>
            <td data-label="Paid">{row.paidCount === 1 ? "1 delivery" : `${row.paidCount} deliveries`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Previous / Page n / Next for a list that knows only whether more follow. */
export function SubscriptionPager({ page, hasMore }: { page: number; hasMore: boolean }) {
  const [params] = useSearchParams();
  if (page <= 1 && !hasMore) return null;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.delete("subscription");
    next.set("page", String(to));
    return `?${next}`;
  };
  return (
    <nav className="admin-pager" aria-label="Pages">
      {page > 1 && <Link to={pageLink(page - 1)}>Previous</Link>}
      <span>Page {page}</span>
      {hasMore && <Link to={pageLink(page + 1)}>Next</Link>}
    </nav>
  );
}
