// The remittances recorded on /admin-cod, newest first: reports imported and cash received by hand,
// with their UTR, date, lines and money; "Lines" opens one's lines (GET /api/admin/cod/remittances/{id}).
import { Fragment, useState } from "react";
import { formatDateKey, formatDateTime } from "../../../core/dates.ts";
import type { LineAnswer, RemittanceAnswer } from "../../../server/features/cod/answers.ts";
import { Button } from "../../components/button.tsx";
import { callApi } from "../../shared/api.ts";
import { money, RemittanceLines } from "./remittance-lines.tsx";

export function RemittanceList({ remittances }: { remittances: readonly RemittanceAnswer[] }) {
  const [open, setOpen] = useState<{ id: string; lines: LineAnswer[] } | null>(null);
  const toggle = async (id: string) => {
    if (open?.id === id) return setOpen(null);
    const answer = await callApi<{ lines: LineAnswer[] }>("GET", `/api/admin/cod/remittances/${id}`).catch(() => null);
    setOpen(answer ? { id, lines: answer.lines } : null);
  };
  if (remittances.length === 0) return <p className="admin-empty">No remittance recorded yet.</p>;
  return (
    <table className="admin-table admin-table--stacked">
      <caption className="visually-hidden">Remittances recorded</caption>
      <thead>
        <tr>
          <th scope="col">Recorded</th>
          <th scope="col">From</th>
          <th scope="col">UTR</th>
          <th scope="col">Lines</th>
          <th scope="col">Remitted</th>
          <th scope="col">Deducted</th>
          <th scope="col">Short</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {remittances.map((remittance) => (
          <Fragment key={remittance._id}>
            <tr>
              <td data-label="Recorded">
                {formatDateTime(remittance.importedAt)}
                {remittance.importedBy && <span className="dashboard-muted"> · {remittance.importedBy}</span>}
              </td>
              <td data-label="From" className="admin-table__email">
                {remittance.source === "manual" ? "Received by hand" : (remittance.fileName ?? "Report")}
              </td>
              <td data-label="UTR" className="admin-table__email">
                {remittance.utr ?? "Several"}
                {remittance.remittedOn && (
                  <span className="dashboard-muted"> · {formatDateKey(remittance.remittedOn)}</span>
                )}
              </td>
              <td data-label="Lines">
                {remittance.recordedCount} of {remittance.lineCount} recorded
              </td>
              <td data-label="Remitted" className="admin-table__amount">
                {money(remittance.totals.remittedAmount)}
              </td>
              <td data-label="Deducted" className="admin-table__amount">
                {money(remittance.totals.deductions)}
              </td>
              <td data-label="Short" className="admin-table__amount">
                {remittance.totals.shortfall > 0 ? money(remittance.totals.shortfall) : "—"}
              </td>
              <td data-label="Actions">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-expanded={open?.id === remittance._id}
                  onClick={() => void toggle(remittance._id)}
                >
                  Lines
                  <span className="visually-hidden">
                    {" "}
                    of the remittance recorded {formatDateTime(remittance.importedAt)}
                  </span>
                </Button>
              </td>
            </tr>
            {open?.id === remittance._id && (
              <tr className="admin-table__detail">
                <td colSpan={8}>
                  <RemittanceLines lines={open.lines} caption="The remittance's lines" />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
