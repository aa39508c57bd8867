// /admin-returns: the returns queue. The longest waiting first, filtered by state (in the URL); each
// return with its order, lines, reasons, unboxing media, where the money goes and its timeline, and
// the step its state allows: approve (reverse pickup) or reject, then receive, then refund (the
// amount on the button, priced by the refunds feature). The shopper's name, address and phone and a
// link to the order head each card; the pickup offers only the couriers this shop can book with.
import { Link } from "react-router";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { type ReturnView, returnQueueQuerySchema, returnStatusNames } from "../../core/schemas/returns.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { ApproveReturn, ReceiveReturn, RefundReturn, RejectReturn } from "../admin/return-actions.tsx";
import { requireAdmin } from "../guards.ts";
import { ReturnStatusBadge, ReturnSummary } from "../shared/return-summary.tsx";
import type { Route } from "./+types/admin-returns";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Returns · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = returnQueueQuerySchema.safeParse({ status: "requested", ...params });
  const query = parsed.success ? parsed.data : { status: "requested" as const, page: 1 };
  return { ...(await context.services.returns.queue(query)), status: query.status ?? "" };
}

/** Who sent the return and from where, with the order one click away. */
function ReturnShopperBlock({ entry }: { entry: ReturnView }) {
  const shopper = entry.shopper;
  return (
    <div className="return-shopper">
      {shopper && (
        <address>
          <strong>
            {shopper.firstName} {shopper.lastName}
          </strong>
          <br />
          {shopper.address.addressLine1}
          {shopper.address.addressLine2 ? `, ${shopper.address.addressLine2}` : ""}
          <br />
          {shopper.address.city}, {shopper.address.state} {shopper.address.zipCode}
          <br />
          <a href={`tel:+91${shopper.phone}`}>{shopper.phone}</a> ·{" "}
          <a href={`mailto:${shopper.email}`}>{shopper.email}</a>
        </address>
      )}
      {entry.orderNumber !== null && (
        <Link to={`/admin-view-orders?search=${entry.orderNumber}`}>Open order {orderLabel(entry.orderNumber)}</Link>
      )}
    </div>
  );
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { returns, total, page, pageSize, status, providers } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="Returns"
        summary={`${countOf(total, "return")} · the longest waiting first`}
        choices={[{ label: "Show", name: "status", value: status, all: true, options: optionsOf(returnStatusNames) }]}
      />
      {returns.length === 0 ? (
        <p className="admin-empty">No returns here.</p>
      ) : (
        <ul className="plain-list dashboard-stack">
          {returns.map((entry) => (
            <li key={entry._id} className="dashboard-card">
              <div className="dashboard-card__head">
                <h2 className="dashboard-card__title">
                  {entry.number} · order {orderLabel(entry.orderNumber)}
                </h2>
                <ReturnStatusBadge status={entry.status} />
              </div>
              <ReturnShopperBlock entry={entry} />
              <ReturnSummary entry={entry} reader="admin" />
              {entry.status === "requested" && (
                <div className="dashboard-stack">
                  <ApproveReturn entry={entry} providers={providers} />
                  <RejectReturn entry={entry} />
                </div>
              )}
              {entry.status === "approved" && <ReceiveReturn entry={entry} />}
              {entry.status === "received" && <RefundReturn entry={entry} />}
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
