// The /termsandconditions text: the terms of an online shop selling to consumers in India, written
// to be read (Consumer Protection (E-Commerce) Rules 2020: seller details, grievance officer,
// return and refund terms; the Information Technology Act 2000 and the Digital Personal Data
// Protection Act 2023 for personal data). Figures and addresses come from the shop's settings.
import { Link } from "react-router";
import { acknowledgeWithinHours, resolveWithinMonths } from "../../../core/schemas/grievances.ts";
import type { DocumentSection } from "./legal-document.tsx";
import { dayRange, type ShopFacts, telHref, serviceWindows as w } from "./shop-facts.ts";

export function termsSections(facts: ShopFacts): DocumentSection[] {
  const shop = facts.shopName;
  const officer = facts.grievanceOfficer;
  const mail = <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>;
  return [
    {
      id: "about",
      title: "About these terms",
      body: (
        <>
          <p>
            These terms govern your use of the {shop} website and every purchase you make on it. {shop} is operated from{" "}
            {facts.location} ("{shop}", "we", "us"). By browsing the shop, creating an account or placing an order you
            agree to these terms and to our <Link to="/policies">shipping, return and refund policies</Link>, which form
            part of them.
          </p>
          <p>
            If you do not agree, please do not use the shop. Nothing in these terms takes away the rights you have as a
            consumer under the Consumer Protection Act, 2019.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Who may use the shop",
      body: (
        <p>
          You must be 18 years or older and able to enter into a binding contract under the Indian Contract Act, 1872.
          If you are younger, you may use the shop only under the supervision of a parent or legal guardian who agrees
          to these terms for you.
        </p>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <>
          <p>
            Give us true and current details when you register and keep your password to yourself. You are responsible
            for what is done through your account; tell us at once at {mail} if you think someone else has used it.
          </p>
          <p>
            We may suspend or close an account that is used for fraud, abuse of offers, or in breach of these terms. You
            can close your account at any time by writing to us.
          </p>
        </>
      ),
    },
    {
      id: "products",
      title: "Our products and what we say about them",
      body: (
        <>
          <p>
            Crystals and stones are natural: each piece differs a little in colour, pattern, size and weight from the
            photographs, and small inclusions or marks are part of their character, not defects. Handmade soaps and
            candles vary slightly from batch to batch. Sizes and weights are approximate unless stated otherwise.
          </p>
          <p>
            <strong>
              The healing, energetic and spiritual properties we describe come from traditional and metaphysical
              practice. They are not medical claims.
            </strong>{" "}
            Our products are not meant to diagnose, treat, cure or prevent any disease, and they do not replace advice
            from a doctor or other qualified professional. Read the ingredients of skincare before use and do a patch
            test; keep candles and smudging tools away from children, pets and anything that can catch fire.
          </p>
        </>
      ),
    },
    {
      id: "prices",
      title: "Prices and payment",
      body: (
        <>
          <p>
            Prices are in Indian rupees and include GST. The M.R.P. is shown where it differs from our price. Prices and
            offers can change without notice, but the price of an order is the one shown on the checkout page when you
            place it.
          </p>
          <p>
            You can pay by credit or debit card, UPI, wallet, or cash on delivery where offered. Online payments are
            handled by our payment partner; we do not see or keep your card details. If a product was listed at a
            clearly wrong price by mistake, we may cancel the order and refund you in full before it is dispatched.
          </p>
        </>
      ),
    },
    {
      id: "orders",
      title: "Orders",
      body: (
        <>
          <p>
            Placing an order is an offer to buy. The contract is formed when we confirm the order by e-mail. We may
            decline or cancel an order, for instance when an item is out of stock, an address cannot be served or a
            payment cannot be verified; any amount paid is then refunded in full.
          </p>
          <p>
            You may cancel an order free of charge until it is dispatched, as our{" "}
            <Link to="/policies#cancellations">cancellation policy</Link> explains.
          </p>
        </>
      ),
    },
    {
      id: "delivery",
      title: "Shipping and delivery",
      body: (
        <p>
          We dispatch within {dayRange(facts.processingDays, "working days")} and deliver across India in{" "}
          {dayRange(facts.metroTransitDays)} (metro cities) or {dayRange(facts.otherTransitDays)} (elsewhere) after
          dispatch. Delivery dates are estimates given in good faith; a courier delay does not let either of us cancel
          an order that is on its way. Risk in the goods passes to you when they are delivered. The details are in our{" "}
          <Link to="/policies#shipping">shipping policy</Link>.
        </p>
      ),
    },
    {
      id: "returns",
      title: "Returns, exchanges and refunds",
      body: (
        <p>
          Returns and exchanges are accepted within {facts.returns.windowDays} days of delivery (except for items whose
          product page says they cannot be returned), and refunds are issued within {w.refundBusinessDays} after the
          returned item passes inspection, as set out in our <Link to="/policies#returns">returns policy</Link>.
          Damaged, defective or wrong items are always replaced or refunded.
        </p>
      ),
    },
    {
      id: "offers",
      title: "Coupons and offers",
      body: (
        <p>
          Coupons are for signed-in customers, apply to the items total before shipping, and may carry a minimum order
          value, an expiry date and a limit of one use per customer. A coupon cannot be exchanged for cash or combined
          with another coupon unless it says so. We may withdraw an offer that is being misused.
        </p>
      ),
    },
    {
      id: "reviews",
      title: "Reviews and what you share",
      body: (
        <p>
          Reviews, photos and videos you post must be your own, honest and lawful. You keep the rights in them and allow
          us to show them on the shop and in our marketing, with your first name. We may decline or remove content that
          is abusive, misleading, infringes someone's rights or is not about the product. Your e-mail address is never
          published.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <p>
          The {shop} name and logo, the website, its text, images and design belong to us or our licensors. You may view
          and share pages for your own, non-commercial use; anything else needs our written permission.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Using the shop fairly",
      body: (
        <p>
          Please do not misuse the shop: no attempts to break into accounts or systems, no automated scraping or
          ordering, no fraudulent orders or payments, and nothing that disrupts the shop for others. We may block access
          that does.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      body: (
        <>
          <p>
            We are responsible for delivering what you ordered with reasonable care and skill and as described. If we
            fail to, you are entitled to a repair, replacement or refund as our policies and the law provide.
          </p>
          <p>
            As far as the law allows, we are not responsible for losses that were not foreseeable, for business losses,
            or for delays caused by events beyond our reasonable control (such as natural disasters, strikes or courier
            disruptions). Our total liability for an order is limited to the amount you paid for it. Nothing here limits
            liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: "privacy",
      title: "Your personal data",
      body: (
        <p>
          We use your name, contact details, addresses and order history only to run the shop: to deliver your orders,
          answer your messages, keep your account safe and, if you agree, send you our newsletter. We handle them under
          the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023; we share them only
          with the partners who deliver and take payment for your orders, and never sell them. Write to {mail} to see,
          correct or delete your data.
        </p>
      ),
    },
    {
      id: "grievances",
      title: "Grievance officer",
      body: (
        <>
          <p>
            If something has gone wrong, tell us first at {mail} or call our complaints line on{" "}
            <a href={telHref(facts.complaintsPhone)}>{facts.complaintsPhone}</a>. Under the Consumer Protection
            (E-Commerce) Rules, 2020 our grievance officer acknowledges every complaint within {acknowledgeWithinHours}{" "}
            hours and resolves it within {resolveWithinMonths === 1 ? "one month" : `${resolveWithinMonths} months`}.
            You can also <Link to="/grievances">raise a complaint online</Link> and follow it by its ticket number.
          </p>
          <p className="document__address" data-testid="terms-grievance-officer">
            {officer.name}, {officer.designation}, {shop}
            <br />
            {officer.address}
            <br />
            <a href={`mailto:${officer.email}`}>{officer.email}</a> ·{" "}
            <a href={telHref(officer.phone)}>{officer.phone}</a>
          </p>
          <p>
            You may also approach the National Consumer Helpline (1915) or the consumer commission of your district.
          </p>
        </>
      ),
    },
    {
      id: "law",
      title: "Law and courts",
      body: (
        <p>
          These terms are governed by the laws of India. Disputes that we cannot settle together are subject to the
          courts at New Delhi, without affecting your right as a consumer to bring a complaint where you live.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms, for example when the law or our services change. The version shown here, with its
          date, applies from the day it is published; an order is always governed by the terms in force when it was
          placed.
        </p>
      ),
    },
  ];
}
