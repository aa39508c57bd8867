// The shopper's words about their order (issue 38 points 6 and 7), through HTTP on a real database and
// Razorpay's stand-in (whose payments are UPI from shopper@okstandin): an order taken through payment,
// shipment, delivery, a return and its refund reads, in My Account and on /track, as the shopper's own
// timeline, with none of the shop's words (the admin who booked it, the manual courier, payment and
// refund ids, "(source)", "restocked"); the admin still reads the full history. The refund mails say
// how much, where it goes (the UPI account the payment came from) and when it arrives, in the working
// days the Returns settings give.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inEnglish, type Said, sayIn } from "../../../core/i18n.ts";
import { hindi } from "../../../web/i18n/hi.server.ts";
import { mailTo } from "../../testing/accounts.ts";
import { type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";

let shop: MoneyTestShop;
let member: Member;

beforeAll(async () => {
  // UPI refunds take 2 to 4 working days in this shop (the default is 1 to 3): the mails must say so
  shop = await startMoneyTestShop({
    settings: { returns: { nonReturnableCategories: [], refundDaysUpiFrom: 2, refundDaysUpiTo: 4 } },
  });
  member = await shop.member();
});
afterAll(async () => {
  await shop?.close();
});

/** Words of the shop's own that a shopper's timeline must never show. */
const internalWords = [
  /manual/i,
  /pay_/,
  /rfnd_/,
  /\(source\)/,
  /restocked/i,
  /written off/i,
  /Booked with/,
  /\b[Bb]y [A-Z]/,
];

function expectNoInternalWords(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const word of internalWords) expect(text).not.toMatch(word);
}

describe("the shopper's timeline", () => {
  test("paid, shipped, delivered, returned and refunded: My Account and /track read in the shopper's words", async () => {
    const line = await shop.variantAt(650);
    const orderId = await shop.deliveredOrder(member, [{ ...line, quantity: 2 }]);
    const [item] = await shop.itemsOf(orderId);
    const created = await shop.openReturn(member, orderId, [{ orderItemId: item?.id ?? "", quantity: 2 }], {
      refundTo: "source",
    });
    await shop.receiveReturn(created);
    const refunded = await shop.call("POST", `/api/admin/returns/${created._id}/refund`, undefined, shop.adminCookie);
    expect(refunded.status).toBe(200);

    const row = await shop.orderRow(orderId);
    expect(row.paidWith).toEqual({ method: "upi", detail: "shopper@okstandin" });

    const detail = await (await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, member.cookie)).json();
    const titles = (detail.history as Array<{ title: string }>).map((entry) => entry.title);
    expect(titles).toEqual([
      "Order placed, waiting for your payment",
      "Payment received: we are preparing your order",
      "Your parcel was handed to the courier",
      "Delivered",
      "Your return reached us",
      expect.stringMatching(/^Refund of ₹1,300(\.00)? sent to your UPI account shopper@okstandin$/),
    ]);
    const refundEntry = detail.history.at(-1);
    expect(refundEntry.note).toMatch(
      /goes back to your UPI account shopper@okstandin; it usually arrives in 2 to 4 working days/,
    );
    expectNoInternalWords(detail.history);
    // the refund's line as message and values (decision 0064): its English is the line, the Hindi
    // page's catalogue says it in Hindi (the mails' words); the other lines carry none
    const said = refundEntry.said as { title: Said; note: Said };
    expect(inEnglish(said.title)).toBe(refundEntry.title);
    expect(inEnglish(said.note)).toBe(refundEntry.note);
    expect(sayIn("hi", hindi, said.title)).toMatch(/^₹1,300(\.00)? का रिफ़ंड भेजा गया: आपका UPI खाता shopper@okstandin$/);
    expect(sayIn("hi", hindi, said.note)).toMatch(
      /^₹1,300(\.00)? यहाँ वापस भेजे जाते हैं: आपका UPI खाता shopper@okstandin; आम तौर पर ये 2 से 4 कार्य दिवस में पहुँच जाते हैं।$/,
    );
    expect((detail.history as Array<{ said?: unknown }>).filter((entry) => entry.said)).toHaveLength(1);

    const tracked = await shop.call(
      "GET",
      `/api/track?order=${row.number}&email=${encodeURIComponent(member.email)}`,
      undefined,
      "",
    );
    expect(tracked.status).toBe(200);
    const track = await tracked.json();
    expect((track.timeline as Array<{ title: string }>).map((entry) => entry.title)).toEqual(titles);
    expect(track.timeline.at(-1).said).toEqual(said);
    expectNoInternalWords(track);

    // the return's own timeline in My Account: its receipt without the shop's restock notes
    const returns = await (
      await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie)
    ).json();
    const returnTimeline = (returns.returns as Array<{ timeline: unknown[] }>).flatMap((entry) => entry.timeline);
    expect(returnTimeline).toContainEqual(expect.objectContaining({ status: "received", note: null }));
    expectNoInternalWords(returnTimeline);

    // the admin keeps the detailed history: the payment's id, who booked the parcel, the refund's route
    const admin = await (
      await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, shop.adminCookie)
    ).json();
    const notes = JSON.stringify(admin.history);
    expect(notes).toMatch(/pay_/);
    expect(notes).toMatch(/Booked with manual/);
    expect(notes).toMatch(/restocked/);

    // the return's refund mail says how much, where and when; never "the way you chose"
    const [mail] = (await mailTo(shop, member.email)).filter(
      (entry) => entry.template === "return-refunded" && entry.subject.includes(created.number),
    );
    expect(mail?.text).toMatch(
      /₹1,300(\.00)? goes back to your UPI account shopper@okstandin; it usually arrives in 2 to 4 working days\./,
    );
    expect(mail?.text).not.toMatch(/the way you chose/);
  });

  test("a cancelled paid order's mail says the amount, the UPI account it goes back to and the settings' days", async () => {
    const line = await shop.variantAt(480);
    const orderId = await shop.paidOrder(member, [{ ...line, quantity: 1 }]);
    const cancelled = await shop.call("POST", `/api/userorder/${orderId}/cancel`, {}, member.cookie);
    expect(cancelled.status).toBe(200);
    const row = await shop.orderRow(orderId);
    const [mail] = (await mailTo(shop, member.email)).filter(
      (entry) => entry.template === "order-cancelled" && entry.subject.includes(`#${row.number}`),
    );
    expect(mail?.text).toMatch(
      new RegExp(
        `₹${(row.totalAmount / 100).toLocaleString("en-IN")}(\\.00)? goes back to your UPI account shopper@okstandin; it usually arrives in 2 to 4 working days\\.`,
      ),
    );
    const detail = await (await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, member.cookie)).json();
    const titles = (detail.history as Array<{ title: string }>).map((entry) => entry.title);
    expect(titles.slice(-2)).toEqual([
      "You cancelled your order",
      expect.stringMatching(/^Refund of ₹[\d,.]+ sent to your UPI account shopper@okstandin$/),
    ]);
    expectNoInternalWords(detail.history);
  });
});
