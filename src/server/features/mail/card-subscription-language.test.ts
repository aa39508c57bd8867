// Gift cards and subscriptions keep the language of the page they were bought on (decision 0064's
// addendum, migration 0048), through HTTP against a real database and Razorpay's stand-in: a card bought
// in Hindi returns to /hi/gift-cards/paid and its receipt, card and copy are Hindi (a goodwill card
// follows its recipient member's language); a Hindi subscription's mails and its deliveries' orders are
// Hindi; English ones say what they said before; a bad language is a 400 that writes nothing.
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { giftCards, mailOutbox, orders, subscriptions, variants } from "../../db/schema.ts";
import { uniqueEmail } from "../../testing/accounts.ts";
import { address, type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import { sendDueGiftCards } from "../gift-cards/service.ts";
import { subscriptionNotices } from "../subscriptions/service.ts";

let shop: MoneyTestShop;
beforeAll(async () => {
  shop = await startMoneyTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const devanagari = /[\u0900-\u097F]/;
const mailsTo = (email: string, template: string) =>
  shop.ctx.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.template, template)));
async function oneMail(email: string, template: string) {
  const found = await mailsTo(email, template);
  expect(found, `${template} to ${email}`).toHaveLength(1);
  return found[0] as { subject: string; text: string; html: string };
}

const indiaDay = (plusDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

// ── gift cards ─────────────────────────────────────────────────────────────────────────────────

function buyBody(language: unknown, sendOn = indiaDay()) {
  return {
    amount: 1000,
    recipientName: "Priya",
    recipientEmail: uniqueEmail("friend"),
    message: "शुभ दीपावली!",
    sendOn,
    buyerName: "Asha Rao",
    buyerEmail: uniqueEmail("buyer"),
    ...(language === undefined ? {} : { language }),
  };
}

/** Buys and pays a card through the stand-in's signed return: the body, the link and the return's answer. */
async function buyAndPay(language: unknown, sendOn?: string) {
  const body = buyBody(language, sendOn);
  const answer = await shop.call("POST", "/api/gift-cards", body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const link = shop.razorpay.paymentLinks.at(-1);
  if (!link) throw new Error("no payment link");
  const query = new URLSearchParams(shop.razorpay.linkCallback(link.id));
  const back = await shop.call("GET", `/api/gift-cards/paid?${query}`);
  expect(back.status, await back.clone().text()).toBe(200);
  const [row] = await shop.ctx.db.select().from(giftCards).where(eq(giftCards.id, id));
  return { body, link, row };
}

describe("a gift card's language", () => {
  test("bought in Hindi: the payment returns to /hi/gift-cards/paid, and the receipt, the card and the copy are Hindi", async () => {
    const { body, link, row } = await buyAndPay("hi");
    expect(row?.language).toBe("hi");
    expect(new URL(link.callback_url).pathname).toBe("/hi/gift-cards/paid");

    const receipt = await oneMail(body.buyerEmail, "gift-card-paid");
    expect(receipt.subject).toBe("Priya के लिए आपके ₹1,000 के Sattva गिफ़्ट कार्ड का भुगतान हो गया");
    expect(receipt.text).toContain("हम इसे आज ही आपके संदेश के साथ Priya को ईमेल करेंगे");
    const card = await oneMail(body.recipientEmail, "gift-card");
    expect(card.subject).toBe("Asha Rao ने आपको ₹1,000 का Sattva गिफ़्ट कार्ड भेजा है");
    expect(card.text).toMatch(
      /Sattva पर खर्च करने के लिए ₹1,000, इस कोड से: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/,
    );
    // valid until a Hindi date, and the holder's pages in Hindi
    expect(card.text).toMatch(/\d{1,2} (?:जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4} तक मान्य/);
    expect(card.text).toContain("/hi/gift-cards/balance");
    expect(card.html).toContain("/hi/shop");
    const copy = await oneMail(body.buyerEmail, "gift-card-copy");
    expect(copy.subject).toBe("Priya के लिए आपका ₹1,000 का गिफ़्ट कार्ड भेज दिया गया है");
    for (const mail of [receipt, card, copy]) {
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.text).toMatch(devanagari);
      // no English sentence left (names, the code and the links aside)
      expect(mail.text).not.toMatch(/gift card|Hello|thank you|Valid until|Keep this code|Questions/i);
    }
  });

  test("bought in Hindi for a later day: the receipt names the day in Hindi, and the job sends the card in Hindi", async () => {
    const later = indiaDay(3);
    const { body, row } = await buyAndPay("hi", later);
    expect(row?.status).toBe("scheduled");
    const receipt = await oneMail(body.buyerEmail, "gift-card-paid");
    const [year, month, day] = later.split("-").map(Number);
    const hindiMonths = [
      "जनवरी",
      "फ़रवरी",
      "मार्च",
      "अप्रैल",
      "मई",
      "जून",
      "जुलाई",
      "अगस्त",
      "सितंबर",
      "अक्टूबर",
      "नवंबर",
      "दिसंबर",
    ];
    expect(receipt.text).toContain(`हम इसे ${day} ${hindiMonths[(month ?? 1) - 1]} ${year} को आपके संदेश के साथ Priya को`);
    await sendDueGiftCards(shop.ctx, new Date(`${later}T06:00:00Z`));
    const card = await oneMail(body.recipientEmail, "gift-card");
    expect(card.subject).toBe("Asha Rao ने आपको ₹1,000 का Sattva गिफ़्ट कार्ड भेजा है");
  });

  test("bought in English (or with no language): /gift-cards/paid and today's English mails", async () => {
    for (const language of ["en", undefined]) {
      const { body, link, row } = await buyAndPay(language);
      expect(row?.language).toBe("en");
      expect(new URL(link.callback_url).pathname).toBe("/gift-cards/paid");
      const receipt = await oneMail(body.buyerEmail, "gift-card-paid");
      expect(receipt.subject).toBe("Your ₹1,000 Sattva gift card for Priya is paid");
      expect(receipt.text).toContain(
        "We will e-mail it to Priya today, with your message, and send you a copy with the code to print or hand over.",
      );
      const card = await oneMail(body.recipientEmail, "gift-card");
      expect(card.subject).toBe("Asha Rao sent you a ₹1,000 Sattva gift card");
      expect(card.text).toMatch(/₹1,000 to spend at Sattva, with this code: [0-9A-Z-]{19}/);
      expect(card.text).toContain("/gift-cards/balance");
      expect(card.text).not.toContain("/hi/");
      expect(card.html).toContain('<html lang="en">');
      // (the buyer's own message is theirs, in whatever script they wrote it)
      expect(card.text.replace(body.message, "")).not.toMatch(devanagari);
      const copy = await oneMail(body.buyerEmail, "gift-card-copy");
      expect(copy.subject).toBe("Your ₹1,000 gift card for Priya is on its way");
    }
  });

  test("a bad language is a 400 naming the field: no card, no payment link, no mail", async () => {
    const cards = async () => (await shop.ctx.db.select({ n: count() }).from(giftCards))[0]?.n;
    const before = { cards: await cards(), links: shop.razorpay.paymentLinks.length };
    for (const language of ["fr", "HI", "", 7, null, ["hi"], { hi: true }]) {
      const body = buyBody(language);
      const answer = await shop.call("POST", "/api/gift-cards", body);
      expect(answer.status, JSON.stringify(language)).toBe(400);
      const { error } = (await answer.json()) as { error: { fields?: Record<string, string> } };
      expect(error.fields?.language).toBe('Language must be "en" or "hi".');
      expect(await mailsTo(body.buyerEmail, "%")).toHaveLength(0);
    }
    expect({ cards: await cards(), links: shop.razorpay.paymentLinks.length }).toEqual(before);
  });

  test("a goodwill card goes in its recipient member's language; to an address that is no member's, English", async () => {
    const member = await shop.member();
    const chose = await shop.call(
      "PATCH",
      `/api/userdashboard/${member.id}/profile`,
      { language: "hi" },
      member.cookie,
    );
    expect(chose.status, await chose.clone().text()).toBe(200);
    const issue = (recipientEmail: string) =>
      shop.call(
        "POST",
        "/api/admin/gift-cards",
        { amount: 500, recipientName: "Meera", recipientEmail, message: null, reason: "A late parcel" },
        shop.adminCookie,
      );
    expect((await issue(member.email)).status).toBe(201);
    const hindi = await oneMail(member.email, "gift-card");
    expect(hindi.subject).toBe("Sattva ने आपको ₹500 का Sattva गिफ़्ट कार्ड भेजा है");
    const stranger = uniqueEmail("stranger");
    expect((await issue(stranger)).status).toBe(201);
    expect((await oneMail(stranger, "gift-card")).subject).toBe("Sattva sent you a ₹500 Sattva gift card");
  });
});

// ── subscriptions ───────────────────────────────────────────────────────────────────────────────

async function subscribable(price: number, stock = 50) {
  const line = await shop.variantAt(price, { stock });
  await shop.ctx.db
    .update(variants)
    .set({ subscribeEvery: [1, 2], subscribeDiscount: 10 })
    .where(eq(variants.id, line.variant));
  return line;
}

type Started = { subscriptionId: string; id: string; number: number };

/** Subscribed on a page of `language` and authorised at the checkout: the first delivery's order is made. */
async function subscribed(
  buyer: Member,
  lines: Array<{ product: string; variant: string; quantity: number }>,
  language?: string,
) {
  const answer = await shop.call(
    "POST",
    "/api/subscriptions",
    { lines, everyMonths: 1, shippingAddress: address, ...(language ? { language } : {}) },
    buyer.cookie,
  );
  expect(answer.status, await answer.clone().text()).toBe(201);
  const started = (await answer.json()) as Started;
  const { answer: fields } = shop.razorpay.subscriptions.authorise(started.id);
  const verified = await shop.call("POST", "/api/subscriptions/verify", fields, buyer.cookie);
  expect(verified.status, await verified.clone().text()).toBe(200);
  return started;
}

const ordersOf = (subscriptionId: string) =>
  shop.ctx.db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId));

describe("a subscription's language", () => {
  test("subscribed in Hindi: its deliveries' orders, the short delivery, the pre-debit notice, the failed and stopped payment mails are Hindi", async () => {
    const buyer = await shop.member();
    const kept = await subscribable(400);
    const gone = await subscribable(300, 1);
    const started = await subscribed(
      buyer,
      [
        { ...kept, quantity: 1 },
        { ...gone, quantity: 1 },
      ],
      "hi",
    );
    const [row] = await shop.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started.subscriptionId));
    expect(row?.language).toBe("hi");
    const [first] = await ordersOf(started.subscriptionId);
    expect(first?.language).toBe("hi");
    const confirmation = await oneMail(buyer.email, "order-confirmation");
    expect(confirmation.html).toContain('<html lang="hi">');
    expect(confirmation.subject).toMatch(devanagari);

    // a renewal with a line out of stock: the order and the shopper's note are Hindi
    const payment = shop.razorpay.subscriptions.charge(started.id);
    const renewal = await shop.razorpay.sendSubscriptionEvent(shop.url, "subscription.charged", started.id, {
      payment,
    });
    expect(renewal.status, await renewal.clone().text()).toBe(200);
    expect((await ordersOf(started.subscriptionId)).map((order) => order.language)).toEqual(["hi", "hi"]);
    const short = await oneMail(buyer.email, "subscription-unfilled");
    expect(short.subject).toMatch(/^आपकी सदस्यता की डिलीवरी का कुछ सामान स्टॉक में नहीं है \(ऑर्डर #\d+\)$/);
    expect(short.text).toContain("स्टॉक में नहीं था। उसके ₹270 हमने आपके मूल भुगतान में लौटा दिए हैं");
    expect(short.text).toContain(`/hi/userdashboard?tab=subscriptions&subscription=${started.subscriptionId}`);

    // the pre-debit notice, a day before the next charge
    const [live] = await shop.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started.subscriptionId));
    const due = live?.nextChargeAt ?? new Date();
    await subscriptionNotices(shop.ctx, new Date(due.getTime() - 30 * 3_600_000));
    const notice = await oneMail(buyer.email, "subscription-pre-debit");
    expect(notice.subject).toMatch(
      new RegExp(`^आपकी Sattva सदस्यता S-${started.number} के लिए .+ को ₹\\S+ का भुगतान लिया जाएगा$`),
    );
    expect(notice.text).toContain("(हर महीने)");
    expect(notice.text).toContain("यह डिलीवरी छोड़ें: ");

    shop.razorpay.subscriptions.fail(started.id);
    await shop.razorpay.sendSubscriptionEvent(shop.url, "subscription.pending", started.id);
    expect((await oneMail(buyer.email, "subscription-payment-pending")).subject).toBe(
      `हम आपकी Sattva सदस्यता S-${started.number} का भुगतान नहीं ले सके`,
    );
    shop.razorpay.subscriptions.fail(started.id, true);
    await shop.razorpay.sendSubscriptionEvent(shop.url, "subscription.halted", started.id, {
      createdAt: new Date(Date.now() + 1_000),
    });
    expect((await oneMail(buyer.email, "subscription-halted")).subject).toBe(
      `आपकी Sattva सदस्यता S-${started.number} बंद हो गई है`,
    );
    for (const mail of [short, notice, ...(await mailsTo(buyer.email, "subscription-%"))]) {
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.text).not.toMatch(
        /\bHello\b|Questions\?|will be charged|did not go through|has stopped|out of stock/,
      );
    }
    // the owner's word stays English
    const owner = await shop.ctx.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.template, "subscription-halted-owner"), like(mailOutbox.subject, `%S-${started.number} %`)),
      );
    expect(owner[0]?.subject).toBe(`Subscription S-${started.number} stopped: payments failed`);
  });

  test("subscribed in English (or with no language): English mails and orders, as before", async () => {
    for (const language of ["en", undefined]) {
      const buyer = await shop.member();
      const line = await subscribable(420);
      const started = await subscribed(buyer, [{ ...line, quantity: 1 }], language);
      const [row] = await shop.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, started.subscriptionId));
      expect(row?.language).toBe("en");
      expect((await ordersOf(started.subscriptionId))[0]?.language).toBe("en");
      shop.razorpay.subscriptions.fail(started.id);
      await shop.razorpay.sendSubscriptionEvent(shop.url, "subscription.pending", started.id);
      const pending = await oneMail(buyer.email, "subscription-payment-pending");
      expect(pending.subject).toBe(`We could not charge your Sattva subscription S-${started.number}`);
      expect(pending.text).toContain("the charge for your subscription S-");
      expect(pending.text).toContain(`/userdashboard?tab=subscriptions&subscription=${started.subscriptionId}`);
      expect(pending.text).not.toContain("/hi/");
      expect(pending.text).not.toMatch(devanagari);
    }
  });

  test("a bad language is a 400 naming the field: no subscription, nothing asked of the provider", async () => {
    const buyer = await shop.member();
    const line = await subscribable(430);
    const rows = async () => (await shop.ctx.db.select({ n: count() }).from(subscriptions))[0]?.n;
    const before = { rows: await rows(), made: shop.razorpay.subscriptions.subscriptions.length };
    for (const language of ["fr", "HI", "", 7, null, ["hi"]]) {
      const answer = await shop.call(
        "POST",
        "/api/subscriptions",
        { lines: [{ ...line, quantity: 1 }], everyMonths: 1, shippingAddress: address, language },
        buyer.cookie,
      );
      expect(answer.status, JSON.stringify(language)).toBe(400);
      const { error } = (await answer.json()) as { error: { fields?: Record<string, string> } };
      expect(error.fields?.language).toBe('Language must be "en" or "hi".');
    }
    expect({ rows: await rows(), made: shop.razorpay.subscriptions.subscriptions.length }).toEqual(before);
    expect(await mailsTo(buyer.email, "subscription-%")).toHaveLength(0);
  });
});
