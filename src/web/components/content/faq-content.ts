// The /faq answers (DESIGN.md decision 10: the old shop's FAQ was empty): shipping, cash on
// delivery, returns, crystal care, authenticity and gifting. Plain text, so the same words feed the
// page and its FAQPage structured data; fees and windows come from the shop's settings.
import { formatRupees } from "../../../core/money.ts";
import { shopHref } from "../shop-links.ts";
import { categoryWords, dayRange, type ShopFacts, serviceWindows as w } from "./shop-facts.ts";

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

export function faqGroups(facts: ShopFacts): FaqGroup[] {
  const fee = formatRupees(facts.shippingFee);
  const freeFrom = formatRupees(facts.freeShippingFrom);
  return [
    {
      id: "shipping",
      title: "Orders and shipping",
      entries: [
        {
          id: "when-will-my-order-arrive",
          question: "When will my order arrive?",
          answer: [
            `We pack every order by hand and dispatch it within ${dayRange(facts.processingDays, "working days")}. After dispatch, delivery takes ${dayRange(facts.metroTransitDays)} to metro cities and ${dayRange(facts.otherTransitDays)} to other cities and towns.`,
            "You receive an e-mail with the courier's tracking number as soon as your parcel leaves us.",
          ],
        },
        {
          id: "how-much-is-shipping",
          question: "How much does shipping cost?",
          answer: [
            `Shipping is free on orders of ${freeFrom} or more. Below that, a flat ${fee} is added at checkout, the same for prepaid and cash-on-delivery orders.`,
          ],
        },
        {
          id: "do-you-ship-abroad",
          question: "Do you ship outside India?",
          answer: [
            `Yes, on request. Write to us with what you would like and where it should go; we quote express shipping (usually ${w.internationalDays}) before you pay. Customs duties in your country are yours to pay.`,
          ],
          link: { to: "/contactus", label: "Write to us" },
        },
        {
          id: "cancel-an-order",
          question: "Can I change or cancel my order?",
          answer: [
            "Yes, free of charge until it is dispatched: from My Account, or write to us or call with your order number. A prepaid order is refunded in full.",
          ],
          link: { to: "/policies#cancellations", label: "Cancellation policy" },
        },
      ],
    },
    {
      id: "cod",
      title: "Cash on delivery and payment",
      entries: [
        {
          id: "is-cod-available",
          question: "Is cash on delivery available?",
          answer: [
            `Yes, for orders of up to ${formatRupees(facts.codMaxOrder)}: choose Pay on Delivery at checkout. You can pay the courier in cash or, where the courier offers it, by UPI at your door. ${
              facts.codFee > 0
                ? `Paying on delivery adds ${formatRupees(facts.codFee)} to the order, shown at checkout before you place it.`
                : "There is no extra fee for cash on delivery."
            }`,
            "Please keep the exact amount ready; couriers often cannot give change.",
          ],
        },
        {
          id: "payment-methods",
          question: "Which payment methods do you accept?",
          answer: [
            "Credit and debit cards, UPI (Google Pay, PhonePe, Paytm and others), wallets and net banking through our payment partner, and cash on delivery. Your card details go only to the payment partner, never to us.",
          ],
        },
        {
          id: "prices-include-gst",
          question: "Do your prices include GST?",
          answer: [
            "Yes. Every price is in rupees and includes GST; the struck price beside it is the M.R.P., inclusive of all taxes. Your invoice shows the tax in each item.",
          ],
        },
      ],
    },
    {
      id: "returns",
      title: "Returns and refunds",
      entries: [
        {
          id: "how-do-returns-work",
          question: "Can I return or exchange something?",
          answer: [
            `Yes, within ${facts.returns.windowDays} days of delivery, unused and in the original packaging: ask from the order in My Account.${facts.returns.nonReturnableCategories.length > 0 ? ` These cannot be returned: ${categoryWords(facts.returns.nonReturnableCategories)}.` : ""}`,
            "Write to us with your order number and we arrange a pickup where the courier serves your pin code.",
          ],
          link: { to: "/policies#returns", label: "Returns policy" },
        },
        {
          id: "damaged-item",
          question: "My order arrived damaged. What now?",
          answer: [
            `We are sorry. Send us a photo of the item and the parcel within ${w.damageReportHours} hours of delivery and we will replace it or refund it in full, with the return shipping on us.`,
          ],
        },
        {
          id: "when-is-my-refund",
          question: "When will I get my refund?",
          answer: [
            `Within ${w.refundBusinessDays} after the returned item reaches us and passes inspection. Card, UPI and wallet payments go back the way you paid; cash-on-delivery orders are refunded to your bank account or UPI ID.`,
          ],
        },
      ],
    },
    {
      id: "crystal-care",
      title: "Crystal care",
      entries: [
        {
          id: "cleanse-crystals",
          question: "How do I cleanse my crystals?",
          answer: [
            "Pass them through the smoke of sage or palo santo, rest them on a selenite plate overnight, or bathe them in moonlight. Sound works too: a singing bowl or a bell rung nearby.",
            "Water and salt suit hard stones such as clear quartz and amethyst, but not soft or porous ones such as selenite, calcite, malachite or pyrite: they can crack or dull.",
          ],
        },
        {
          id: "charge-crystals",
          question: "How do I charge a crystal and set an intention?",
          answer: [
            "After cleansing, hold the crystal in your hands, breathe slowly, and say or think your intention in a simple sentence. Leave it on a windowsill in soft morning light or under the full moon to charge. Keep amethyst, rose quartz and citrine out of strong sun, which fades their colour.",
          ],
        },
        {
          id: "care-for-bracelets",
          question: "How do I look after a crystal bracelet?",
          answer: [
            "Take it off before bathing, swimming, exercise or applying perfume and creams. Roll it on and off your wrist rather than stretching the cord, and keep it in its pouch when you are not wearing it.",
          ],
        },
      ],
    },
    {
      id: "authenticity",
      title: "Authenticity",
      entries: [
        {
          id: "are-crystals-genuine",
          question: "Are your crystals genuine?",
          answer: [
            "Yes. Every crystal is natural and handpicked by our team from suppliers we know, and checked by hand before it is packed. We say so plainly when a stone is tumbled, polished or dyed.",
          ],
        },
        {
          id: "why-does-mine-look-different",
          question: "Why does my crystal look a little different from the photo?",
          answer: [
            "No two natural stones are alike. Colour, pattern, inclusions and size vary from piece to piece, and that is how you can tell a real crystal from glass or resin. We photograph representative pieces in daylight.",
          ],
        },
        {
          id: "who-makes-products",
          question: "Who makes your products?",
          answer: [
            "Our soaps, candles and jewellery are handmade in small batches by women artisans in India, who are paid fairly for their work. Our soaps are preservative-free and our products are never tested on animals.",
          ],
          link: { to: "/aboutus", label: "Our story" },
        },
      ],
    },
    {
      id: "gifting",
      title: "Gifting",
      entries: [
        {
          id: "gift-wrap",
          question: "Can you gift-wrap my order?",
          answer: [
            `Yes. Tick gift wrap for any item in your cart and we wrap it by hand in recycled paper with a ribbon, for ${formatRupees(facts.giftWrapPerUnit)} per item.`,
          ],
        },
        {
          id: "send-as-gift",
          question: "Can I send a gift straight to someone?",
          answer: [
            "Of course. Enter their address as the shipping address at checkout. Our parcels carry no price or invoice inside, so the surprise stays a surprise; the invoice comes to your e-mail.",
          ],
        },
        {
          id: "gift-ideas",
          question: "What makes a good gift?",
          answer: [
            "Rose quartz for love and friendship, amethyst for calm and sleep, citrine for a new job or home, and a candle with sage for a housewarming. Our gifting collection gathers favourites in every budget.",
          ],
          link: { to: shopHref({ intents: ["Gifting"] }), label: "Shop gifts" },
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
