// Every shopper's mail about an order, and the reminders, written for a Hindi reader (decision 0064):
// no English sentence is left (what stays Latin is data: names, the AWB, a UPI id, links), and the
// same mail for an English reader says what it said before.
import { describe, expect, test } from "vitest";
import type { Language } from "../../../core/i18n.ts";
import { refundWhereAndWhen } from "../../../core/refund-words.ts";
import { returnSettingsSchema } from "../../../core/schemas/settings-returns.ts";
import { backInStockMessage, confirmRequestMail } from "../back-in-stock/mail.ts";
import { bagReminderMessage } from "../bags/bag-mail.ts";
import { type ReturnMailKind, returnMail } from "../returns/mail.ts";
import { reviewRequestMessage } from "../reviews/request-mail.ts";
import { deliveryFailedMail, type Mail, mailWords, orderCancelledMail } from "./templates.ts";

const brand = (language: Language) => ({ shopName: "Sattva", publicUrl: "https://sattva.example", language });
const stop = { token: "t0ken", page: "https://sattva.example/unsubscribe?token=t0ken" };

/** Latin words of a mail's text that are not its data (names, codes, links, addresses). */
const englishIn = (mail: Mail, data: readonly string[]) =>
  [mail.subject, mail.text]
    .join("\n")
    .replace(/https?:\/\/\S+|\S+@\S+/g, "")
    .split("\n")
    .map((line) => data.reduce((left, kept) => left.split(kept).join(""), line))
    .flatMap((line) => line.match(/[A-Za-z][A-Za-z']+/g) ?? [])
    .filter((word) => !/^(?:Sattva|AWB|UPI)$/.test(word));

const days = returnSettingsSchema.parse({});
const item = {
  productId: "p",
  variantId: "v",
  variantIndex: 0,
  quantity: 2,
  name: "Amethyst Tumble",
  title: "Small",
  price: 499,
  originalPrice: 599,
  discount: 16.7,
  image: null,
  stock: 1,
  giftWrap: false,
};

function mailsIn(language: Language): Array<[string, Mail]> {
  const b = brand(language);
  const say = mailWords(language);
  const kinds: ReturnMailKind[] = ["requested", "approved", "rejected", "received", "refunded", "refund_failed"];
  const returnInput = {
    returnNumber: "R-12",
    orderId: "00000000-0000-4000-8000-000000000001",
    orderNumber: 100042,
    firstName: "Kavya",
    lines: ["Amethyst Tumble (Small) × 1"],
    pickup: "India Post, AWB EM123456789IN",
    rejectReason: "Worn",
    refunds: [
      refundWhereAndWhen(
        49_900,
        { destination: "source", paidWith: { method: "upi", detail: "kavya@okhdfc" }, upiId: null },
        days,
        say,
      ),
    ],
  };
  return [
    [
      "delivery failed",
      deliveryFailedMail(b, {
        number: 100042,
        firstName: "Kavya",
        courierName: "Delhivery",
        awb: "1234",
        reason: "Consignee not available",
        retryPath: "/delivery/retry?token=x",
        validHours: 48,
      }),
    ],
    [
      "cancelled",
      orderCancelledMail(b, {
        number: 100042,
        firstName: "Kavya",
        byShopper: false,
        orderPath: "/track?order=100042",
        refunds: [
          refundWhereAndWhen(
            49_900,
            { destination: "source", paidWith: { method: "card", detail: null }, upiId: null },
            days,
            say,
          ),
          refundWhereAndWhen(20_000, { destination: "store_credit", paidWith: null, upiId: null }, days, say),
          refundWhereAndWhen(10_000, { destination: "upi", paidWith: null, upiId: "kavya@okicici" }, days, say),
        ],
      }),
    ],
    ...kinds.map((kind): [string, Mail] => [`return ${kind}`, returnMail(b, { ...returnInput, kind })]),
    [
      "exchange placed",
      returnMail(b, {
        ...returnInput,
        kind: "exchanged",
        exchange: { orderNumber: 100043, payLink: "https://rzp.io/x", toPay: "₹200", toRefund: null },
      }),
    ],
    [
      "bag reminder",
      bagReminderMessage.mail(b, { firstName: "Kavya", items: [item], restoreToken: "r", step: 1 }, stop),
    ],
    [
      "review request",
      reviewRequestMessage.mail(
        b,
        {
          firstName: "Kavya",
          orderNumber: "#100042",
          lines: [{ name: "Amethyst Tumble", variantName: "Small", imageKey: null, token: "k" }],
        },
        stop,
      ),
    ],
    [
      "back in stock",
      backInStockMessage.mail(
        b,
        { productName: "Amethyst Tumble", variantName: "Small", productPath: "/productdetails/p-0" },
        stop,
      ),
    ],
    [
      "back in stock, confirm",
      confirmRequestMail(b, {
        productName: "Amethyst Tumble",
        variantName: "Small",
        productPath: "/productdetails/p-0",
        token: "c",
      }),
    ],
  ];
}

const data = [
  "Kavya",
  "Amethyst Tumble",
  "Small",
  "India Post",
  "EM123456789IN",
  "Worn",
  "Delhivery",
  "Consignee not available",
  "R-12",
];

describe("the shopper's mails in Hindi", () => {
  test.each(mailsIn("hi"))("%s: no English sentence is left, and the HTML says lang=hi", (_name, mail) => {
    expect(englishIn(mail, data)).toEqual([]);
    expect(mail.html).toContain('<html lang="hi">');
  });

  test("in English, they say what they said before", () => {
    const english = Object.fromEntries(mailsIn("en"));
    expect(english["delivery failed"]?.subject).toBe("We missed you: your Sattva order #100042");
    expect(english["delivery failed"]?.text).toContain(
      "The link works for 48 hours; after that the parcel may return to us.",
    );
    expect(english.cancelled?.text).toContain(
      "₹499 goes back to the card you paid with; it usually arrives in 5 to 7 working days.",
    );
    expect(english.cancelled?.text).toContain("₹100 is sent to your UPI id kavya@okicici; it usually arrives in");
    expect(english["return approved"]?.subject).toBe("Return R-12 of order #100042: your return is approved");
    expect(english["return approved"]?.text).toContain("Pickup: India Post, AWB EM123456789IN");
    expect(english["exchange placed"]?.text).toContain(
      "Please pay the difference of ₹200; your replacement ships once it is paid.",
    );
    expect(english["bag reminder"]?.html).toContain("these are waiting in your bag, at today's prices:");
    expect(english["bag reminder"]?.html).toContain(">Stop these reminders</a> (one click).");
    expect(english["review request"]?.subject).toBe("How are you finding your pieces?");
    expect(english["back in stock"]?.subject).toBe("Amethyst Tumble (Small) is back in stock");
    for (const [, mail] of mailsIn("en")) expect(mail.html).toContain('<html lang="en">');
  });
});
