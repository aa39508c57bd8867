// /thankyou-page?order={id}&key={key} (spec: Order Placed, THANK YOU!, a note that a confirmation
// e-mail follows, Keep Shopping, the return and shipping policy link). It reads the order from the
// server, so it can be reloaded: its owner, or anyone holding the link with its key, sees it.

import { Link } from "react-router";
import { fromRupees } from "../../core/money.ts";
import { capturedPaymentStatuses } from "../../core/order-status.ts";
import { paymentRows } from "../../core/paid-with.ts";
import { ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { SummaryRows } from "../components/summary-rows.tsx";
import type { Route } from "./+types/thank-you";
import "../styles/cart.css";
import "../styles/checkout.css";
import type { ReactNode } from "react";
import { ConfirmOrder } from "../checkout/confirm-order.tsx";
import { OrderLines } from "../components/order-lines.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { AddressBlock } from "../shared/address-block.tsx";
import { OrderNoteBlock } from "../shared/order-note-block.tsx";
import { ShipmentCard } from "../shipping/shipment-card.tsx";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Thank you · Sattva") }, { name: "robots", content: "noindex" }];
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

/** The message with its order number and address in bold, as the English page always showed them. */
function emphasised(text: string, parts: string[]): ReactNode[] {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(${parts.map(literal).join("|")})`);
  return text.split(pattern).map((piece) => (parts.includes(piece) ? <strong key={piece}>{piece}</strong> : piece));
}

const paymentText = (order: NonNullable<Route.ComponentProps["loaderData"]["order"]>) =>
  order.paymentMethod === "COD"
    ? "Pay on delivery"
    : capturedPaymentStatuses.includes(order.paymentStatus)
      ? "Paid online"
      : "Online payment pending";

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { order, confirmToken, confirmWithinHours } = loaderData;
  const { t, to } = useI18n();
  if (!order) {
    return (
      <div className="thank-you page-width">
        <div className="thank-you__hero">
          <h1 className="thank-you__title">{t("We could not find this order")}</h1>
          <p>{t("The link may be incomplete. Your confirmation e-mail has the full link to your order.")}</p>
          <ButtonLink to={to("/shop")}>{t("Keep Shopping")}</ButtonLink>
        </div>
      </div>
    );
  }
  const savings = order.subtotal - order.itemsTotal;
  const bold = [`#${order.number ?? ""}`, order.contact.email];
  return (
    <div className="thank-you page-width">
      <div className="thank-you__hero">
        <span className="thank-you__mark">
          <Icon name="check" size={32} />
        </span>
        <p className="eyebrow">{t("Order Placed")}</p>
        <h1 className="thank-you__title">{t("THANK YOU!")}</h1>
        {order.orderStatus === "awaiting_confirmation" ? (
          <p className="thank-you__lead">
            {emphasised(
              t(
                "Your order #{number} is placed. Please confirm it so we can pack it; the e-mail on its way to {email} has the same link.",
                { number: String(order.number ?? ""), email: order.contact.email },
              ),
              bold,
            )}
          </p>
        ) : (
          <p className="thank-you__lead">
            {emphasised(
              capturedPaymentStatuses.includes(order.paymentStatus)
                ? t("Your order #{number} is confirmed and paid. A confirmation e-mail is on its way to {email}.", {
                    number: String(order.number ?? ""),
                    email: order.contact.email,
                  })
                : t("Your order #{number} is confirmed. A confirmation e-mail is on its way to {email}.", {
                    number: String(order.number ?? ""),
                    email: order.contact.email,
                  }),
              bold,
            )}
          </p>
        )}
        {order.orderStatus === "awaiting_confirmation" && (
          <ConfirmOrder orderId={order._id} token={confirmToken} withinHours={confirmWithinHours} />
        )}
        <div className="thank-you__actions">
          <ButtonLink to={to("/shop")}>{t("Keep Shopping")}</ButtonLink>
          <Link to={to("/policies")} className="thank-you__policy">
            {t("Return and shipping policy")}
          </Link>
          <Link to={to(`/track?order=${order.number}`)} className="thank-you__policy">
            {t("Track this order")}
          </Link>
        </div>
      </div>

      {order.shipment && <ShipmentCard shipment={order.shipment} />}

      <section className="thank-you__card" aria-labelledby="thank-you-summary">
        <h2 id="thank-you-summary" className="checkout-section__title">
          {t("Order #{number}", { number: String(order.number ?? "") })}
        </h2>
        <OrderLines items={order.orderItems} charges={order} label="Items in your order" countBadge />
        <SummaryRows
          className="checkout-totals"
          figures={{
            subtotal: fromRupees(order.subtotal),
            savings: fromRupees(savings),
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
        <div className="thank-you__details">
          <AddressBlock contact={order.contact} address={order.shippingAddress} />
          <div>
            <h3 className="thank-you__label">{t("Payment")}</h3>
            <p>{t(paymentText(order))}</p>
          </div>
          <OrderNoteBlock note={order.orderNote} />
        </div>
      </section>
    </div>
  );
}
