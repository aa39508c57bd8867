// /admin-view-orders: every order in a table (amounts in rupees), searched and filtered on the
// server, a page at a time, as the URL says; View/Hide opens one order's detail blocks; the status
// dropdown offers only the moves the order's state allows (DESIGN.md decision 9) and shows
// 'Updating...' while it saves, then the page's data is read again (no copy of an order kept here).
// On a phone each row stacks into a card (admin.css), so nothing scrolls sideways.

import { Fragment, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { nextStatuses, type OrderStatus, orderLabel, orderStatusNames } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { StatusBadge } from "../account/dashboard/orders.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { EmailAddress } from "../admin/email-address.tsx";
import { type AdminOrder, AdminOrderDetail } from "../admin/order-detail.tsx";
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

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { data, total, page, pageSize, search, status, payment } = loaderData;
  // which order is opened (one at a time, spec); the orders themselves come from the loader only
  const [openId, setOpenId] = useState<string | null>(null);

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
        <p className="admin-empty">No orders found</p>
      ) : (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
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
                open={openId === order._id}
                onToggle={() => setOpenId((current) => (current === order._id ? null : order._id))}
              />
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}

function OrderRow({ order, open, onToggle }: { order: AdminOrder; open: boolean; onToggle: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
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
            {order.paymentMethod} · {order.paymentStatus}
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
          <button type="button" className="link-button" aria-expanded={open} onClick={onToggle}>
            {open ? "Hide" : "View"}
            <span className="visually-hidden"> order {orderLabel(order.number)}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr className="admin-table__detail">
          <td colSpan={9}>
            <AdminOrderDetail order={order} />
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
          <span className="visually-hidden"> of order {orderLabel(order.number)}</span>
        </Link>
      )}
      {creditNote && (
        <Link to={`/userdashboard/orders/${order._id}/credit-note`}>
          Credit note {creditNote.number}
          <span className="visually-hidden"> of order {orderLabel(order.number)}</span>
        </Link>
      )}
    </p>
  );
}
