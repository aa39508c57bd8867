// A return as the shopper (My Account) and the admin (/admin-returns) both see it: its number and
// state, the lines with their reasons (and the receipt's decision), the pickup and the timeline.

import { formatRupees, fromRupees } from "../../core/money.ts";
import { orderLabel } from "../../core/order-status.ts";
import {
  type ReturnStatus,
  type ReturnView,
  type receiveDecisions,
  refundDestinationNames,
  returnReasonNames,
  returnStatusNames,
} from "../../core/schemas/returns.ts";
import { momentIn } from "../account/dashboard/when.ts";
import { ButtonLink } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";

const badgeLook: Record<ReturnStatus, string> = {
  requested: "processing",
  approved: "shipped",
  received: "delivered",
  refunded: "delivered",
  exchanged: "delivered",
  rejected: "cancelled",
  cancelled: "cancelled",
};

const decisionNames: Record<(typeof receiveDecisions)[number], string> = {
  restock: "restocked",
  write_off: "written off",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useI18n();
  return <span className={`status-badge status-badge--${badgeLook[status]}`}>{t(returnStatusNames[status])}</span>;
}

const rupees = (amount: number) => formatRupees(fromRupees(amount));

/** Who reads a return: the shopper (My Account) or the shop's admin (/admin-returns). */
export type ReturnReader = "shopper" | "admin";

/** An exchange's money in words: who pays whom, a quote until the parcel is back (decision 0034). */
export function exchangeDifference(
  exchange: NonNullable<ReturnView["exchange"]>,
  reader: ReturnReader = "shopper",
): string {
  const quote = exchange.settled ? "" : " (at today's prices)";
  const shopper = reader === "shopper";
  if (exchange.toPay > 0) return `${shopper ? "You pay" : "The shopper pays"} ${rupees(exchange.toPay)} more${quote}`;
  if (exchange.toRefund > 0)
    return `${rupees(exchange.toRefund)} ${shopper ? "comes back to you" : "goes back to the shopper"}${quote}`;
  return `Same price: nothing to pay${quote}`;
}

/** The shopper's exchange money on a Hindi page (exchangeDifference's words, translated). */
function shopperDifference(
  exchange: NonNullable<ReturnView["exchange"]>,
  t: ReturnType<typeof useI18n>["t"],
  money: (paise: number) => string,
): string {
  const quote = exchange.settled ? "" : ` ${t("(at today's prices)")}`;
  if (exchange.toPay > 0) return `${t("You pay {amount} more", { amount: money(fromRupees(exchange.toPay)) })}${quote}`;
  if (exchange.toRefund > 0)
    return `${t("{amount} comes back to you", { amount: money(fromRupees(exchange.toRefund)) })}${quote}`;
  return `${t("Same price: nothing to pay")}${quote}`;
}

function ExchangeBlock({ exchange, reader }: { exchange: NonNullable<ReturnView["exchange"]>; reader: ReturnReader }) {
  const { t, money, language } = useI18n();
  const order = exchange.replacementOrder;
  const waiting = order && exchange.toPay > 0 && !order.paid;
  return (
    <div className="return-summary__exchange">
      <p>
        <strong>{t("Exchange.")}</strong>{" "}
        {language === "en" ? exchangeDifference(exchange, reader) : shopperDifference(exchange, t, money)}
      </p>
      {order && (
        <p>
          {t("Replacement order {label}", {
            label: order.number === null ? t("Unpaid attempt") : orderLabel(order.number),
          })}
          {exchange.toPay > 0
            ? order.paid
              ? ` · ${t("difference paid")}`
              : ` · ${t("ships once the difference is paid")}`
            : ""}
        </p>
      )}
      {waiting && exchange.paymentLink && reader === "shopper" && (
        <p>
          <ButtonLink size="sm" to={exchange.paymentLink} target="_blank" rel="noreferrer" reloadDocument>
            {t("Pay {amount}", { amount: money(fromRupees(exchange.toPay)) })}
          </ButtonLink>
        </p>
      )}
      {waiting && exchange.paymentLink && reader === "admin" && (
        <p className="dashboard-muted">The shopper has been mailed a payment link for {rupees(exchange.toPay)}.</p>
      )}
    </div>
  );
}

export function ReturnSummary({ entry, reader = "shopper" }: { entry: ReturnView; reader?: ReturnReader }) {
  const { t, money, language } = useI18n();
  const data = language === "en" ? undefined : "en";
  const swaps = new Map(entry.exchange?.lines.map((line) => [line.orderItemId, line]) ?? []);
  // an exchange at the same price or dearer sends no money back: no destination to show
  const givesBack = !entry.exchange || entry.exchange.toRefund > 0;
  return (
    <div className="return-summary">
      <ul className="plain-list">
        {entry.lines.map((line) => {
          const swap = swaps.get(line.orderItemId);
          return (
            <li key={line._id}>
              <span lang={data}>
                {line.name} ({line.variantname})
              </span>{" "}
              × {line.quantity} · {t(returnReasonNames[line.reason])}
              {line.decision ? ` · ${t(decisionNames[line.decision])}` : ""}
              {swap && language === "en" ? ` · exchange for ${swap.variantname} (${rupees(swap.unitPrice)} each)` : ""}
              {swap && language !== "en" && (
                <>
                  {" "}
                  · {t("exchange for")} <span lang="en">{swap.variantname}</span> (
                  {t("{amount} each", { amount: money(fromRupees(swap.unitPrice)) })})
                </>
              )}
            </li>
          );
        })}
      </ul>
      {entry.exchange && <ExchangeBlock exchange={entry.exchange} reader={reader} />}
      <p className="dashboard-muted">
        {givesBack
          ? t("Money to: {destination}", { destination: t(refundDestinationNames[entry.refundTo]) })
          : t("Nothing to refund")}
        {givesBack && entry.upiId ? ` (${entry.upiId})` : ""}
        {entry.pickup && (
          <>
            {` · ${t("Pickup:")} `}
            <span lang={data}>{entry.pickup.courierName}</span>
            {entry.pickup.awb ? `, AWB ${entry.pickup.awb}` : ""}
          </>
        )}
      </p>
      {entry.note && (
        <p className="admin-query__message" lang={data}>
          {entry.note}
        </p>
      )}
      {entry.rejectReason && (
        <p>
          {t("Why it was rejected:")} <span lang={data}>{entry.rejectReason}</span>
        </p>
      )}
      {entry.media.length > 0 && (
        <p>
          {entry.media.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="return-summary__media">
              {t("Unboxing {n}", { n: index + 1 })}
            </a>
          ))}
        </p>
      )}
      <ol className="status-history plain-list">
        {entry.timeline.map((event) => (
          <li key={`${event.status}-${event.at}-${event.note ?? ""}`}>
            <ReturnStatusBadge status={event.status} /> {momentIn(language, event.at)}
            {event.note ? (
              <>
                {" · "}
                <span lang={data}>{event.note}</span>
              </>
            ) : (
              ""
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
