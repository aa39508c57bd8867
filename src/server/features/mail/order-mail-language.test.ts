// The shopper's mails after an order is placed are in the order's language (decision 0064), through
// HTTP against a real database and Razorpay's stand-in: a Hindi order's cancellation says in Hindi
// where each part of the money goes (the payment's source and the store credit), its parcel's mail and
// its return's mails (the refund's words included) are Hindi and link the Hindi pages; an English
// order's mails say what they said before, word for word.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatRupees } from "../../../core/money.ts";
import { mailOutbox } from "../../db/schema.ts";
import { type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";

let shop: MoneyTestShop;
beforeAll(async () => {
  shop = await startMoneyTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const devanagari = /[\u0900-\u097F]/;
const mailsOf = (email: string, template: string) =>
  shop.ctx.db
    .select({
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.template, template)));
const cancel = (cookie: string, orderId: string) => shop.call("POST", `/api/userorder/${orderId}/cancel`, {}, cookie);

describe("cancelling a paid order", () => {
  test("a Hindi order's mail says in Hindi how much goes back where, and when", async () => {
    const buyer = await shop.member({ storeCredit: 20_000 });
    const line = await shop.variantAt(700);
    const orderId = await shop.paidOrder(buyer, [{ ...line, quantity: 1 }], { useStoreCredit: true, language: "hi" });
    const paid = await shop.orderRow(orderId);
    expect(paid.language).toBe("hi");
    expect(paid.storeCredit).toBe(20_000);
    const answer = await cancel(buyer.cookie, orderId);
    expect(answer.status, await answer.clone().text()).toBe(200);

    const [mail, ...more] = await mailsOf(buyer.email, "order-cancelled");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`आपका Sattva ऑर्डर #${paid.number} रद्द हो गया है`);
    const toSource = formatRupees(paid.totalAmount - paid.storeCredit);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(
        `${toSource} यहाँ वापस भेजे जाते हैं: आपका UPI खाता shopper@okstandin; आम तौर पर ये 1 से 3 कार्य दिवस में पहुँच जाते हैं।`,
      );
      expect(body).toContain("₹200 अभी आपके स्टोर क्रेडिट बैलेंस में वापस आ गए हैं, आपके अगले ऑर्डर के लिए तैयार।");
    }
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.text).toContain(`/hi/track?order=${paid.number}`);
    // no English sentence is left in it
    expect(mail?.text).not.toMatch(/goes back|store credit|working day|Hello|cancelled/);
  });

  test("an English order's mail says it in today's English, word for word", async () => {
    const buyer = await shop.member({ storeCredit: 20_000 });
    const line = await shop.variantAt(700);
    const orderId = await shop.paidOrder(buyer, [{ ...line, quantity: 1 }], { useStoreCredit: true });
    const paid = await shop.orderRow(orderId);
    expect(paid.language).toBe("en");
    expect((await cancel(buyer.cookie, orderId)).status).toBe(200);

    const [mail] = await mailsOf(buyer.email, "order-cancelled");
    expect(mail?.subject).toBe(`Your Sattva order #${paid.number} is cancelled`);
    const toSource = formatRupees(paid.totalAmount - paid.storeCredit);
    expect(mail?.text).toContain(
      `, as you asked, your order #${paid.number} is cancelled.\n\n` +
        `${toSource} goes back to your UPI account shopper@okstandin; it usually arrives in 1 to 3 working days.\n\n` +
        "₹200 is back in your store credit balance now, ready for your next order.",
    );
    expect(devanagari.test(`${mail?.subject}${mail?.text}${mail?.html}`)).toBe(false);
  });
});

describe("the parcel's mail", () => {
  test("is Hindi for a Hindi order (linking /hi/track) and English for an English one", async () => {
    const buyer = await shop.member();
    const line = await shop.variantAt(450);
    const hindi = await shop.codOrder(buyer, [{ ...line, quantity: 1 }], { language: "hi" });
    const english = await shop.codOrder(buyer, [{ ...line, quantity: 1 }]);
    await shop.moveTo(hindi, "shipped");
    await shop.moveTo(english, "shipped");
    const [hindiNumber, englishNumber] = [(await shop.orderRow(hindi)).number, (await shop.orderRow(english)).number];

    const mails = await mailsOf(buyer.email, "shipment-shipped");
    const inHindi = mails.find((mail) => mail.subject.includes(`#${hindiNumber} `));
    const inEnglish = mails.find((mail) => mail.subject.includes(`#${englishNumber} `));
    expect(inHindi?.subject).toBe(`आपका Sattva ऑर्डर #${hindiNumber} भेज दिया गया है`);
    expect(inHindi?.text).toContain("हमारे स्टूडियो से निकलकर कूरियर के पास है।");
    expect(inHindi?.text).toContain(`/hi/track?order=${hindiNumber}`);
    expect(inHindi?.text).not.toMatch(/Hello|Track your order/);
    expect(inEnglish?.subject).toBe(`Your Sattva order #${englishNumber} has shipped`);
    expect(inEnglish?.text).toContain("has left our studio and is with the courier.");
    expect(inEnglish?.text).not.toContain("/hi/");
    expect(devanagari.test(`${inEnglish?.subject}${inEnglish?.text}${inEnglish?.html}`)).toBe(false);
  });
});

describe("a return's mails", () => {
  test("are Hindi for a Hindi order, the refund's words included", async () => {
    const buyer = await shop.member();
    const line = await shop.variantAt(650);
    const orderId = await shop.deliveredOrder(buyer, [{ ...line, quantity: 1 }], { language: "hi" });
    const order = await shop.orderRow(orderId);
    const [item] = await shop.itemsOf(orderId);
    const created = await shop.openReturn(buyer, orderId, [{ orderItemId: item?.id ?? "", quantity: 1 }], {
      refundTo: "source",
    });
    await shop.receiveReturn(created);
    const refunded = await shop.call("POST", `/api/admin/returns/${created._id}/refund`, undefined, shop.adminCookie);
    expect(refunded.status, await refunded.clone().text()).toBe(200);

    const mails = await mailsOf(buyer.email, "return-%");
    expect(mails.map((mail) => mail.template).sort()).toEqual([
      "return-approved",
      "return-received",
      "return-refunded",
      "return-requested",
    ]);
    for (const mail of mails) {
      expect(mail.subject).toMatch(new RegExp(`^ऑर्डर #${order.number} की वापसी R`));
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.text).not.toMatch(/Hello|Return |Questions/);
    }
    const refundMail = mails.find((mail) => mail.template === "return-refunded");
    expect(refundMail?.subject).toMatch(/आपकी वापसी का रिफ़ंड हो गया है$/);
    expect(refundMail?.text).toContain("यहाँ वापस भेजे जाते हैं: आपका UPI खाता shopper@okstandin;");
  });
});
