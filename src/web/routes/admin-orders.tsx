// /admin-view-orders: every order in a table (amounts in rupees), searched and filtered on the
// server, a page at a time, as the URL says; each row (admin/order-row.tsx) opens its detail blocks
// (one order at a time) and moves its status; after a change the page's data is read again (no copy
// of an order kept here).
// On a phone each row stacks into a card (admin.css), so nothing scrolls sideways.
// Shipping: "Ship" on an order ready to ship opens its panel (admin/ship-panel.tsx); ticked orders
// are shipped together (admin/ship-bulk.tsx) and their labels printed as one PDF.

import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { type OrderStatus, orderStatusNames, paymentStatuses, paymentStatusNames } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { OrderRow } from "../admin/order-row.tsx";
import { BulkShipPanel } from "../admin/ship-bulk.tsx";
import { ShipSelectionBar } from "../admin/ship-selection.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-orders";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Orders · Admin · Sattva" }];
}

const statuses = Object.keys(orderStatusNames) as OrderStatus[];
const paymentOptions = paymentStatuses.map((value) => ({ value, label: paymentStatusNames[value] }));

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
      <AdminListHead
        title="Orders"
        summary={countOf(total, "order")}
        search={{ value: search, placeholder: "Order number, name, e-mail or phone" }}
        choices={[
          { label: "Status", name: "status", value: status, all: true, options: optionsOf(orderStatusNames) },
          { label: "Payment", name: "payment", value: payment, all: true, options: paymentOptions },
        ]}
        submitLabel="Apply"
      />
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
