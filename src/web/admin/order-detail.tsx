// An order opened on /admin-view-orders (spec: the View row): Customer Details, Shipping Address,
// Payment Information (method, status, transaction id, the price breakup), the shopper's gift message
// or note (printed on the packing slip) and the Items (image, name, size, quantity, price), each block a
// card that stacks on a phone; and its Shipment: the
// parcel with its timeline, or the Ship action when the order is ready to ship; a COD order's cash
// (collected by the courier, remitted with its UTR, or marked received by hand for a manual courier);
// its Refunds.
import type { ReactNode } from "react";
import { orderNoteWords } from "../../core/checkout.ts";
import { formatDateKey } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { orderLabel, paymentStatusNames } from "../../core/order-status.ts";
import { prepaidRows } from "../../core/paid-with.ts";
import { restAfterStoreCreditLabel } from "../../core/pricing.ts";
import type { WebServices } from "../../server/http/web-services.ts";
import { Button } from "../components/button.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { ParcelCheckInBlock } from "./check-in.tsx";
import { CodReceivedForm } from "./cod-received.tsx";
import { RefundsBox } from "./refunds-box.tsx";
import { ShipmentFacts } from "./ship-shipment.tsx";
import type { AdminShipping } from "./ship-types.ts";

export type AdminOrder = Awaited<ReturnType<WebServices["admin"]["orders"]>>["data"][number];

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

export interface AdminOrderDetailProps {
  order: AdminOrder;
  /** The order's parcel and whether it can ship (absent: no Shipment block). */
  shipping?: AdminShipping["orders"][string] | undefined;
  /** Opens the Ship panel. */
  onShip?: () => void;
}

/** The payment's state; a remitted COD order's with the UTR (or receipt number) of its remittance. */
function paymentStatusText(order: AdminOrder): string {
  const name = paymentStatusNames[order.paymentStatus];
  return order.paymentStatus === "remitted" && order.codRemittance ? `${name} (UTR ${order.codRemittance.utr})` : name;
}

/** A remitted COD order's remittance: "20 Nov 2026 · ₹942.00 · ₹65.00 kept by the courier". */
function remittanceText(remittance: NonNullable<AdminOrder["codRemittance"]>): string {
  return [
    `UTR ${remittance.utr}`,
    formatDateKey(remittance.remittedOn),
    money(remittance.remittedAmount),
    ...(remittance.deductions > 0 ? [`${money(remittance.deductions)} kept by the courier`] : []),
    ...(remittance.shortfall > 0 ? [`${money(remittance.shortfall)} short`] : []),
  ].join(" · ");
}

export function AdminOrderDetail({ order, shipping, onShip }: AdminOrderDetailProps) {
  const address = order.shippingAddress;
  // a manual courier's delivered COD order: its cash is marked received by hand (no report names it)
  const receivedByHand =
    order.paymentMethod === "COD" &&
    order.paymentStatus === "collected" &&
    !order.codRemittance &&
    shipping?.shipment?.provider === "manual";
  return (
    <div className="admin-order">
      <Block title="Customer Details">
        <Facts
          rows={[
            ["Name", `${order.contact.firstName} ${order.contact.lastName}`.trim()],
            ["Email", order.contact.email || "N/A"],
            ["Phone", order.contact.phone || "N/A"],
            ["Account", order.guestUser ? "Guest" : "Member"],
          ]}
        />
      </Block>
      <Block title="Shipping Address">
        {address ? (
          <address className="admin-order__address">
            {address.addressLine1}
            {address.addressLine2 ? (
              <>
                <br />
                {address.addressLine2}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.zipCode}
            <br />
            {address.country}
          </address>
        ) : (
          <p>No address provided</p>
        )}
      </Block>
      <Block title="Payment Information">
        <Facts
          rows={[
            ["Method", order.paymentMethod === "COD" ? "Pay on Delivery (COD)" : order.paymentMethod],
            ["Status", paymentStatusText(order)],
            ...(order.codRemittance ? [["Remittance", remittanceText(order.codRemittance)] as const] : []),
            ...(order.replacementFor
              ? [["Replacement for", `Return ${order.replacementFor.number} (an exchange)`] as const]
              : []),
            ...(order.transactionId ? [["Transaction ID", order.transactionId] as const] : []),
            ["Items", money(order.itemsTotal)],
            ...(order.discount > 0
              ? [[`Coupon ${order.appliedCoupon ?? ""}`.trim(), `−${money(order.discount)}`] as const]
              : []),
            ...(order.giftWrap > 0 ? [["Gift wrap", money(order.giftWrap)] as const] : []),
            ["Shipping", order.shipping > 0 ? money(order.shipping) : "Free"],
            ...(order.codFee > 0 ? [["Pay on Delivery fee", money(order.codFee)] as const] : []),
            ["Total", money(order.totalAmount)],
            ...(order.storeCredit > 0
              ? [
                  ...prepaidRows(order.storeCredit, order.giftCard).map(
                    ([label, paise]) => [label, `−${money(paise)}`] as const,
                  ),
                  [
                    restAfterStoreCreditLabel(order.paymentMethod),
                    money(order.totalAmount - order.storeCredit),
                  ] as const,
                ]
              : []),
          ]}
        />
      </Block>
      {shipping?.shipment ? (
        <Block title="Shipment">
          <ShipmentFacts shipment={shipping.shipment} />
        </Block>
      ) : (
        shipping?.shipRefusal === null &&
        onShip && (
          <Block title="Shipment">
            <p className="dashboard-muted">Ready to ship: book the parcel with a courier.</p>
            <Button size="sm" onClick={onShip}>
              Ship<span className="visually-hidden"> order {orderLabel(order.number)}</span>
            </Button>
          </Block>
        )
      )}
      {receivedByHand && (
        <Block title="Cash on delivery">
          <CodReceivedForm orderId={order._id} expected={order.totalAmount - order.storeCredit} />
        </Block>
      )}
      {order.orderNote && (
        <Block title={orderNoteWords.shown} wide>
          <p className="admin-order__note">{order.orderNote}</p>
        </Block>
      )}
      <Block title="Items" wide>
        <ul className="admin-order__items plain-list">
          {order.orderItems.map((item) => (
            <li key={item.variant} className="admin-order__item">
              <ProductImage
                className="admin-order__image"
                src={item.image}
                alt=""
                width={56}
                height={70}
                sizes="56px"
              />
              <div className="admin-order__item-body">
                <p className="admin-order__item-name">{item.name}</p>
                <p className="dashboard-muted">
                  Size {item.size} · Qty {item.quantity}
                  {item.giftWrap ? " · Gift wrapped" : ""}
                </p>
              </div>
              <p className="admin-order__item-price">
                {money(item.price * item.quantity)}
                {item.quantity > 1 && <span className="dashboard-muted">{money(item.price)} each</span>}
              </p>
            </li>
          ))}
        </ul>
      </Block>
      <ParcelCheckInBlock orderId={order._id} orderStatus={order.orderStatus} />
      <RefundsBox orderId={order._id} prepaid={order.paymentMethod !== "COD"} member={!order.guestUser} />
    </div>
  );
}

function Block({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? "admin-order__block admin-order__block--wide" : "admin-order__block"}>
      <h2 className="admin-order__title">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="admin-order__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
