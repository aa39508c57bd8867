// The order's gift message or note through HTTP against a real database: typed at checkout (Pay on
// Delivery and online alike), trimmed, kept on the order and answered to its shopper and the admin,
// escaped in the e-mails, printed whole on the packing slip; too long or with control characters a
// 400 naming it, with nothing written; cleared by erasure and by the guest retention job.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderNoteMaxLength, orderNoteMessages } from "../../../core/schemas/checkout.ts";
import { mailOutbox, orders, variants } from "../../db/schema.ts";
import { createAccount, from, signInCookie, uniqueEmail, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import { pdfPagesText } from "../../testing/pdf-text.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { bookByHand, type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import { runPrivacyRetention } from "../privacy/retention.ts";

let world: ShippingTestShop | undefined;
let shop: TestShop;
let adminCookie = "";
let variant: { id: string; productId: string };
beforeAll(async () => {
  world = await startShippingTestShop();
  ({ shop, adminCookie } = world);
  variant = await pinDemoVariant(shop, { stock: 500, price: 899 });
});
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const pune = {
  addressLine1: "14 Banyan Street",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};

function orderBody(orderNote: unknown, email = uniqueEmail("gift")) {
  return {
    orderItems: [{ product: variant.productId, variant: variant.id, quantity: 1, giftWrap: true }],
    shippingAddress: pune,
    guestUser: { firstName: "Ravi", lastName: "Menon", email, phone: "9822012345" },
    paymentMethod: "COD",
    ...(orderNote === undefined ? {} : { orderNote }),
  };
}

async function placed(orderNote: unknown, cookie: string | null = null, email?: string) {
  const response = await call(cookie, "POST", "/api/userorder/placeorder", orderBody(orderNote, email));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order as { _id: string; number: number; orderNote: string | null };
}

const noteOf = async (orderId: string) =>
  (await shop.ctx.db.select({ note: orders.orderNote }).from(orders).where(eq(orders.id, orderId)))[0]?.note;

const ordersCount = async () => (await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;
const stockLeft = async () =>
  (await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variant.id)))[0]?.stock;

describe("the gift message or note at checkout", () => {
  test("a Pay on Delivery order keeps it trimmed, line breaks kept; its shopper and the admin read it", async () => {
    const shopper = await createAccount(shop);
    const cookie = await signInCookie(shop, shopper.email, shopper.password);
    const typed = '  Happy birthday, Asha! <3\r\nWith love & light,\r\n"Ravi"  ';
    const order = await placed(typed, cookie, shopper.email);
    const kept = 'Happy birthday, Asha! <3\nWith love & light,\n"Ravi"';
    expect(order.orderNote).toBe(kept);
    expect(await noteOf(order._id)).toBe(kept);

    // the shopper's order detail, the thank-you read and the admin's order list
    const detail = await (await call(cookie, "GET", `/api/userorder/${order._id}/detail`)).json();
    expect(detail.order.orderNote).toBe(kept);
    const read = await (await call(cookie, "GET", `/api/userorder/${order._id}`)).json();
    expect(read.order.orderNote).toBe(kept);
    const list = await call(adminCookie, "GET", `/api/order/getAllOrders?search=${order.number}`);
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: { data: Array<{ _id: string; orderNote: string | null }> } };
    expect(listed.data.data.find((row) => row._id === order._id)?.orderNote).toBe(kept);

    // the confirmation and the owner's copy: as typed in the text, escaped in the HTML
    const mails = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "order-confirmation"), eq(mailOutbox.to, shopper.email)));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain(`Gift message or note:\n${kept}`);
    expect(mail?.html).toContain("Happy birthday, Asha! &lt;3<br>With love &amp; light,<br>&quot;Ravi&quot;");
    expect(mail?.html).not.toContain("<3");
    const [owners] = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "order-new"), sql`${mailOutbox.text} like ${`%#${order.number}%`}`));
    expect(owners?.html).toContain("Happy birthday, Asha! &lt;3");
  });

  test("an online order (create-order, the same body) keeps it too", async () => {
    const response = await call(null, "POST", "/api/payment/create-order", {
      ...orderBody("For Meera, with love"),
      paymentMethod: "UPI",
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { orderId } = await response.json();
    expect(await noteOf(orderId)).toBe("For Meera, with love");
  });

  test("none, blank or absent is null", async () => {
    for (const none of [undefined, null, "", "   \r\n  "]) {
      const order = await placed(none);
      expect(order.orderNote, JSON.stringify(none)).toBeNull();
      expect(await noteOf(order._id)).toBeNull();
    }
  });

  test(`at most ${orderNoteMaxLength} characters: one more is a 400 naming it, and nothing is written`, async () => {
    const longest = "a".repeat(orderNoteMaxLength);
    expect((await placed(`  ${longest}  `)).orderNote).toBe(longest);

    const before = { orders: await ordersCount(), stock: await stockLeft() };
    const response = await call(null, "POST", "/api/userorder/placeorder", orderBody(`${longest}b`));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields.orderNote).toBe(orderNoteMessages.tooLong);
    expect(error.message).toBe(orderNoteMessages.tooLong);
    expect(await ordersCount()).toBe(before.orders);
    expect(await stockLeft()).toBe(before.stock);
    // online too
    const online = await call(null, "POST", "/api/payment/create-order", {
      ...orderBody(`${longest}b`),
      paymentMethod: "UPI",
    });
    expect(online.status).toBe(400);
    expect(await ordersCount()).toBe(before.orders);
  });

  test("control characters (tab, bell, escape, DEL, C1) and NUL are a 400, nothing written; not text is a 400", async () => {
    const before = { orders: await ordersCount(), stock: await stockLeft() };
    for (const bad of ["Dear\tAsha", "ring\u0007", "\u001b[31mred", "del\u007f", "next\u0085line", "form\ffeed"]) {
      const response = await call(null, "POST", "/api/userorder/placeorder", orderBody(bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await response.json()).error.fields.orderNote, JSON.stringify(bad)).toBe(orderNoteMessages.control);
    }
    const nul = await call(null, "POST", "/api/userorder/placeorder", orderBody("a\u0000b"));
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.fields.orderNote).toBeDefined();
    for (const notText of [42, ["a"], { text: "a" }, true]) {
      const response = await call(null, "POST", "/api/userorder/placeorder", orderBody(notText));
      expect(response.status, JSON.stringify(notText)).toBe(400);
      expect((await response.json()).error.fields.orderNote).toBeDefined();
    }
    expect(await ordersCount()).toBe(before.orders);
    expect(await stockLeft()).toBe(before.stock);
  });
});

describe("the packing slip", () => {
  async function slipPages(orderNote: string) {
    const order = await placed(orderNote);
    const confirmed = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" });
    expect(confirmed.status).toBe(200);
    const booked = await bookByHand(shop, adminCookie, order._id);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { shipment } = await booked.json();
    const response = await call(adminCookie, "GET", `/api/admin/shipments/labels?ids=${shipment._id}`);
    expect(response.status).toBe(200);
    // the label first, then the slip
    const [, ...slip] = await pdfPagesText(new Uint8Array(await response.arrayBuffer()));
    return { order, slip };
  }
  const squeezed = (text: string) => text.replace(/\s+/g, "");

  test("prints the whole note under the lines, a long one wrapped on the slip's page", async () => {
    const note =
      "Dear Asha, happy birthday! May this amethyst bring you calm on busy days and sweet sleep at night. " +
      "We miss you in Pune, see you at Diwali. Supercalifragilisticexpialidociousamethystmoonstone. " +
      "With all our love, Ravi, Meera and little Kabir (who chose the colour of the ribbon himself!)";
    expect(note.length).toBeLessThanOrEqual(orderNoteMaxLength);
    const { order, slip } = await slipPages(note);
    expect(slip).toHaveLength(1);
    const [page = ""] = slip;
    expect(page).toContain(`Order #${order.number}`);
    expect(page).toContain("GIFT MESSAGE OR NOTE");
    expect(page).toContain("Gift wrap this item");
    expect(squeezed(page)).toContain(squeezed(note));
    expect(page).not.toContain("₹");
  });

  test("a note of many short lines still prints whole, run on", async () => {
    const note = Array.from({ length: 75 }, (_, index) => `L${index}`).join("\n");
    expect(note.length).toBeLessThanOrEqual(orderNoteMaxLength);
    const { slip } = await slipPages(note);
    expect(slip.length).toBeLessThanOrEqual(2);
    // 75 lines would not fit an A6 page: they run on, " / " where they broke
    expect(squeezed(slip.join("\n"))).toContain(note.split("\n").join("/"));
  });
});

describe("the note is personal: erasure and the guest retention clear it", () => {
  test("a member's erasure clears the note of every order, the invoiced ones too", async () => {
    const account = await createAccount(shop);
    const cookie = await signInCookie(shop, account.email, account.password);
    const id = await userIdOf(shop, account.email);
    const order = await placed("Leave it with the neighbour at no. 12", cookie, account.email);
    const cancelled = await call(cookie, "POST", `/api/userorder/${order._id}/cancel`);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const invoiced = await insertOrder(shop, { email: account.email, userId: id, invoiced: true });
    await shop.ctx.db.update(orders).set({ orderNote: "For Amma" }).where(eq(orders.id, invoiced.id));

    // the export holds it, the erasure takes it
    const exported = await (await call(cookie, "GET", `/api/userdashboard/${id}/export`)).text();
    expect(exported).toContain("Leave it with the neighbour at no. 12");
    const erased = await shop.api(
      `/api/userdashboard/${id}`,
      from(account.ip, "DELETE", { password: account.password, confirm: "DELETE" }, cookie),
    );
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await noteOf(order._id)).toBeNull();
    expect(await noteOf(invoiced.id)).toBeNull();
  });

  test("a guest's unfinished checkout loses its note with its contact details", async () => {
    const abandoned = await insertOrder(shop, { email: uniqueEmail("abandoned"), status: "cancelled" });
    const sale = await insertOrder(shop, { email: uniqueEmail("sale"), status: "delivered" });
    await shop.ctx.db
      .update(orders)
      .set({ orderNote: "Call before coming", cancelledAt: new Date() })
      .where(eq(orders.id, abandoned.id));
    await shop.ctx.db.update(orders).set({ orderNote: "Happy Diwali" }).where(eq(orders.id, sale.id));
    const round = await runPrivacyRetention(shop.ctx, new Date(Date.now() + 400 * 86_400_000));
    expect(round.ran).toBe(true);
    expect(await noteOf(abandoned.id)).toBeNull();
    expect(await noteOf(sale.id)).toBe("Happy Diwali");
  });
});
