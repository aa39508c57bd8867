// The admin's list of gift cards (/admin-gift-cards, decision 0062): number, status, the code masked
// to its last four, value, balance, recipient, when it was sent (or is to be) and when it expires,
// each number opening the card (?card=). A table on a desktop, a card per gift card where there is
// too little room (admin-table--stacked).
import { Link, useSearchParams } from "react-router";
import { formatDate, formatDateKey } from "../../../core/dates.ts";
import { type GiftCardStatus, giftCardStatusNames } from "../../../core/gift-cards.ts";
import { formatRupees } from "../../../core/money.ts";
import type { WebServices } from "../../../server/http/web-services.ts";

export type GiftCardListPage = Awaited<ReturnType<WebServices["admin"]["giftCards"]["list"]>>;
type Row = GiftCardListPage["giftCards"][number];

/** The list's address with one card open (the filters kept). */
export function useGiftCardLink() {
  const [params] = useSearchParams();
  return (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("card", id);
    else next.delete("card");
    const query = next.toString();
    return query ? `?${query}` : "/admin-gift-cards";
  };
}

const badgeLook: Record<GiftCardStatus, string> = {
  pending_payment: "pending_payment",
  scheduled: "processing",
  active: "delivered",
  disabled: "cancelled",
};

/** The card's status as a badge; an active card past its date reads "Expired". */
export function GiftCardStatusBadge({ card }: { card: Pick<Row, "status" | "expired"> }) {
  if (card.status === "active" && card.expired)
    return <span className="status-badge status-badge--cancelled">Expired</span>;
  return (
    <span className={`status-badge status-badge--${badgeLook[card.status]}`}>{giftCardStatusNames[card.status]}</span>
  );
}

/** When the card went (or goes) to its recipient. */
export function sentLabel(card: Pick<Row, "issuedAt" | "sendOn" | "status">): string {
  if (card.issuedAt) return formatDate(card.issuedAt);
  if (card.status === "pending_payment") return "–";
  return `Due ${formatDateKey(card.sendOn)}`;
}

export function GiftCardList({ rows }: { rows: readonly Row[] }) {
  const linkTo = useGiftCardLink();
  return (
    <table className="admin-table admin-table--stacked gift-card-table">
      <caption className="visually-hidden">Gift cards, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Status</th>
          <th scope="col">Code</th>
          <th scope="col">Value</th>
          <th scope="col">Balance</th>
          <th scope="col">Recipient</th>
          <th scope="col">Sent</th>
          <th scope="col">Expires</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label="Number">
              <Link to={linkTo(row.id)}>G-{row.number}</Link>
              {row.source === "goodwill" && (
                <>
                  <br />
                  <span className="dashboard-muted">Goodwill</span>
                </>
              )}
            </td>
            <td data-label="Status">
              <GiftCardStatusBadge card={row} />
            </td>
            <td data-label="Code" className="gift-card-code">
              {row.code ?? "Not sent yet"}
            </td>
            <td data-label="Value" className="admin-table__amount">
              {formatRupees(row.amount)}
            </td>
            <td data-label="Balance" className="admin-table__amount">
              {formatRupees(row.balance)}
            </td>
            <td data-label="Recipient" className="admin-table__email">
              {row.recipientName}
              <br />
              <span className="dashboard-muted">{row.recipientEmail}</span>
            </td>
            <td data-label="Sent">{sentLabel(row)}</td>
            <td data-label="Expires">{row.expiresAt ? formatDate(row.expiresAt) : "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
