// What the owner chases on /admin-cod (GET /api/admin/cod/differences' reading): delivered COD orders
// whose cash is not remitted after the settings' days, short remittances with the shortfall, lines for
// AWBs no order has, and lines for orders the shop does not know delivered.
import { formatDate, formatDateKey } from "../../../core/dates.ts";
import { orderLabel } from "../../../core/order-status.ts";
import { countOf } from "../../../core/plural.ts";
import type { remittanceDifferences } from "../../../server/features/cod/service.ts";
import { money } from "./remittance-lines.tsx";

type Differences = Awaited<ReturnType<typeof remittanceDifferences>>;
type ChasedLine = Differences["short"][number];

const orderOf = (line: { orderNumber: number | null; orderRef: string | null }) =>
  line.orderNumber !== null ? orderLabel(line.orderNumber) : (line.orderRef ?? "—");

export function RemittanceDifferences({ differences }: { differences: Differences }) {
  const { overdue, short, unknownAwbs, notDelivered, dueDays } = differences;
  const nothing = overdue.total + short.length + unknownAwbs.length + notDelivered.length === 0;
  return (
    <section aria-labelledby="cod-chase-title" className="dashboard-stack">
      <h2 id="cod-chase-title">To chase</h2>
      {nothing && <p className="admin-empty">Nothing to chase: every delivered order's cash is remitted in time.</p>}
      {overdue.total > 0 && (
        <table className="admin-table admin-table--stacked">
          <caption>
            Not remitted {countOf(dueDays, "day")} after delivery ({overdue.total})
          </caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Delivered</th>
              <th scope="col">Courier</th>
              <th scope="col">AWB</th>
              <th scope="col">Collected</th>
            </tr>
          </thead>
          <tbody>
            {overdue.orders.map((order) => (
              <tr key={order.orderId}>
                <td data-label="Order">{orderLabel(order.orderNumber)}</td>
                <td data-label="Delivered">
                  {order.deliveredAt ? formatDate(order.deliveredAt) : "—"}
                  <span className="dashboard-muted"> · {countOf(order.daysSinceDelivery ?? 0, "day")} ago</span>
                </td>
                <td data-label="Courier">{order.courierName ?? "—"}</td>
                <td data-label="AWB" className="admin-table__email">
                  {order.awb ?? "—"}
                </td>
                <td data-label="Collected" className="admin-table__amount">
                  {money(order.expected)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {short.length > 0 && <ChasedLines caption="Short remittances" lines={short} showShortfall />}
      {unknownAwbs.length > 0 && <ChasedLines caption="Remitted for an AWB no order has" lines={unknownAwbs} />}
      {notDelivered.length > 0 && (
        <ChasedLines caption="Remitted for an order not marked delivered" lines={notDelivered} />
      )}
    </section>
  );
}

function ChasedLines({
  caption,
  lines,
  showShortfall = false,
}: {
  caption: string;
  lines: ChasedLine[];
  showShortfall?: boolean;
}) {
  return (
    <table className="admin-table admin-table--stacked">
      <caption>
        {caption} ({lines.length})
      </caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">AWB</th>
          <th scope="col">Remitted</th>
          <th scope="col">Deducted</th>
          <th scope="col">{showShortfall ? "Short" : "COD amount"}</th>
          <th scope="col">UTR</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.remittanceId}-${line.row}-${line.awb}`}>
            <td data-label="Order">{orderOf(line)}</td>
            <td data-label="AWB" className="admin-table__email">
              {line.awb ?? "—"}
            </td>
            <td data-label="Remitted" className="admin-table__amount">
              {money(line.remittedAmount)}
            </td>
            <td data-label="Deducted" className="admin-table__amount">
              {money(line.deductions)}
            </td>
            <td data-label={showShortfall ? "Short" : "COD amount"} className="admin-table__amount">
              {money(showShortfall ? line.shortfall : line.codAmount)}
            </td>
            <td data-label="UTR" className="admin-table__email">
              {line.utr}
              <span className="dashboard-muted"> · {formatDateKey(line.remittedOn)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
