// The /termsandconditions text: the terms of an online shop selling to consumers in India, written
// to be read (Consumer Protection (E-Commerce) Rules 2020: seller details, grievance officer,
// return and refund terms; the Information Technology Act 2000 and the Digital Personal Data
// Protection Act 2023 for personal data). Figures and addresses come from the shop's settings.
// In the page's language (decision 0061): each paragraph one message, English its key; the Hindi is
// a faithful translation (hi-pages.server.ts), names and addresses from the settings stay as written.
import { Link } from "react-router";
import { acknowledgeWithinHours, resolveWithinMonths } from "../../../core/schemas/grievances.ts";
import { English, type I18n, makeI18n } from "../../i18n/i18n.tsx";
import { rich } from "../../i18n/words.tsx";
import type { DocumentSection } from "./legal-document.tsx";
import { daysWords } from "./policies-content.tsx";
import { type ShopFacts, telHref, serviceWindows as w } from "./shop-facts.ts";

const english = makeI18n("en", undefined);

export function termsSections(facts: ShopFacts, i18n: I18n = english): DocumentSection[] {
  const { t, to } = i18n;
  const shop = facts.shopName;
  const officer = facts.grievanceOfficer;
  const mail = <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>;
  const para = (message: string, values: Record<string, string | number> = {}, parts = {}) => (
    <p>{rich(t(message, values), parts)}</p>
  );
  return [
    {
      id: "about",
      title: t("About these terms"),
      body: (
        <>
          {para(
            'These terms govern your use of the {shop} website and every purchase you make on it. {shop} is operated from {location} ("{shop}", "we", "us"). By browsing the shop, creating an account or placing an order you agree to these terms and to our {policies}, which form part of them.',
            { shop },
            {
              location: <English>{facts.location}</English>,
              policies: <Link to={to("/policies")}>{t("shipping, return and refund policies")}</Link>,
            },
          )}
          {para(
            "If you do not agree, please do not use the shop. Nothing in these terms takes away the rights you have as a consumer under the Consumer Protection Act, 2019.",
          )}
        </>
      ),
    },
    {
      id: "eligibility",
      title: t("Who may use the shop"),
      body: para(
        "You must be 18 years or older and able to enter into a binding contract under the Indian Contract Act, 1872. If you are younger, you may use the shop only under the supervision of a parent or legal guardian who agrees to these terms for you.",
      ),
    },
    {
      id: "account",
      title: t("Your account"),
      body: (
        <>
          {para(
            "Give us true and current details when you register and keep your password to yourself. You are responsible for what is done through your account; tell us at once at {mail} if you think someone else has used it.",
            {},
            { mail },
          )}
          {para(
            "We may suspend or close an account that is used for fraud, abuse of offers, or in breach of these terms. You can close your account at any time by writing to us.",
          )}
        </>
      ),
    },
    {
      id: "products",
      title: t("Our products and what we say about them"),
      body: (
        <>
          {para(
            "Crystals and stones are natural: each piece differs a little in colour, pattern, size and weight from the photographs, and small inclusions or marks are part of their character, not defects. Handmade soaps and candles vary slightly from batch to batch. Sizes and weights are approximate unless stated otherwise.",
          )}
          {para(
            "<b>The healing, energetic and spiritual properties we describe come from traditional and metaphysical practice. They are not medical claims.</b> Our products are not meant to diagnose, treat, cure or prevent any disease, and they do not replace advice from a doctor or other qualified professional. Read the ingredients of skincare before use and do a patch test; keep candles and smudging tools away from children, pets and anything that can catch fire.",
          )}
        </>
      ),
    },
    {
      id: "prices",
      title: t("Prices and payment"),
      body: (
        <>
          {para(
            "Prices are in Indian rupees and include GST. The M.R.P. is shown where it differs from our price. Prices and offers can change without notice, but the price of an order is the one shown on the checkout page when you place it.",
          )}
          {para(
            "You can pay by credit or debit card, UPI, wallet, or cash on delivery where offered. Online payments are handled by our payment partner; we do not see or keep your card details. If a product was listed at a clearly wrong price by mistake, we may cancel the order and refund you in full before it is dispatched.",
          )}
        </>
      ),
    },
    {
      id: "orders",
      title: t("Orders"),
      body: (
        <>
          {para(
            "Placing an order is an offer to buy. The contract is formed when we confirm the order by e-mail. We may decline or cancel an order, for instance when an item is out of stock, an address cannot be served or a payment cannot be verified; any amount paid is then refunded in full.",
          )}
          {para(
            "You may cancel an order free of charge until it is dispatched, as our {link} explains.",
            {},
            { link: <Link to={to("/policies#cancellations")}>{t("cancellation policy")}</Link> },
          )}
        </>
      ),
    },
    {
      id: "delivery",
      title: t("Shipping and delivery"),
      body: para(
        "We dispatch within {dispatch} and deliver across India in {metro} (metro cities) or {other} (elsewhere) after dispatch. Delivery dates are estimates given in good faith; a courier delay does not let either of us cancel an order that is on its way. Risk in the goods passes to you when they are delivered. The details are in our {link}.",
        {
          dispatch: daysWords(i18n, facts.processingDays, true),
          metro: daysWords(i18n, facts.metroTransitDays),
          other: daysWords(i18n, facts.otherTransitDays),
        },
        { link: <Link to={to("/policies#shipping")}>{t("shipping policy")}</Link> },
      ),
    },
    {
      id: "returns",
      title: t("Returns, exchanges and refunds"),
      body: para(
        "Returns and exchanges are accepted within {days} days of delivery (except for items whose product page says they cannot be returned), and refunds are issued within {refund} after the returned item passes inspection, as set out in our {link}. Damaged, defective or wrong items are always replaced or refunded.",
        { days: facts.returns.windowDays, refund: t(w.refundBusinessDays) },
        { link: <Link to={to("/policies#returns")}>{t("returns policy")}</Link> },
      ),
    },
    {
      id: "offers",
      title: t("Coupons and offers"),
      body: para(
        "Coupons are for signed-in customers, apply to the items total before shipping, and may carry a minimum order value, an expiry date and a limit of one use per customer. A coupon cannot be exchanged for cash or combined with another coupon unless it says so. We may withdraw an offer that is being misused.",
      ),
    },
    {
      id: "reviews",
      title: t("Reviews and what you share"),
      body: para(
        "Reviews, photos and videos you post must be your own, honest and lawful. You keep the rights in them and allow us to show them on the shop and in our marketing, with your first name. We may decline or remove content that is abusive, misleading, infringes someone's rights or is not about the product. Your e-mail address is never published.",
      ),
    },
    {
      id: "intellectual-property",
      title: t("Intellectual property"),
      body: para(
        "The {shop} name and logo, the website, its text, images and design belong to us or our licensors. You may view and share pages for your own, non-commercial use; anything else needs our written permission.",
        { shop },
      ),
    },
    {
      id: "acceptable-use",
      title: t("Using the shop fairly"),
      body: para(
        "Please do not misuse the shop: no attempts to break into accounts or systems, no automated scraping or ordering, no fraudulent orders or payments, and nothing that disrupts the shop for others. We may block access that does.",
      ),
    },
    {
      id: "liability",
      title: t("Our responsibility to you"),
      body: (
        <>
          {para(
            "We are responsible for delivering what you ordered with reasonable care and skill and as described. If we fail to, you are entitled to a repair, replacement or refund as our policies and the law provide.",
          )}
          {para(
            "As far as the law allows, we are not responsible for losses that were not foreseeable, for business losses, or for delays caused by events beyond our reasonable control (such as natural disasters, strikes or courier disruptions). Our total liability for an order is limited to the amount you paid for it. Nothing here limits liability that cannot be limited by law.",
          )}
        </>
      ),
    },
    {
      id: "privacy",
      title: t("Your personal data"),
      body: para(
        "We use your name, contact details, addresses and order history only to run the shop: to deliver your orders, answer your messages, keep your account safe and, if you agree, send you our newsletter. We handle them under the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023; we share them only with the partners who deliver and take payment for your orders, and never sell them. Write to {mail} to see, correct or delete your data.",
        {},
        { mail },
      ),
    },
    {
      id: "grievances",
      title: t("Grievance officer"),
      body: (
        <>
          {para(
            "If something has gone wrong, tell us first at {mail} or call our complaints line on {phone}. Under the Consumer Protection (E-Commerce) Rules, 2020 our grievance officer acknowledges every complaint within {hours} hours and resolves it within {resolve}. You can also {link} and follow it by its ticket number.",
            {
              hours: acknowledgeWithinHours,
              resolve: resolveWithinMonths === 1 ? t("one month") : t("{n} months", { n: resolveWithinMonths }),
            },
            {
              mail,
              phone: <a href={telHref(facts.complaintsPhone)}>{facts.complaintsPhone}</a>,
              link: <Link to={to("/grievances")}>{t("raise a complaint online")}</Link>,
            },
          )}
          <p className="document__address" data-testid="terms-grievance-officer">
            <English>
              {officer.name}, {officer.designation}, {shop}
              <br />
              {officer.address}
            </English>
            <br />
            <a href={`mailto:${officer.email}`}>{officer.email}</a> ·{" "}
            <a href={telHref(officer.phone)}>{officer.phone}</a>
          </p>
          {para(
            "You may also approach the National Consumer Helpline (1915) or the consumer commission of your district.",
          )}
        </>
      ),
    },
    {
      id: "law",
      title: t("Law and courts"),
      body: para(
        "These terms are governed by the laws of India. Disputes that we cannot settle together are subject to the courts at New Delhi, without affecting your right as a consumer to bring a complaint where you live.",
      ),
    },
    {
      id: "changes",
      title: t("Changes to these terms"),
      body: para(
        "We may update these terms, for example when the law or our services change. The version shown here, with its date, applies from the day it is published; an order is always governed by the terms in force when it was placed.",
      ),
    },
  ];
}
