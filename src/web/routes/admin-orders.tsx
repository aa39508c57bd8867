// /admin-view-orders: every order in a table (amounts in rupees), searched and filtered on the
// server, a page at a time; View/Hide detail; the status dropdown offers only the moves the order's
// state allows (DESIGN.md decision 9) and shows 'Updating...' while it saves.

import { Fragment, useState } from "react";
import { Form, Link } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { nextStatuses, type OrderStatus, orderStatusNames } from "../../core/order-status.ts";
import { StatusBadge } from "../account/dashboard/orders.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
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
const payments = ["pending", "paid", "failed", "refunded"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") ?? "";
  const payment = url.searchParams.get("payment") ?? "";
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const result = await context.services.admin.orders({
    search: search || undefined,
    status: statuses.includes(status as OrderStatus) ? status : undefined,
    payment: (payments as readonly string[]).includes(payment) ? payment : undefined,
    page,
    pageSize: 20,
  });
  return { ...result, search, status, payment };
}

type AdminOrder = Route.ComponentProps["loaderData"]["data"][number];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { data, total, page, pageSize, search, status, payment } = loaderData;

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Orders</h1>
        <p className="dashboard-muted">{total} orders</p>
      </header>
      <Form method="get" className="admin-filters" role="search">
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
            {payments.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          Apply
        </Button>
      </Form>
      {data.length === 0 ? (
        <p className="admin-empty">No orders found.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Payment</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Detail</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((order) => (
                <OrderRow key={order._id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}

function OrderRow({ order: initial }: { order: AdminOrder }) {
  const toast = useToast();
  const [order, setOrder] = useState(initial);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const options = nextStatuses(order.orderStatus as OrderStatus);
  const date = formatDateTime(order.createdAt);

  async function move(to: string) {
    if (!to) return;
    setSaving(true);
    try {
      const answer = await callApi<{ order: AdminOrder }>("PUT", `/api/order/updateStatus/${order._id}`, {
        status: to,
      });
      setOrder(answer.order);
      toast(`Order #${order.number} is ${orderStatusNames[to as OrderStatus].toLowerCase()}.`, { tone: "success" });
    } catch (error) {
      toast(error instanceof Error ? error.message : "The status could not be changed.", { tone: "error" });
    } finally {
      setSaving(false);
    }
  }

  const address = order.shippingAddress;
  return (
    <Fragment>
      <tr>
        <td>
          <strong>#{order.number}</strong>
          <br />
          <span className="dashboard-muted">{date}</span>
        </td>
        <td>
          {order.contact.firstName} {order.contact.lastName}
          <br />
          <span className="dashboard-muted">
            {order.contact.email || "No email"} · {order.contact.phone || "No phone"}
          </span>
        </td>
        <td className="admin-table__amount">{formatRupeesExact(fromRupees(order.totalAmount))}</td>
        <td>
          {order.paymentMethod} · {order.paymentStatus}
        </td>
        <td>
          <div className="admin-status">
            <StatusBadge status={order.orderStatus} />
            {saving ? (
              <span className="dashboard-muted">Updating...</span>
            ) : (
              options.length > 0 && (
                <select
                  className="admin-status__select"
                  aria-label={`Change the status of order #${order.number}`}
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
        <td>
          <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
            {open ? "Hide" : "View"}
            <span className="visually-hidden"> order #{order.number}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr className="admin-table__detail">
          <td colSpan={6}>
            <div className="admin-detail">
              <ul className="plain-list">
                {order.orderItems.map((item) => (
                  <li key={item.variant}>
                    {item.name} ({item.variantname}) × {item.quantity}:{" "}
                    {formatRupeesExact(fromRupees(item.price) * item.quantity)}
                    {item.giftWrap ? " · gift wrap" : ""}
                  </li>
                ))}
              </ul>
              <p>
                {address
                  ? `${address.addressLine1}${address.addressLine2 ? `, ${address.addressLine2}` : ""}, ${address.city}, ${address.state} ${address.zipCode}`
                  : "No address provided"}
              </p>
              <p className="dashboard-muted">
                Items {formatRupeesExact(fromRupees(order.itemsTotal))}
                {order.discount > 0
                  ? ` · coupon ${order.appliedCoupon} −${formatRupeesExact(fromRupees(order.discount))}`
                  : ""}
                {order.giftWrap > 0 ? ` · gift wrap ${formatRupeesExact(fromRupees(order.giftWrap))}` : ""} · shipping{" "}
                {formatRupeesExact(fromRupees(order.shipping))}
                {order.transactionId ? ` · payment ${order.transactionId}` : ""}
              </p>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** The order's tax invoice and credit note once issued (printable page, PDF from there). */
function DocumentLinks({ order }: { order: AdminOrder }) {
  const { invoice, creditNote } = order.documents;
  if (!invoice && !creditNote) return null;
  return (
    <p className="admin-documents">
      {invoice && (
        <Link to={`/userdashboard/orders/${order._id}/invoice`}>
          Invoice {invoice.number}
          <span className="visually-hidden"> of order #{order.number}</span>
        </Link>
      )}
      {creditNote && (
        <Link to={`/userdashboard/orders/${order._id}/credit-note`}>
          Credit note {creditNote.number}
          <span className="visually-hidden"> of order #{order.number}</span>
        </Link>
      )}
    </p>
  );
}
