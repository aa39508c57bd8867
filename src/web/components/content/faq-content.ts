// The /faq answers (DESIGN.md decision 10: the old shop's FAQ was empty): shipping, cash on
// delivery, returns, crystal care, authenticity and gifting. Plain text, so the same words feed the
// page and its FAQPage structured data; fees and windows come from the shop's settings. In the page's
// language (decision 0061): every question and paragraph is a message, English its own key.
import { formatRupees } from "../../../core/money.ts";
import { type I18n, makeI18n } from "../../i18n/i18n.tsx";
import { shopHref } from "../shop-links.ts";
import { daysWords } from "./policies-content.tsx";
import { categoryWords, type ShopFacts, serviceWindows as w } from "./shop-facts.ts";

const english = makeI18n("en", undefined);

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs. */
  answer: string[];
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export function faqGroups(facts: ShopFacts, i18n: I18n = english): FaqGroup[] {
  const { t } = i18n;
  const fee = formatRupees(facts.shippingFee);
  const freeFrom = formatRupees(facts.freeShippingFrom);
  return [
    {
      id: "shipping",
      title: t("Orders and shipping"),
      entries: [
        {
          id: "when-will-my-order-arrive",
          question: t("When will my order arrive?"),
          answer: [
            t(
              t(
                "We pack every order by hand and dispatch it within {dispatch}. After dispatch, delivery takes {metro} to metro cities and {other} to other cities and towns.",
              ),
              {
                dispatch: daysWords(i18n, facts.processingDays, true),
                metro: daysWords(i18n, facts.metroTransitDays),
                other: daysWords(i18n, facts.otherTransitDays),
              },
            ),
            t("You receive an e-mail with the courier's tracking number as soon as your parcel leaves us."),
          ],
        },
        {
          id: "how-much-is-shipping",
          question: t("How much does shipping cost?"),
          answer: [
            t(
              t(
                "Shipping is free on orders of {freeFrom} or more. Below that, a flat {fee} is added at checkout, the same for prepaid and cash-on-delivery orders.",
              ),
              { freeFrom, fee },
            ),
          ],
        },
        {
          id: "do-you-ship-abroad",
          question: t("Do you ship outside India?"),
          answer: [
            t(
              t(
                "Yes, on request. Write to us with what you would like and where it should go; we quote express shipping (usually {days}) before you pay. Customs duties in your country are yours to pay.",
              ),
              { days: t(w.internationalDays) },
            ),
          ],
          link: { to: "/contactus", label: t("Write to us") },
        },
        {
          id: "cancel-an-order",
          question: t("Can I change or cancel my order?"),
          answer: [
            t(
              "Yes, free of charge until it is dispatched: from My Account, or write to us or call with your order number. A prepaid order is refunded in full.",
            ),
          ],
          link: { to: "/policies#cancellations", label: t("Cancellation policy") },
        },
      ],
    },
    {
      id: "cod",
      title: t("Cash on delivery and payment"),
      entries: [
        {
          id: "is-cod-available",
          question: t("Is cash on delivery available?"),
          answer: [
            `${t(
              t(
                "Yes, for orders of up to {max}: choose Pay on Delivery at checkout. You can pay the courier in cash or, where the courier offers it, by UPI at your door.",
              ),
              { max: formatRupees(facts.codMaxOrder) },
            )} ${
              facts.codFee > 0
                ? t("Paying on delivery adds {fee} to the order, shown at checkout before you place it.", {
                    fee: formatRupees(facts.codFee),
                  })
                : t("There is no extra fee for cash on delivery.")
            }`,
            t("Please keep the exact amount ready; couriers often cannot give change."),
          ],
        },
        {
          id: "payment-methods",
          question: t("Which payment methods do you accept?"),
          answer: [
            t(
              "Credit and debit cards, UPI (Google Pay, PhonePe, Paytm and others), wallets and net banking through our payment partner, and cash on delivery. Your card details go only to the payment partner, never to us.",
            ),
          ],
        },
        {
          id: "prices-include-gst",
          question: t("Do your prices include GST?"),
          answer: [
            t(
              "Yes. Every price is in rupees and includes GST; the struck price beside it is the M.R.P., inclusive of all taxes. Your invoice shows the tax in each item.",
            ),
          ],
        },
      ],
    },
    {
      id: "returns",
      title: t("Returns and refunds"),
      entries: [
        {
          id: "how-do-returns-work",
          question: t("Can I return or exchange something?"),
          answer: [
            `${t(
              t(
                "Yes, within {days} days of delivery, unused and in the original packaging: ask from the order in My Account.",
              ),
              { days: facts.returns.windowDays },
            )}${facts.returns.nonReturnableCategories.length > 0 ? ` ${t("These cannot be returned: {categories}.", { categories: categoryWords(facts.returns.nonReturnableCategories) })}` : ""}`,
            t("Write to us with your order number and we arrange a pickup where the courier serves your pin code."),
          ],
          link: { to: "/policies#returns", label: t("Returns policy") },
        },
        {
          id: "damaged-item",
          question: t("My order arrived damaged. What now?"),
          answer: [
            t(
              t(
                "We are sorry. Send us a photo of the item and the parcel within {hours} hours of delivery and we will replace it or refund it in full, with the return shipping on us.",
              ),
              { hours: w.damageReportHours },
            ),
          ],
        },
        {
          id: "when-is-my-refund",
          question: t("When will I get my refund?"),
          answer: [
            t(
              t(
                "Within {days} after the returned item reaches us and passes inspection. Card, UPI and wallet payments go back the way you paid; cash-on-delivery orders are refunded to your bank account or UPI ID.",
              ),
              { days: t(w.refundBusinessDays) },
            ),
          ],
        },
      ],
    },
    {
      id: "crystal-care",
      title: t("Crystal care"),
      entries: [
        {
          id: "cleanse-crystals",
          question: t("How do I cleanse my crystals?"),
          answer: [
            t(
              "Pass them through the smoke of sage or palo santo, rest them on a selenite plate overnight, or bathe them in moonlight. Sound works too: a singing bowl or a bell rung nearby.",
            ),
            t(
              "Water and salt suit hard stones such as clear quartz and amethyst, but not soft or porous ones such as selenite, calcite, malachite or pyrite: they can crack or dull.",
            ),
          ],
        },
        {
          id: "charge-crystals",
          question: t("How do I charge a crystal and set an intention?"),
          answer: [
            t(
              "After cleansing, hold the crystal in your hands, breathe slowly, and say or think your intention in a simple sentence. Leave it on a windowsill in soft morning light or under the full moon to charge. Keep amethyst, rose quartz and citrine out of strong sun, which fades their colour.",
            ),
          ],
        },
        {
          id: "care-for-bracelets",
          question: t("How do I look after a crystal bracelet?"),
          answer: [
            t(
              "Take it off before bathing, swimming, exercise or applying perfume and creams. Roll it on and off your wrist rather than stretching the cord, and keep it in its pouch when you are not wearing it.",
            ),
          ],
        },
      ],
    },
    {
      id: "authenticity",
      title: t("Authenticity"),
      entries: [
        {
          id: "are-crystals-genuine",
          question: t("Are your crystals genuine?"),
          answer: [
            t(
              "Yes. Every crystal is natural and handpicked by our team from suppliers we know, and checked by hand before it is packed. We say so plainly when a stone is tumbled, polished or dyed.",
            ),
          ],
        },
        {
          id: "why-does-mine-look-different",
          question: t("Why does my crystal look a little different from the photo?"),
          answer: [
            t(
              "No two natural stones are alike. Colour, pattern, inclusions and size vary from piece to piece, and that is how you can tell a real crystal from glass or resin. We photograph representative pieces in daylight.",
            ),
          ],
        },
        {
          id: "who-makes-products",
          question: t("Who makes your products?"),
          answer: [
            t(
              "Our soaps, candles and jewellery are handmade in small batches by women artisans in India, who are paid fairly for their work. Our soaps are preservative-free and our products are never tested on animals.",
            ),
          ],
          link: { to: "/aboutus", label: t("Our story") },
        },
      ],
    },
    {
      id: "gifting",
      title: t("Gifting"),
      entries: [
        {
          id: "gift-wrap",
          question: t("Can you gift-wrap my order?"),
          answer: [
            t(
              t(
                "Yes. Tick gift wrap for any item in your cart and we wrap it by hand in recycled paper with a ribbon, for {price} per item.",
              ),
              { price: formatRupees(facts.giftWrapPerUnit) },
            ),
          ],
        },
        {
          id: "send-as-gift",
          question: t("Can I send a gift straight to someone?"),
          answer: [
            t(
              "Of course. Enter their address as the shipping address at checkout. Our parcels carry no price or invoice inside, so the surprise stays a surprise; the invoice comes to your e-mail.",
            ),
          ],
        },
        {
          id: "gift-ideas",
          question: t("What makes a good gift?"),
          answer: [
            t(
              "Rose quartz for love and friendship, amethyst for calm and sleep, citrine for a new job or home, and a candle with sage for a housewarming. Our gifting collection gathers favourites in every budget.",
            ),
          ],
          link: { to: shopHref({ intents: ["Gifting"] }), label: t("Shop gifts") },
        },
      ],
    },
  ];
}

/** schema.org FAQPage for the same questions and answers. */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
      })),
    ),
  };
}
