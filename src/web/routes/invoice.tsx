// /userdashboard/orders/{orderId}/invoice (guarded): a printable invoice of one of the member's
// orders, GST style: each line's taxable value, rate and tax inside its tax-inclusive price.
import { formatLongDate } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { taxableValue } from "../../core/pricing.ts";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/invoice";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Invoice · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const detail = /^[0-9a-f-]{36}$/i.test(params.orderId)
    ? await context.services.orders.detail(user, params.orderId)
    : null;
  if (!detail) throw new Response("Not found", { status: 404 });
  const site = await context.services.settings.site();
  return {
    order: detail.order,
    shop: { name: site.shopName, email: site.contactEmail },
  };
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, shop } = loaderData;
  const lines = order.orderItems.map((item) => {
    const gross = fromRupees(item.price) * item.quantity;
    const taxable = taxableValue(gross, Math.round(item.tax * 100));
    return { ...item, gross, taxable, tax: gross - taxable, rate: item.tax };
  });
  const taxTotal = lines.reduce((sum, line) => sum + line.tax, 0);
  const address = order.shippingAddress;
  return (
    <div className="invoice page-width">
      <div className="invoice__bar no-print">
        <button type="button" className="button button--secondary button--sm" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article className="invoice__sheet">
        <header className="invoice__head">
          <div>
            <p className="invoice__shop">{shop.name}</p>
            <p>{shop.email}</p>
          </div>
          <div className="invoice__meta">
            <h1 className="invoice__title">Invoice</h1>
            <p>Order #{order.number}</p>
            <p>{formatLongDate(order.createdAt)}</p>
          </div>
        </header>
        <section className="invoice__parties">
          <div>
            <h2 className="invoice__label">Billed and shipped to</h2>
            <p>
              {order.contact.firstName} {order.contact.lastName}
              <br />
              {address.addressLine1}
              {address.addressLine2 ? `, ${address.addressLine2}` : ""}
              <br />
              {address.city}, {address.state} {address.zipCode}
              <br />
              {order.contact.phone} · {order.contact.email}
            </p>
          </div>
          <div>
            <h2 className="invoice__label">Payment</h2>
            <p>
              {order.paymentMethod === "COD" ? "Pay on delivery" : "Online"} ({order.paymentStatus})
            </p>
            <h2 className="invoice__label">Place of supply</h2>
            <p>{address.state}</p>
          </div>
        </section>
        <table className="invoice__table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Taxable value</th>
              <th scope="col">GST</th>
              <th scope="col">Tax</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.variant}>
                <td>
                  {line.name}
                  <br />
                  <span className="invoice__muted">{line.variantname}</span>
                </td>
                <td>{line.quantity}</td>
                <td>{formatRupeesExact(line.taxable)}</td>
                <td>{line.rate}%</td>
                <td>{formatRupeesExact(line.tax)}</td>
                <td>{formatRupeesExact(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="invoice__totals">
          <div>
            <dt>Items (GST included)</dt>
            <dd>{formatRupeesExact(fromRupees(order.itemsTotal))}</dd>
          </div>
          <div>
            <dt>of which GST</dt>
            <dd>{formatRupeesExact(taxTotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>Coupon {order.appliedCoupon}</dt>
              <dd>−{formatRupeesExact(fromRupees(order.discount))}</dd>
            </div>
          )}
          {order.giftWrap > 0 && (
            <div>
              <dt>Gift wrap</dt>
              <dd>{formatRupeesExact(fromRupees(order.giftWrap))}</dd>
            </div>
          )}
          <div>
            <dt>Shipping</dt>
            <dd>{formatRupeesExact(fromRupees(order.shipping))}</dd>
          </div>
          <div className="invoice__grand">
            <dt>Total</dt>
            <dd>{formatRupeesExact(fromRupees(order.totalAmount))}</dd>
          </div>
        </dl>
        <p className="invoice__muted">Prices include GST. Thank you for shopping with {shop.name}.</p>
      </article>
    </div>
  );
}
