// The /policies text (spec section 9 "Policy page text"): refunds within 7-10 business days after
// inspection, prices in rupees, payment by card, UPI and wallets, shoppers 18 or over or supervised.
// The spec left the shipping time and the cancellation window blank. Delivery days, every charge
// (shipping, free-shipping threshold, COD fee and limit, gift wrap) and the cancellation rule are read
// from the settings and the order table the code enforces, never typed here. The spec's "7-14 days"
// and "30-day returns" disagreed: the return window is now one setting (settings: returns) that this
// page, the product page and the terms all state.
import { Link } from "react-router";
import { formatRupees } from "../../../core/money.ts";
import type { DocumentSection } from "./legal-document.tsx";
import { categoryWords, dayRange, type ShopFacts, telHref, serviceWindows as w } from "./shop-facts.ts";

/** The four promises at a glance, above the full text. */
export function PolicyGlance({ facts }: { facts: ShopFacts }) {
  const items = [
    {
      label: "Dispatch",
      value: dayRange(facts.processingDays),
      note: `then ${dayRange({ min: facts.metroTransitDays.min, max: facts.otherTransitDays.max })} to you`,
    },
    {
      label: "Shipping",
      value: `Free over ${formatRupees(facts.freeShippingFrom)}`,
      note: `${formatRupees(facts.shippingFee)} below that`,
    },
    { label: "Returns & exchanges", value: `${facts.returns.windowDays} days`, note: "from delivery" },
    { label: "Refunds", value: "7-10 days", note: "business days after inspection" },
  ];
  return (
    <dl className="glance">
      {items.map((item) => (
        <div key={item.label} className="glance__item">
          <dt className="glance__label">{item.label}</dt>
          <dd className="glance__value">{item.value}</dd>
          <dd className="glance__note">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}

export function policySections(facts: ShopFacts): DocumentSection[] {
  const fee = formatRupees(facts.shippingFee);
  const freeFrom = formatRupees(facts.freeShippingFrom);
  return [
    {
      id: "shipping",
      title: "Shipping",
      body: (
        <>
          <p>
            We pack every order by hand in our studio and hand it to a trusted courier within{" "}
            <strong>{dayRange(facts.processingDays, "working days")}</strong> of the order being placed (orders placed
            on Sundays and public holidays leave the next working day).
          </p>
          <ul>
            <li>
              Metro cities: delivered <strong>{dayRange(facts.metroTransitDays)}</strong> after dispatch.
            </li>
            <li>
              Other cities and towns: delivered <strong>{dayRange(facts.otherTransitDays)}</strong> after dispatch;
              remote pin codes can take a little longer.
            </li>
            <li>
              Shipping is <strong>free on orders of {freeFrom} or more</strong>; below that a flat {fee} is added at
              checkout, the same for prepaid and cash-on-delivery orders.
              {facts.codFee > 0 && <> Paying on delivery adds {formatRupees(facts.codFee)}.</>}
            </li>
            <li>
              Once your order leaves us you receive an e-mail with the courier's tracking number. The shipping charge is
              shown on the checkout page before you pay.
            </li>
            <li>
              International orders: write to us first at{" "}
              <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>. Express delivery usually takes{" "}
              {w.internationalDays}; charges, duties and taxes are quoted before you pay.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cancellations",
      title: "Cancellations",
      body: (
        <>
          <p>
            You can cancel an order free of charge <strong>until it is dispatched</strong>: from{" "}
            <Link to="/userdashboard">My Account</Link> if you have an account, or by writing to us with your order
            number, or calling <a href={telHref(facts.supportPhone)}>{facts.supportPhone}</a>. A prepaid order is
            refunded in full to the way you paid.
          </p>
          <p>
            A cash-on-delivery order waits for you to confirm it; one not confirmed within{" "}
            <strong>{facts.codConfirmWithinHours} hours</strong> is cancelled and nothing is owed.
          </p>
          <p>
            Once an order has been dispatched it can no longer be cancelled, but you may refuse the parcel at the door
            or return it under the policy below. We may cancel an order ourselves if an item turns out to be out of
            stock or cannot be delivered to your pin code; you are then refunded in full and told at once.
          </p>
        </>
      ),
    },
    {
      id: "returns",
      title: "Returns and exchanges",
      body: (
        <>
          <p>
            You may ask to return or exchange an item{" "}
            <strong>within {facts.returns.windowDays} days of delivery</strong>, unused, with tags and in the original
            packaging
            {facts.returns.nonReturnableCategories.length > 0 && (
              <>
                , except for items that cannot be returned:{" "}
                <strong>{categoryWords(facts.returns.nonReturnableCategories)}</strong> (each such product page says so)
              </>
            )}
            .
          </p>
          <ul>
            <li>
              Damaged, defective or wrong items: tell us within <strong>{w.damageReportHours} hours</strong> of delivery
              with a photo of the item and the parcel. We replace the item or refund it in full, and we pay the return
              shipping.
            </li>
          </ul>
          <p>
            To start a return, open the order in <Link to="/userdashboard?tab=orderHistory">My Account</Link> and choose
            Return or exchange for the item, or write to{" "}
            <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a> with your order number.
            {facts.returns.proofRequired && " Please attach a photo or video of the parcel as you opened it."} We
            arrange a pickup where the courier serves your pin code; otherwise we share the address to send it to. Gift
            wrap and shipping charges are not refunded, except when the item was damaged, defective or wrong.
          </p>
        </>
      ),
    },
    {
      id: "refunds",
      title: "Refunds",
      body: (
        <>
          <p>
            When a returned item reaches us, we inspect it within two working days. Once it passes, your refund is
            issued <strong>within {w.refundBusinessDays}</strong>:
          </p>
          <ul>
            <li>card, UPI and wallet payments go back to the same card, UPI account or wallet;</li>
            <li>cash-on-delivery orders are refunded to a bank account or UPI ID you give us.</li>
          </ul>
          <p>
            We e-mail you when the refund is issued. Your bank may take a few more days to show it. If an item does not
            pass inspection (used, damaged after delivery, or missing parts), we tell you why and send it back to you.
          </p>
        </>
      ),
    },
    {
      id: "pricing-payment",
      title: "Prices and payment",
      body: (
        <>
          <p>
            All prices are in <strong>Indian rupees (₹)</strong> and include GST; the struck price is the M.R.P.,
            inclusive of all taxes. The amount you pay is the one shown on the checkout page, worked out by our server
            from the current prices, your coupon and shipping.
          </p>
          <p>
            We accept <strong>credit and debit cards, UPI and wallets</strong> through our payment partner, and cash on
            delivery. Card details are entered with the payment partner and never reach or stay with us. Optional gift
            wrap costs {formatRupees(facts.giftWrapPerUnit)} per item.
          </p>
          <p>
            Cash on delivery is open to orders of up to <strong>{formatRupees(facts.codMaxOrder)}</strong>
            {facts.codFee > 0 ? (
              <>
                {" "}
                and adds <strong>{formatRupees(facts.codFee)}</strong> to the order
              </>
            ) : (
              <> at no extra charge</>
            )}
            . Every charge (shipping, gift wrap, cash on delivery) is shown on the checkout page before you place the
            order.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Who may buy",
      body: (
        <p>
          To place an order you must be <strong>18 years or older</strong>, or use the shop under the supervision of a
          parent or legal guardian who accepts these policies and our{" "}
          <Link to="/termsandconditions">terms and conditions</Link> on your behalf.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Questions",
      body: (
        <p>
          Write to <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>, call{" "}
          <a href={telHref(facts.supportPhone)}>{facts.supportPhone}</a> (Monday to Saturday, 10 am to 6 pm), or use our{" "}
          <Link to="/contactus">contact form</Link>. We reply within {w.replyWithin}. Many answers are already in our{" "}
          <Link to="/faq">FAQ</Link>.
        </p>
      ),
    },
  ];
}
