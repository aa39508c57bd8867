// The /policies text (spec section 9 "Policy page text"): refunds within 7-10 business days after
// inspection, prices in rupees, payment by card, UPI and wallets, shoppers 18 or over or supervised.
// The spec left the shipping time and the cancellation window blank. Delivery days, every charge
// (shipping, free-shipping threshold, COD fee and limit, gift wrap) and the cancellation rule are read
// from the settings and the order table the code enforces, never typed here. The spec's "7-14 days"
// and "30-day returns" disagreed: the return window is now one setting (settings: returns) that this
// page, the product page and the terms all state.
// In the page's language (decision 0061): each paragraph is one message (English is the key; <b>…</b>
// is bold, {placeholders} are figures and links), so /hi/policies says the same in Hindi.
import { Link } from "react-router";
import { formatRupees } from "../../../core/money.ts";
import { English, type I18n, makeI18n } from "../../i18n/i18n.tsx";
import { rich } from "../../i18n/words.tsx";
import type { DocumentSection } from "./legal-document.tsx";
import { categoryWords, type DayRange, type ShopFacts, telHref, serviceWindows as w } from "./shop-facts.ts";

const english = makeI18n("en", undefined);

/** "1-2 days", "2 days", "1 day" (or working days) in the page's language. */
export function daysWords({ t }: Pick<I18n, "t">, range: DayRange, working = false): string {
  const count = range.min === range.max ? `${range.max}` : `${range.min}-${range.max}`;
  if (working) return range.max === 1 ? t("{count} working day", { count }) : t("{count} working days", { count });
  return range.max === 1 ? t("{count} day", { count }) : t("{count} days", { count });
}

/** The four promises at a glance, above the full text. */
export function PolicyGlance({ facts, i18n = english }: { facts: ShopFacts; i18n?: I18n }) {
  const { t } = i18n;
  const items = [
    {
      label: t("Dispatch"),
      value: daysWords(i18n, facts.processingDays),
      note: t("then {days} to you", {
        days: daysWords(i18n, { min: facts.metroTransitDays.min, max: facts.otherTransitDays.max }),
      }),
    },
    {
      label: t("Shipping"),
      value: t("Free over {price}", { price: formatRupees(facts.freeShippingFrom) }),
      note: t("{price} below that", { price: formatRupees(facts.shippingFee) }),
    },
    {
      label: t("Returns & exchanges"),
      value: daysWords(i18n, { min: facts.returns.windowDays, max: facts.returns.windowDays }),
      note: t("from delivery"),
    },
    { label: t("Refunds"), value: t("7-10 days"), note: t("business days after inspection") },
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

export function policySections(facts: ShopFacts, i18n: I18n = english): DocumentSection[] {
  const { t, to } = i18n;
  const fee = formatRupees(facts.shippingFee);
  const freeFrom = formatRupees(facts.freeShippingFrom);
  const supportEmail = <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>;
  const supportPhone = <a href={telHref(facts.supportPhone)}>{facts.supportPhone}</a>;
  return [
    {
      id: "shipping",
      title: t("Shipping"),
      body: (
        <>
          <p>
            {rich(
              t(
                "We pack every order by hand in our studio and hand it to a trusted courier within <b>{days}</b> of the order being placed (orders placed on Sundays and public holidays leave the next working day).",
                { days: daysWords(i18n, facts.processingDays, true) },
              ),
            )}
          </p>
          <ul>
            <li>
              {rich(
                t("Metro cities: delivered <b>{days}</b> after dispatch.", {
                  days: daysWords(i18n, facts.metroTransitDays),
                }),
              )}
            </li>
            <li>
              {rich(
                t(
                  "Other cities and towns: delivered <b>{days}</b> after dispatch; remote pin codes can take a little longer.",
                  { days: daysWords(i18n, facts.otherTransitDays) },
                ),
              )}
            </li>
            <li>
              {rich(
                t(
                  "Shipping is <b>free on orders of {freeFrom} or more</b>; below that a flat {fee} is added at checkout, the same for prepaid and cash-on-delivery orders.",
                  { freeFrom, fee },
                ),
              )}
              {facts.codFee > 0 && <> {t("Paying on delivery adds {price}.", { price: formatRupees(facts.codFee) })}</>}
            </li>
            <li>
              {t(
                "Once your order leaves us you receive an e-mail with the courier's tracking number. The shipping charge is shown on the checkout page before you pay.",
              )}
            </li>
            <li>
              {rich(
                t(
                  "International orders: write to us first at {email}. Express delivery usually takes {days}; charges, duties and taxes are quoted before you pay.",
                  { days: t(w.internationalDays) },
                ),
                { email: supportEmail },
              )}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cancellations",
      title: t("Cancellations"),
      body: (
        <>
          <p>
            {rich(
              t(
                "You can cancel an order free of charge <b>until it is dispatched</b>: from {account} if you have an account, or by writing to us with your order number, or calling {phone}. A prepaid order is refunded in full to the way you paid.",
              ),
              { account: <Link to={to("/userdashboard")}>{t("My Account")}</Link>, phone: supportPhone },
            )}
          </p>
          <p>
            {rich(
              t(
                "A cash-on-delivery order waits for you to confirm it; one not confirmed within <b>{hours, plural, one {# hour} other {# hours}}</b> is cancelled and nothing is owed.",
                { hours: facts.codConfirmWithinHours },
              ),
            )}
          </p>
          <p>
            {t(
              "Once an order has been dispatched it can no longer be cancelled, but you may refuse the parcel at the door or return it under the policy below. We may cancel an order ourselves if an item turns out to be out of stock or cannot be delivered to your pin code; you are then refunded in full and told at once.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "returns",
      title: t("Returns and exchanges"),
      body: (
        <>
          <p>
            {facts.returns.nonReturnableCategories.length > 0
              ? rich(
                  t(
                    "You may ask to return or exchange an item <b>within {days} of delivery</b>, unused, with tags and in the original packaging, except for items that cannot be returned: <b>{categories}</b> (each such product page says so).",
                    { days: daysWords(i18n, { min: facts.returns.windowDays, max: facts.returns.windowDays }) },
                  ),
                  { categories: <English>{categoryWords(facts.returns.nonReturnableCategories)}</English> },
                )
              : rich(
                  t(
                    "You may ask to return or exchange an item <b>within {days} of delivery</b>, unused, with tags and in the original packaging.",
                    { days: daysWords(i18n, { min: facts.returns.windowDays, max: facts.returns.windowDays }) },
                  ),
                )}
          </p>
          <ul>
            <li>
              {rich(
                t(
                  "Damaged, defective or wrong items: tell us within <b>{hours} hours</b> of delivery with a photo of the item and the parcel. We replace the item or refund it in full, and we pay the return shipping.",
                  { hours: w.damageReportHours },
                ),
              )}
            </li>
          </ul>
          <p>
            {rich(
              t(
                "To start a return, open the order in {account} and choose Return or exchange for the item, or write to {email} with your order number.",
              ),
              {
                account: <Link to={to("/userdashboard?tab=orderHistory")}>{t("My Account")}</Link>,
                email: supportEmail,
              },
            )}
            {facts.returns.proofRequired && ` ${t("Please attach a photo or video of the parcel as you opened it.")}`}{" "}
            {t(
              "We arrange a pickup where the courier serves your pin code; otherwise we share the address to send it to. Gift wrap and shipping charges are not refunded, except when the item was damaged, defective or wrong.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "refunds",
      title: t("Refunds"),
      body: (
        <>
          <p>
            {rich(
              t(
                "When a returned item reaches us, we inspect it within two working days. Once it passes, your refund is issued <b>within {days}</b>:",
                { days: t(w.refundBusinessDays) },
              ),
            )}
          </p>
          <ul>
            <li>{t("card, UPI and wallet payments go back to the same card, UPI account or wallet;")}</li>
            <li>{t("cash-on-delivery orders are refunded to a bank account or UPI ID you give us.")}</li>
          </ul>
          <p>
            {t(
              "We e-mail you when the refund is issued. Your bank may take a few more days to show it. If an item does not pass inspection (used, damaged after delivery, or missing parts), we tell you why and send it back to you.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "pricing-payment",
      title: t("Prices and payment"),
      body: (
        <>
          <p>
            {rich(
              t(
                "All prices are in <b>Indian rupees (₹)</b> and include GST; the struck price is the M.R.P., inclusive of all taxes. The amount you pay is the one shown on the checkout page, worked out by our server from the current prices, your coupon and shipping.",
              ),
            )}
          </p>
          <p>
            {rich(
              t(
                "We accept <b>credit and debit cards, UPI and wallets</b> through our payment partner, and cash on delivery. Card details are entered with the payment partner and never reach or stay with us. Optional gift wrap costs {price} per item.",
                { price: formatRupees(facts.giftWrapPerUnit) },
              ),
            )}
          </p>
          <p>
            {rich(
              facts.codFee > 0
                ? t(
                    "Cash on delivery is open to orders of up to <b>{max}</b> and adds <b>{fee}</b> to the order. Every charge (shipping, gift wrap, cash on delivery) is shown on the checkout page before you place the order.",
                    { max: formatRupees(facts.codMaxOrder), fee: formatRupees(facts.codFee) },
                  )
                : t(
                    "Cash on delivery is open to orders of up to <b>{max}</b> at no extra charge. Every charge (shipping, gift wrap, cash on delivery) is shown on the checkout page before you place the order.",
                    { max: formatRupees(facts.codMaxOrder) },
                  ),
            )}
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: t("Who may buy"),
      body: (
        <p>
          {rich(
            t(
              "To place an order you must be <b>18 years or older</b>, or use the shop under the supervision of a parent or legal guardian who accepts these policies and our {terms} on your behalf.",
            ),
            { terms: <Link to={to("/termsandconditions")}>{t("terms and conditions")}</Link> },
          )}
        </p>
      ),
    },
    {
      id: "contact",
      title: t("Questions"),
      body: (
        <p>
          {rich(
            t(
              "Write to {email}, call {phone} (Monday to Saturday, 10 am to 6 pm), or use our {form}. We reply within {time}. Many answers are already in our {faq}.",
              { time: t(w.replyWithin) },
            ),
            {
              email: supportEmail,
              phone: supportPhone,
              form: <Link to={to("/contactus")}>{t("contact form")}</Link>,
              faq: <Link to={to("/faq")}>{t("FAQ")}</Link>,
            },
          )}
        </p>
      ),
    },
  ];
}
