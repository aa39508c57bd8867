// A remittance's lines as a table (a card each where the page is narrow): the report's row, AWB,
// order, what the courier collected, remitted and kept, the shortfall, UTR, date and outcome. The
// dry run's lines and a recorded remittance's lines look the same.
import { formatDateKey } from "../../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../../core/money.ts";
import { orderLabel } from "../../../core/order-status.ts";
import type { LineAnswer } from "../../../server/features/cod/answers.ts";

export const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

export function RemittanceLines({ lines, caption }: { lines: readonly LineAnswer[]; caption: string }) {
  return (
    <table className="admin-table admin-table--stacked">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">AWB</th>
          <th scope="col">Order</th>
          <th scope="col">Collected</th>
          <th scope="col">Remitted</th>
          <th scope="col">Deducted</th>
          <th scope="col">Short</th>
          <th scope="col">UTR</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.row ?? "hand"}-${line.utr}-${line.awb ?? line.orderRef}`}>
            <td data-label="Row">{line.row ?? "By hand"}</td>
            <td data-label="AWB" className="admin-table__email">
              {line.awb ?? "—"}
            </td>
            <td data-label="Order">
              {line.orderNumber !== null ? orderLabel(line.orderNumber) : (line.orderRef ?? "Unknown")}
            </td>
            <td data-label="Collected" className="admin-table__amount">
              {money(line.expected ?? line.codAmount)}
            </td>
            <td data-label="Remitted" className="admin-table__amount">
              {money(line.remittedAmount)}
            </td>
            <td data-label="Deducted" className="admin-table__amount">
              {money(line.deductions)}
            </td>
            <td data-label="Short" className="admin-table__amount">
              {line.shortfall > 0 ? money(line.shortfall) : "—"}
            </td>
            <td data-label="UTR" className="admin-table__email">
              {line.utr}
              <span className="dashboard-muted"> · {formatDateKey(line.remittedOn)}</span>
            </td>
            <td data-label="Outcome">
              <span className={`cod-outcome cod-outcome--${line.outcome}`}>{line.outcomeName}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
