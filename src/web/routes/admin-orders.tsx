// /admin-view-orders: every order in a table (amounts in rupees), searched and filtered on the
// server, a page at a time, as the URL says; View/Hide opens one order's detail blocks; the status
// dropdown offers only the moves the order's state allows (DESIGN.md decision 9) and shows
// 'Updating...' while it saves, then the page's data is read again (no copy of an order kept here).
// On a phone each row stacks into a card (admin.css), so nothing scrolls sideways.
// Shipping: "Ship" on an order ready to ship opens its panel (admin/ship-panel.tsx); ticked orders
// are shipped together (admin/ship-bulk.tsx) and their labels printed as one PDF.

import { Fragment, useMemo, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import {
  nextStatuses,
  type OrderStatus,
  orderLabel,
  orderStatusNames,
  paymentStatuses,
  paymentStatusNames,
} from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { StatusBadge } from "../account/dashboard/orders.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { EmailAddress } from "../admin/email-address.tsx";
import { type AdminOrder, AdminOrderDetail } from "../admin/order-detail.tsx";
import { BulkShipPanel } from "../admin/ship-bulk.tsx";
import { ShipPanel } from "../admin/ship-panel.tsx";
import { ShipSelectionBar } from "../admin/ship-selection.tsx";
import type { AdminShipment, AdminShipping } from "../admin/ship-shipment.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-orders";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Orders · Admin · Sattva" }];
}

const statuses = Object.keys(orderStatusNames) as OrderStatus[];

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const payment = url.searchParams.get("payment") ?? "";
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const result = await context.services.admin.orders(
    {
      search: search || undefined,
      status: statuses.includes(status as OrderStatus) ? status : undefined,
      payment: (paymentStatuses as readonly string[]).includes(payment) ? payment : undefined,
      page,
      pageSize: 20,
    },
    { actor: admin, ip: context.client.ip },
  );
  const shipping = await context.services.admin.shipping(result.data);
  return { ...result, search, status, payment, shipping };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { data, total, page, pageSize, search, status, payment, shipping } = loaderData;
  // which order is opened (one at a time, spec); the orders themselves come from the loader only
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const revalidator = useRevalidator();
  // ticked orders on this page: the ready ones can ship, the ones with a parcel can print labels
  const ticked = useMemo(() => data.filter((order) => selected.has(order._id)), [data, selected]);
  const ready = ticked.filter((order) => shipping.orders[order._id]?.shipRefusal === null);
  const shipmentIds = ticked.flatMap((order) => {
    const shipment = shipping.orders[order._id]?.shipment;
    return shipment ? [shipment._id] : [];
  });
  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Orders</h1>
        <p className="dashboard-muted">{countOf(total, "order")}</p>
      </header>
      <Form key={`${search}|${status}|${payment}`} method="get" className="admin-filters" role="search">
        <label className="admin-filters__field">
          <span>Search</span>
          <input
            className="field__input"
            name="search"
            defaultValue={search}
            placeholder="Order number, name, e-mail or phone"
          />
        </label>
        <label className="admin-filters__field">
          <span>Status</span>
          <select className="field__input" name="status" defaultValue={status}>
            <option value="">All</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {orderStatusNames[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filters__field">
          <span>Payment</span>
          <select className="field__input" name="payment" defaultValue={payment}>
            <option value="">All</option>
            {paymentStatuses.map((value) => (
              <option key={value} value={value}>
                {paymentStatusNames[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          Apply
        </Button>
      </Form>
      {data.length > 0 && (
        <ShipSelectionBar
          selectedCount={ticked.length}
          readyCount={ready.length}
          shipmentIds={shipmentIds}
          onShip={() => setBulkOpen(true)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {data.length === 0 ? (
        <p className="admin-empty">No orders found</p>
      ) : (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              <th scope="col">Order ID</th>
              <th scope="col">Customer</th>
              <th scope="col">Phone</th>
              <th scope="col">Email</th>
              <th scope="col">Date</th>
              <th scope="col">Items</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((order) => (
              <OrderRow
                key={order._id}
                order={order}
                shipping={shipping.orders[order._id]}
                providers={shipping.providers}
                selected={selected.has(order._id)}
                onSelect={() => toggle(order._id)}
                open={openId === order._id}
                onToggle={() => setOpenId((current) => (current === order._id ? null : order._id))}
              />
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
      {bulkOpen && (
        <BulkShipPanel
          open
          orders={ready.map((order) => ({
            _id: order._id,
            number: order.number,
            customer: `${order.contact.firstName} ${order.contact.lastName}`.trim(),
          }))}
          providers={shipping.providers}
          onClose={(booked) => {
            setBulkOpen(false);
            if (booked) void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}

interface OrderRowProps {
  order: AdminOrder;
  shipping: AdminShipping["orders"][string] | undefined;
  providers: AdminShipping["providers"];
  selected: boolean;
  onSelect: () => void;
  open: boolean;
  onToggle: () => void;
}

function OrderRow({ order, shipping, providers, selected, onSelect, open, onToggle }: OrderRowProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [shipOpen, setShipOpen] = useState(false);
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

  async function move(to: string) {
    if (!to) return;
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
                  onChange={(event) => void move(event.target.value)}
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

/** The order's tax invoice and credit note once issued (printable page, PDF from there). */
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
