// One order's row on /admin-view-orders: its tick for bulk shipping, contact, amount, the status
// dropdown (only the moves the order's state allows, DESIGN.md decision 9; 'Updating...' while it
// saves), its tax documents, View/Hide of its detail blocks and "Ship" with its panel.
import { Fragment, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import {
  capturedPaymentStatuses,
  nextStatuses,
  type OrderStatus,
  orderLabel,
  orderStatusNames,
  paymentStatusNames,
} from "../../core/order-status.ts";
import { StatusBadge } from "../account/dashboard/orders.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { callApi } from "../shared/api.ts";
import { EmailAddress } from "./email-address.tsx";
import { type AdminOrder, AdminOrderDetail } from "./order-detail.tsx";
import { ShipPanel } from "./ship-panel.tsx";
import type { AdminShipment, AdminShipping } from "./ship-types.ts";

interface OrderRowProps {
  order: AdminOrder;
  shipping: AdminShipping["orders"][string] | undefined;
  providers: AdminShipping["providers"];
  selected: boolean;
  onSelect: () => void;
  open: boolean;
  onToggle: () => void;
}

export function OrderRow({ order, shipping, providers, selected, onSelect, open, onToggle }: OrderRowProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [shipOpen, setShipOpen] = useState(false);
  /** A final move waiting for the admin's yes (Delivered, Cancelled: issue 38 point 12). */
  const [asked, setAsked] = useState<"delivered" | "cancelled" | null>(null);
  const canShip = shipping?.shipRefusal === null;

  async function booked(shipment: AdminShipment) {
    setShipOpen(false);
    await revalidator.revalidate();
    toast(`Order ${orderLabel(order.number)} is booked with ${shipment.courierName}, AWB ${shipment.awb}.`, {
      tone: "success",
    });
    for (const remark of shipment.remarks) toast(remark, { tone: "info" });
  }
  const options = nextStatuses(order.orderStatus as OrderStatus);
  const units = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

  function choose(to: string) {
    if (to === "delivered" || to === "cancelled") setAsked(to);
    else void move(to);
  }

  async function move(to: string) {
    if (!to) return;
    setAsked(null);
    setSaving(true);
    try {
      await callApi("PUT", `/api/order/updateStatus/${order._id}`, { status: to });
      await revalidator.revalidate();
      toast(`Order ${orderLabel(order.number)} is ${orderStatusNames[to as OrderStatus].toLowerCase()}.`, {
        tone: "success",
      });
    } catch (error) {
      toast(error instanceof Error ? error.message : "The status could not be changed.", { tone: "error" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Fragment>
      <tr>
        <td data-label="Select" className="admin-table__select">
          {(canShip || shipping?.shipment) && (
            <input
              type="checkbox"
              className="ship-select"
              checked={selected}
              onChange={onSelect}
              aria-label={`Select order ${orderLabel(order.number)}`}
            />
          )}
        </td>
        <td data-label="Order ID">
          <strong>{orderLabel(order.number)}</strong>
        </td>
        <td data-label="Customer">
          {order.contact.firstName} {order.contact.lastName}
        </td>
        <td data-label="Phone">{order.contact.phone || "N/A"}</td>
        <td data-label="Email" className="admin-table__email">
          <EmailAddress email={order.contact.email} />
        </td>
        <td data-label="Date">{formatDateTime(order.createdAt)}</td>
        <td data-label="Items">{units}</td>
        <td data-label="Amount" className="admin-table__amount">
          {formatRupeesExact(fromRupees(order.totalAmount))}
          <span className="dashboard-muted">
            {order.paymentMethod} · {paymentStatusNames[order.paymentStatus]}
          </span>
        </td>
        <td data-label="Status">
          <div className="admin-status">
            <StatusBadge status={order.orderStatus} />
            {saving ? (
              <span className="dashboard-muted">Updating...</span>
            ) : (
              options.length > 0 && (
                <select
                  className="admin-status__select"
                  aria-label={`Change the status of order ${orderLabel(order.number)}`}
                  value=""
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value="">Move to…</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {order.orderStatus === "awaiting_confirmation" && value === "processing"
                        ? "Confirmed (processing)"
                        : orderStatusNames[value]}
                    </option>
                  ))}
                </select>
              )
            )}
          </div>
          {asked && !saving && (
            <MoveConfirm order={order} to={asked} onYes={() => void move(asked)} onNo={() => setAsked(null)} />
          )}
          <DocumentLinks order={order} />
        </td>
        <td data-label="Actions">
          <div className="admin-actions">
            <button type="button" className="link-button" aria-expanded={open} onClick={onToggle}>
              {open ? "Hide" : "View"}
              <span className="visually-hidden"> order {orderLabel(order.number)}</span>
            </button>
            {canShip && (
              <Button size="sm" onClick={() => setShipOpen(true)}>
                Ship<span className="visually-hidden"> order {orderLabel(order.number)}</span>
              </Button>
            )}
          </div>
          {shipping?.shipment && (
            <p className="admin-shipped">
              {shipping.shipment.courierName} · {shipping.shipment.awb}
            </p>
          )}
          {shipOpen && (
            <ShipPanel
              open
              order={order}
              providers={providers}
              onClose={() => setShipOpen(false)}
              onBooked={(shipment) => void booked(shipment)}
            />
          )}
        </td>
      </tr>
      {open && (
        <tr className="admin-table__detail">
          <td colSpan={10}>
            <AdminOrderDetail order={order} shipping={shipping} onShip={() => setShipOpen(true)} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The order's tax invoice and credit notes once issued (printable page, PDF from there). */
function DocumentLinks({ order }: { order: AdminOrder }) {
  const { invoice, creditNotes } = order.documents;
  if (!invoice && creditNotes.length === 0) return null;
  return (
    <p className="admin-documents">
      {invoice && (
        <Link to={`/userdashboard/orders/${order._id}/invoice`}>
          Invoice {invoice.number}
          <span className="visually-hidden"> of order {orderLabel(order.number)}</span>
        </Link>
      )}
      {creditNotes.map((note) => (
        <Link key={note.id} to={`/userdashboard/orders/${order._id}/credit-notes/${note.id}`}>
          Credit note {note.number}
          <span className="visually-hidden"> of order {orderLabel(order.number)}</span>
        </Link>
      ))}
    </p>
  );
}

/** What a final move does, said before it is made, with a yes and a way back. */
function MoveConfirm({
  order,
  to,
  onYes,
  onNo,
}: {
  order: AdminOrder;
  to: "delivered" | "cancelled";
  onYes: () => void;
  onNo: () => void;
}) {
  const label = orderLabel(order.number);
  const paid = capturedPaymentStatuses.includes(order.paymentStatus) && order.paymentMethod !== "COD";
  const amount = formatRupeesExact(fromRupees(order.totalAmount));
  const words =
    to === "delivered"
      ? `Mark order ${label} delivered? The shopper is told it has arrived, and their return window starts today.`
      : `Cancel order ${label}? Its stock goes back on sale${paid ? `, the ${amount} paid online is refunded to the shopper` : ""} and the shopper is told by e-mail. This cannot be undone.`;
  return (
    <fieldset className="admin-confirm">
      <legend className="visually-hidden">{`Confirm: ${orderStatusNames[to]} for order ${label}`}</legend>
      <p className="admin-confirm__text">{words}</p>
      <div className="admin-confirm__buttons">
        <Button size="sm" onClick={onYes}>
          {to === "delivered" ? "Yes, mark delivered" : "Yes, cancel the order"}
        </Button>
        <Button size="sm" variant="quiet" onClick={onNo}>
          Keep it {orderStatusNames[order.orderStatus as OrderStatus].toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
