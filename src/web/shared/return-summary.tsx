// A return as the shopper (My Account) and the admin (/admin-returns) both see it: its number and
// state, the lines with their reasons (and the receipt's decision), the pickup and the timeline.
import { formatDateTime } from "../../core/dates.ts";
import {
  type ReturnStatus,
  type ReturnView,
  type receiveDecisions,
  refundDestinationNames,
  returnReasonNames,
  returnStatusNames,
} from "../../core/schemas/returns.ts";

const badgeLook: Record<ReturnStatus, string> = {
  requested: "processing",
  approved: "shipped",
  received: "delivered",
  refunded: "delivered",
  rejected: "cancelled",
  cancelled: "cancelled",
};

const decisionNames: Record<(typeof receiveDecisions)[number], string> = {
  restock: "restocked",
  write_off: "written off",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`status-badge status-badge--${badgeLook[status]}`}>{returnStatusNames[status]}</span>;
}

export function ReturnSummary({ entry }: { entry: ReturnView }) {
  return (
    <div className="return-summary">
      <ul className="plain-list">
        {entry.lines.map((line) => (
          <li key={line._id}>
            {line.name} ({line.variantname}) × {line.quantity} · {returnReasonNames[line.reason]}
            {line.decision ? ` · ${decisionNames[line.decision]}` : ""}
          </li>
        ))}
      </ul>
      <p className="dashboard-muted">
        Money to: {refundDestinationNames[entry.refundTo]}
        {entry.upiId ? ` (${entry.upiId})` : ""}
        {entry.pickup
          ? ` · Pickup: ${entry.pickup.courierName}${entry.pickup.awb ? `, AWB ${entry.pickup.awb}` : ""}`
          : ""}
      </p>
      {entry.note && <p className="admin-query__message">{entry.note}</p>}
      {entry.rejectReason && <p>Why it was rejected: {entry.rejectReason}</p>}
      {entry.media.length > 0 && (
        <p>
          {entry.media.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="return-summary__media">
              Unboxing {index + 1}
            </a>
          ))}
        </p>
      )}
      <ol className="status-history plain-list">
        {entry.timeline.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <ReturnStatusBadge status={event.status} /> {formatDateTime(event.at)}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
    </div>
  );
}
