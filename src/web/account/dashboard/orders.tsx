// The dashboard's Order History: every order, newest first, with number, date, status, items and
// total; one order's detail with its address, payment, status history, the GST included in each
// line, its tax invoice and credit note once issued and, before it ships, Cancel order.

import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Said } from "../../../core/i18n.ts";
import { fromRupees } from "../../../core/money.ts";
import { type PaymentStatus, shopperPaymentStatusName } from "../../../core/order-status.ts";
import { paymentRows } from "../../../core/paid-with.ts";
import type { OrderAddress } from "../../../core/schemas/checkout.ts";
import { Button, ButtonLink } from "../../components/button.tsx";
import { OrderLines } from "../../components/order-lines.tsx";
import { SummaryRows } from "../../components/summary-rows.tsx";
import { useToast } from "../../components/toast.tsx";
import { type I18n, useI18n } from "../../i18n/i18n.tsx";
import { rich } from "../../i18n/words.tsx";
import { AddressBlock } from "../../shared/address-block.tsx";
import { callApi } from "../../shared/api.ts";
import { OrderNoteBlock } from "../../shared/order-note-block.tsx";
import { ShipmentCard, type ShopperShipment } from "../../shipping/shipment-card.tsx";
import { dayIn, saidIn } from "./when.ts";

interface OrderItemView {
  product: string;
  variant: string;
  name: string;
  variantname: string;
  image: string | null;
  quantity: number;
  price: number;
  /** GST rate, percent. */
  tax: number;
  giftWrap: boolean;
}

interface DocumentLinkView {
  id: string;
  number: string;
  date: string;
}

export interface OrderView {
  _id: string;
  /** null for an online payment attempt (the admin's list shows those; a shopper's history does not). */
  number: number | null;
  createdAt: string;
  orderStatus: string;
  paymentStatus: PaymentStatus;
  paymentMethod: "COD" | "UPI";
  totalAmount: number;
  storeCredit: number;
  giftCard?: number;
  subtotal: number;
  itemsTotal: number;
  discount: number;
  giftWrap: number;
  shipping: number;
  codFee: number;
  appliedCoupon: string | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  shippingAddress: OrderAddress;
  orderItems: OrderItemView[];
  documents: {
    invoice: DocumentLinkView | null;
    creditNote: DocumentLinkView | null;
    creditNotes: DocumentLinkView[];
  };
  /** An exchange's replacement order: the return whose items it replaces. */
  replacementFor?: { returnId: string; number: string } | null;
  /** The gift message or note typed at checkout. */
  orderNote?: string | null;
}

const statusNames: Record<string, string> = {
  pending_payment: "Awaiting payment",
  awaiting_confirmation: "Awaiting confirmation",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned",
  refused: "Refused",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const name = statusNames[status];
  return <span className={`status-badge status-badge--${status}`}>{name ? t(name) : status}</span>;
}

/** How an order is named on screen (core/order-status.ts orderLabel) in the page's language. */
export function orderName(t: I18n["t"], number: number | null): string {
  return number === null ? t("Unpaid attempt") : `#${number}`;
}

export function OrderList({ orders, total }: { orders: readonly OrderView[]; total: number }) {
  const { t, to, money, language } = useI18n();
  if (orders.length === 0) {
    return (
      <div className="dashboard-card dashboard-empty">
        <h2 className="dashboard-card__title">{t("Order History")}</h2>
        <p>{t("You have not placed an order yet.")}</p>
        <ButtonLink to={to("/shop")}>{t("Shop Now")}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="dashboard-card">
      <h2 className="dashboard-card__title">{t("Order History")}</h2>
      <p className="dashboard-muted">{t("{count, plural, one {# order} other {# orders}}", { count: total })}</p>
      <ul className="order-list plain-list">
        {orders.map((order) => (
          <li key={order._id} className="order-row">
            <div className="order-row__head">
              <p className="order-row__number">{t("Order {label}", { label: orderName(t, order.number) })}</p>
              <StatusBadge status={order.orderStatus} />
            </div>
            <p className="order-row__meta">
              {dayIn(language, order.createdAt)} ·{" "}
              {t("{count, plural, one {# item} other {# items}}", {
                count: order.orderItems.reduce((units, item) => units + item.quantity, 0),
              })}{" "}
              · <strong>{money(fromRupees(order.totalAmount))}</strong>
            </p>
            <p className="order-row__items" lang={language === "en" ? undefined : "en"}>
              {order.orderItems.map((item) => `${item.name} × ${item.quantity}`).join(", ")}
            </p>
            <Link className="order-row__link" to={to(`/userdashboard?tab=orderHistory&order=${order._id}`)}>
              {t("View order {label}", { label: orderName(t, order.number) })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrderDetail({
  order,
  history,
  shipment = null,
}: {
  order: OrderView;
  history: ReadonlyArray<{
    status: string;
    at: string;
    title?: string;
    note: string | null;
    /** A refund's line, as message and values: said in the page's language (decision 0064). */
    said?: { title: Said; note: Said | null };
  }>;
  shipment?: ShopperShipment | null;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const i18n = useI18n();
  const { t, to, language } = i18n;
  const [busy, setBusy] = useState(false);
  const label = orderName(t, order.number);
  const cancellable = order.orderStatus === "processing" || order.orderStatus === "awaiting_confirmation";

  async function cancel() {
    if (!window.confirm(t("Cancel order {label}?", { label }))) return;
    setBusy(true);
    try {
      await callApi("POST", `/api/userorder/${order._id}/cancel`);
      toast(t("Order {label} is cancelled.", { label }), { tone: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast(t(error instanceof Error ? error.message : "The order could not be cancelled."), { tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dashboard-card order-detail">
      <Link to={to("/userdashboard?tab=orderHistory")} className="order-detail__back">
        ← {t("All orders")}
      </Link>
      <div className="dashboard-card__head">
        <h2 className="dashboard-card__title">{t("Order {label}", { label })}</h2>
        <StatusBadge status={order.orderStatus} />
      </div>
      <p className="dashboard-muted">{t("Placed on {date}", { date: dayIn(language, order.createdAt) })}</p>
      <OrderLines items={order.orderItems} charges={order} label={t("Items")} />
      <SummaryRows
        className="checkout-totals"
        figures={{
          subtotal: fromRupees(order.itemsTotal),
          subtotalLabel: "Items",
          coupon: { code: order.appliedCoupon, amount: fromRupees(order.discount) },
          giftWrap: fromRupees(order.giftWrap),
          shipping: fromRupees(order.shipping),
          codFee: fromRupees(order.codFee),
          total: fromRupees(order.totalAmount),
          paidWith: paymentRows(
            fromRupees(order.totalAmount),
            fromRupees(order.storeCredit),
            fromRupees(order.giftCard ?? 0),
            order.paymentMethod,
          ),
        }}
      />
      {order.replacementFor && (
        <p className="order-detail__note">
          {t("Replacement for return {number}: the items you sent back paid for it.", {
            number: order.replacementFor.number,
          })}
        </p>
      )}
      <div className="thank-you__details">
        <AddressBlock contact={order.contact} address={order.shippingAddress} />
        <div>
          <h3 className="thank-you__label">{t("Payment")}</h3>
          <p>
            {t(order.paymentMethod === "COD" ? "Pay on delivery" : "Online")} ·{" "}
            {t(shopperPaymentStatusName(order.paymentStatus))}
          </p>
        </div>
        <OrderNoteBlock note={order.orderNote} />
      </div>
      <div>
        <h3 className="thank-you__label">{t("Status")}</h3>
        <ol className="status-history plain-list">
          {history.map((entry) => (
            <li key={`${entry.status}-${entry.at}-${entry.title ?? ""}`}>
              {entry.title ? (
                <span className="status-history__title" lang={saidIn(i18n, entry.title, entry.said?.title).lang}>
                  {saidIn(i18n, entry.title, entry.said?.title).text}
                </span>
              ) : (
                <StatusBadge status={entry.status} />
              )}{" "}
              · {dayIn(language, entry.at)}
              {entry.note ? (
                <span className="status-history__note" lang={saidIn(i18n, entry.note, entry.said?.note).lang}>
                  {saidIn(i18n, entry.note, entry.said?.note).text}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {shipment && <ShipmentCard shipment={shipment} headingLevel={3} />}
      {!order.documents.invoice && ["awaiting_confirmation", "processing"].includes(order.orderStatus) && (
        <p className="order-detail__note">{t("The tax invoice is issued when your order ships.")}</p>
      )}
      <div className="dashboard-form__buttons">
        {order.documents.invoice && (
          <ButtonLink to={`/userdashboard/orders/${order._id}/invoice`} variant="secondary" size="sm">
            {language === "en"
              ? t("Tax invoice {number}", { number: order.documents.invoice.number })
              : rich(t("Tax invoice {number}"), { number: <span lang="en">{order.documents.invoice.number}</span> })}
          </ButtonLink>
        )}
        {order.documents.creditNotes.map((note) => (
          <ButtonLink
            key={note.id}
            to={`/userdashboard/orders/${order._id}/credit-notes/${note.id}`}
            variant="secondary"
            size="sm"
          >
            {language === "en"
              ? t("Credit note {number}", { number: note.number })
              : rich(t("Credit note {number}"), { number: <span lang="en">{note.number}</span> })}
          </ButtonLink>
        ))}
        {cancellable && (
          <Button size="sm" variant="quiet" busy={busy} busyText={t("Cancelling...")} onClick={() => void cancel()}>
            {t("Cancel order")}
          </Button>
        )}
      </div>
    </div>
  );
}
