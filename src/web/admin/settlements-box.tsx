// The money page's gateway settlements (issue 31 point 4): what Razorpay paid out to the bank in the
// period (each settlement's amount, fees, GST on fees and UTR), what is left to chase (settled items
// the shop does not know, captured payments no settlement has paid out), and "Fetch from Razorpay"
// for the admin who will not wait for the scheduled round (POST /api/admin/settlements/fetch).
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDateKey, formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import type { SettlementReport } from "../../server/features/money/settlement-report.ts";
import { Button } from "../components/button.tsx";
import { callApi } from "../shared/api.ts";
import { FormError, FormNotice } from "../shared/field.tsx";

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

type Fetched = { settlements: number; items: number; unmatched: number };

export function SettlementsBox({ report }: { report: SettlementReport }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function fetchNow() {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await callApi<Partial<Fetched>>("POST", "/api/admin/settlements/fetch", {});
      setNotice(
        `Read ${countOf(answer.settlements ?? 0, "settlement")} with ${countOf(answer.items ?? 0, "item")} from Razorpay.`,
      );
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Razorpay could not be reached. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const { unmatched } = report;
  const toChase = unmatched.items.length + unmatched.unsettledPayments.length;
  return (
    <section className="admin-money__settlements" aria-labelledby="settlements-title">
      <div className="admin-money__settlements-head">
        <h2 id="settlements-title" className="admin-money__rows-title">
          Gateway settlements
        </h2>
        {report.provider === "razorpay" && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            busy={busy}
            busyText="Fetching..."
            onClick={() => void fetchNow()}
          >
            Fetch from Razorpay
          </Button>
        )}
      </div>
      {report.provider === "razorpay" ? (
        <p className="dashboard-muted">
          {formatDateKey(report.from)} to {formatDateKey(report.to)}: {countOf(report.settlements.length, "settlement")}{" "}
          paid {money(report.totals.amount)} to the bank after {money(report.totals.fees)} of fees (GST on them{" "}
          {money(report.totals.tax)}).
        </p>
      ) : (
        <p className="dashboard-muted">
          Online payments run in the sandbox, which moves no money: settlements appear here once the shop's Razorpay
          keys are set (see the README).
        </p>
      )}
      <FormError message={error} />
      <FormNotice message={notice} />
      {report.settlements.length > 0 && (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">Settled (IST)</th>
              <th scope="col">Settlement</th>
              <th scope="col">UTR</th>
              <th scope="col" className="admin-money__number">
                Fees
              </th>
              <th scope="col" className="admin-money__number">
                Paid out
              </th>
            </tr>
          </thead>
          <tbody>
            {report.settlements.map((settlement) => (
              <tr key={settlement.id}>
                <td data-label="Settled (IST)" className="admin-money__time">
                  {formatDateTime(settlement.settledAt)}
                </td>
                <td data-label="Settlement" className="admin-money__reference">
                  <code>{settlement.id}</code>
                  <span className="dashboard-muted"> · {countOf(settlement.items.length, "item")}</span>
                </td>
                <td data-label="UTR" className="admin-money__reference">
                  {settlement.utr ? <code>{settlement.utr}</code> : "—"}
                </td>
                <td data-label="Fees" className="admin-money__number">
                  {money(settlement.fees)}
                </td>
                <td data-label="Paid out" className="admin-money__number">
                  {money(settlement.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="admin-money__chase-title">To chase: {countOf(toChase, "item")}</h3>
      {toChase === 0 ? (
        <p className="dashboard-muted">
          Every settled item is the shop's, and every payment older than a few days was paid out.
        </p>
      ) : (
        <ul className="plain-list admin-list">
          {unmatched.items.map((item) => (
            <li key={`${item.settlementId}-${item.entityId}`}>
              <span>
                Settled {item.type} <code>{item.entityId}</code> the shop does not know
              </span>
              <span>{money(item.amount)}</span>
            </li>
          ))}
          {unmatched.unsettledPayments.map((payment) => (
            <li key={payment.paymentId}>
              <span>
                Payment <code>{payment.paymentId}</code> for{" "}
                {payment.orderNumber === null ? (
                  "an order"
                ) : (
                  <Link to={`/admin-view-orders?search=${payment.orderNumber}`}>
                    order {orderLabel(payment.orderNumber)}
                  </Link>
                )}{" "}
                not paid out yet
              </span>
              <span>{money(payment.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
