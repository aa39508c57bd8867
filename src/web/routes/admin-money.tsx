// /admin-money: the owner's money for a period of India days (issue 31 point 5): what was sold and
// credited, collected online and by couriers, still with couriers, remitted, refunded or on its way
// back, taken in fees and settled to the bank. Each figure opens the rows behind it (?figure=), a
// page at a time, each row linked to its order; the period's CSV is for the accountant. The same
// schemas as GET /api/admin/money and /rows (core/schemas/money.ts); the figures come from the
// money ledger and the GST documents (server/features/money/report.ts). Below, the gateway's
// settlements of the period and what is left to chase (admin/settlements-box.tsx).
import { Link } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { moneyFigureNames, moneyPeriodSchema, moneyRowsQuerySchema } from "../../core/schemas/money.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { SettlementsBox } from "../admin/settlements-box.tsx";
import { requireAdmin } from "../guards.ts";
import { FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-money";
import "../styles/dashboard.css";
import "../admin/money.css";

export function meta() {
  return [{ title: "Money · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const typed = (name: string) => (typeof asked[name] === "string" ? asked[name].slice(0, 40) : "");
  const period = moneyPeriodSchema.safeParse(asked);
  if (!period.success) {
    const message = period.error.issues[0]?.message ?? "These dates could not be read";
    return {
      filters: { from: typed("from"), to: typed("to") },
      error: message,
      summary: null,
      rows: null,
      settlements: null,
    };
  }
  const summary = await context.services.money.summary(period.data);
  const filters = { from: summary.from, to: summary.to };
  const settlements = await context.services.money.settlements(filters);
  if (!asked.figure) return { filters, error: undefined, summary, rows: null, settlements };
  const rowsQuery = moneyRowsQuerySchema.safeParse(asked);
  if (!rowsQuery.success) {
    const message = rowsQuery.error.issues[0]?.message ?? "That figure is unknown";
    return { filters, error: message, summary, rows: null, settlements };
  }
  return { filters, error: undefined, summary, rows: await context.services.money.rows(rowsQuery.data), settlements };
}

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

export default function AdminMoney({ loaderData }: Route.ComponentProps) {
  const { filters, error, summary, rows, settlements } = loaderData;
  const period = new URLSearchParams(filters);
  const figureLink = (figure: string) => `?${new URLSearchParams({ ...filters, figure })}`;
  return (
    <div className="admin-page admin-money">
      <AdminListHead
        title="Money"
        summary="What was sold, what came in and through whom, what went back, and what reached the bank · India days, both included"
        action={
          summary ? (
            <a className="admin-money__csv" href={`/api/admin/money.csv?${period}`} download>
              Download CSV for the accountant
            </a>
          ) : undefined
        }
        inputs={[
          { label: "From", name: "from", value: filters.from, type: "date" },
          { label: "To", name: "to", value: filters.to, type: "date" },
        ]}
        submitLabel="Show"
      />
      <FormError message={error} />
      {summary && (
        <ul className="admin-money__figures" aria-label="Figures of the period">
          {summary.figures.map((figure) => (
            <li key={figure.figure}>
              <Link
                to={figureLink(figure.figure)}
                className="admin-money__figure"
                aria-current={rows?.figure === figure.figure ? "true" : undefined}
              >
                <span className="admin-money__name">{figure.name}</span>
                <span className="admin-money__amount">{money(figure.amount)}</span>
                <span className="dashboard-muted">
                  {figure.hint} · {countOf(figure.count, "entry", "entries")}
                </span>
                {figure.parts.length > 0 && (
                  <span className="admin-money__parts">
                    {figure.parts.map((part) => `${part.name || "Other"} ${money(part.amount)}`).join(" · ")}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {rows && (
        <section aria-labelledby="money-rows">
          <h2 id="money-rows" className="admin-money__rows-title">
            {moneyFigureNames[rows.figure]}: {countOf(rows.total, "entry", "entries")}
          </h2>
          {rows.rows.length === 0 ? (
            <p className="admin-empty">Nothing in this period.</p>
          ) : (
            <table className="admin-table admin-table--stacked">
              <thead>
                <tr>
                  <th scope="col">Time (IST)</th>
                  <th scope="col">What</th>
                  <th scope="col">Order</th>
                  <th scope="col">Reference</th>
                  <th scope="col" className="admin-money__number">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Time (IST)" className="admin-money__time">
                      {formatDateTime(row.at)}
                    </td>
                    <td data-label="What">
                      {row.what}
                      {row.channel ? <span className="dashboard-muted"> · {row.channel}</span> : null}
                    </td>
                    <td data-label="Order">
                      {row.orderNumber === null ? (
                        "—"
                      ) : (
                        <Link to={`/admin-view-orders?search=${row.orderNumber}`}>{orderLabel(row.orderNumber)}</Link>
                      )}
                    </td>
                    <td data-label="Reference" className="admin-money__reference">
                      {row.reference ? <code>{row.reference}</code> : "—"}
                    </td>
                    <td data-label="Amount" className="admin-money__number">
                      {money(row.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <AdminPager page={rows.page} total={rows.total} pageSize={rows.pageSize} />
        </section>
      )}
      {settlements && <SettlementsBox report={settlements} />}
    </div>
  );
}
