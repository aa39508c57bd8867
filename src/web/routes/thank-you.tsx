// /thankyou-page?order={id}&key={key} (spec: Order Placed, THANK YOU!, a note that a confirmation
// e-mail follows, Keep Shopping, the return and shipping policy link). It reads the order from the
// server, so it can be reloaded: its owner, or anyone holding the link with its key, sees it.
import { Link } from "react-router";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { ProductImage } from "../components/product-image.tsx";
import type { Route } from "./+types/thank-you";
import "../styles/cart.css";
import "../styles/checkout.css";
import { ConfirmOrder } from "../checkout/confirm-order.tsx";
import { LineTotal } from "../components/line-total.tsx";

export function meta() {
  return [{ title: "Thank you · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  const key = url.searchParams.get("key") ?? undefined;
  const valid = /^[0-9a-f-]{36}$/i.test(orderId);
  const order = valid ? await context.services.orders.read(context.user, orderId, key) : null;
  // a cash-on-delivery order's confirm link (from the checkout or the e-mail)
  const confirmToken = url.searchParams.get("confirm") ?? null;
  const { cod } = await context.services.settings.site();
  return { order, confirmToken, confirmWithinHours: cod.confirmWithinHours };
}

const paymentText = (order: NonNullable<Route.ComponentProps["loaderData"]["order"]>) =>
  order.paymentMethod === "COD"
    ? "Pay on delivery"
    : order.paymentStatus === "paid"
      ? "Paid online"
      : "Online payment pending";

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { order, confirmToken, confirmWithinHours } = loaderData;
  if (!order) {
    return (
      <div className="thank-you page-width">
        <div className="thank-you__hero">
          <h1 className="thank-you__title">We could not find this order</h1>
          <p>The link may be incomplete. Your confirmation e-mail has the full link to your order.</p>
          <ButtonLink to="/shop">Keep Shopping</ButtonLink>
        </div>
      </div>
    );
  }
  const address = order.shippingAddress;
  const savings = order.subtotal - order.itemsTotal;
  return (
    <div className="thank-you page-width">
      <div className="thank-you__hero">
        <span className="thank-you__mark">
          <Icon name="check" size={32} />
        </span>
        <p className="eyebrow">Order Placed</p>
        <h1 className="thank-you__title">THANK YOU!</h1>
        {order.orderStatus === "awaiting_confirmation" ? (
          <p className="thank-you__lead">
            Your order <strong>#{order.number}</strong> is placed. Please confirm it so we can pack it; the e-mail on
            its way to <strong>{order.contact.email}</strong> has the same link.
          </p>
        ) : (
          <p className="thank-you__lead">
            Your order <strong>#{order.number}</strong> is confirmed
            {order.paymentStatus === "paid" ? " and paid" : ""}. A confirmation e-mail is on its way to{" "}
            <strong>{order.contact.email}</strong>.
          </p>
        )}
        {order.orderStatus === "awaiting_confirmation" && (
          <ConfirmOrder orderId={order._id} token={confirmToken} withinHours={confirmWithinHours} />
        )}
        <div className="thank-you__actions">
          <ButtonLink to="/shop">Keep Shopping</ButtonLink>
          <Link to="/policies" className="thank-you__policy">
            Return and shipping policy
          </Link>
        </div>
      </div>

      <section className="thank-you__card" aria-labelledby="thank-you-summary">
        <h2 id="thank-you-summary" className="checkout-section__title">
          Order #{order.number}
        </h2>
        <ul className="checkout-lines plain-list" aria-label="Items in your order">
          {order.orderItems.map((item) => (
            <li key={item.variant} className="checkout-line">
              <div className="checkout-line__media">
                <ProductImage className="checkout-line__image" src={item.image} alt="" sizes="64px" />
                <span className="checkout-line__count" aria-hidden="true">
                  {item.quantity}
                </span>
              </div>
              <div className="checkout-line__body">
                <p className="checkout-line__name">{item.name}</p>
                <p className="checkout-line__variant">
                  {item.variantname} × {item.quantity}
                  {item.giftWrap ? " · Gift wrapped" : ""}
                </p>
              </div>
              <LineTotal price={item.price} quantity={item.quantity} tax={item.tax} />
            </li>
          ))}
        </ul>
        <dl className="cart-summary checkout-totals">
          <div className="cart-summary__row">
            <dt>Subtotal (M.R.P.)</dt>
            <dd>{formatRupees(fromRupees(order.subtotal))}</dd>
          </div>
          {savings > 0 && (
            <div className="cart-summary__row cart-summary__row--saving">
              <dt>Discount</dt>
              <dd>−{formatRupees(fromRupees(savings))}</dd>
            </div>
          )}
          {order.discount > 0 && (
            <div className="cart-summary__row cart-summary__row--saving">
              <dt>Coupon {order.appliedCoupon}</dt>
              <dd>−{formatRupees(fromRupees(order.discount))}</dd>
            </div>
          )}
          {order.giftWrap > 0 && (
            <div className="cart-summary__row">
              <dt>Gift wrap</dt>
              <dd>{formatRupees(fromRupees(order.giftWrap))}</dd>
            </div>
          )}
          <div className="cart-summary__row">
            <dt>Shipping</dt>
            <dd>{order.shipping === 0 ? "Free" : formatRupees(fromRupees(order.shipping))}</dd>
          </div>
          {order.codFee > 0 && (
            <div className="cart-summary__row">
              <dt>Pay on Delivery fee</dt>
              <dd>{formatRupees(fromRupees(order.codFee))}</dd>
            </div>
          )}
          <div className="cart-summary__row cart-summary__row--total">
            <dt>Total</dt>
            <dd>{formatRupees(fromRupees(order.totalAmount))}</dd>
          </div>
        </dl>
        <div className="thank-you__details">
          <div>
            <h3 className="thank-you__label">Delivering to</h3>
            <p>
              {order.contact.firstName} {order.contact.lastName}
              <br />
              {address.addressLine1}
              {address.addressLine2 ? `, ${address.addressLine2}` : ""}
              <br />
              {address.city}, {address.state} {address.zipCode}
              <br />
              {order.contact.phone}
            </p>
          </div>
          <div>
            <h3 className="thank-you__label">Payment</h3>
            <p>{paymentText(order)}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
