// Returns through HTTP on a real database: a member asks to return part of a delivered order inside
// the window; outside it, a non-returnable item, more units than are left (across two returns), the
// original payment for a COD order and a bad UPI id are refused with 400 and change nothing; another
// member's order is 404, a guest 401; a repeated submit with its Idempotency-Key makes one return.
// The admin approves (manual courier or Shiprocket's return order, on the stand-in), rejects with a
// reason, and receives: restocking moves the stock once (a second receive is 409), and the order
// becomes returned only when every unit came back. Each step is mailed once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { refundMessages } from "../../../core/schemas/refunds.ts";
import { returnMessages } from "../../../core/schemas/returns.ts";
import { orderItems, orders, returns, variants } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import { createAccount, from, mailTo, signInCookie, uniqueIp } from "../../testing/accounts.ts";
import { bookByHand, type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { TestShop } from "../../testing/shop.ts";

let world: ShippingTestShop | undefined;
let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";
let shopperEmail = "";
let otherCookie = "";
/** Two active variants of products in different parent categories: the second's is made non-returnable. */
let keep: { id: string; productId: string };
let barred: { id: string; productId: string; parentSlug: string };

beforeAll(async () => {
  world = await startShippingTestShop();
  ({ shop, adminCookie, shopperCookie, shopperEmail } = world);
  const other = await createAccount(shop);
  otherCookie = await signInCookie(shop, other.email, other.password);
  const rows = await shop.ctx.db.execute<{ id: string; product_id: string; parent_slug: string }>(sql`
    select distinct on (p.parent_category_id) v.id, v.product_id, c.slug as parent_slug
    from variants v join products p on p.id = v.product_id join categories c on c.id = p.parent_category_id
    where p.status = 'active' order by p.parent_category_id, v.id limit 2`);
  const [a, b] = rows.rows;
  if (!a || !b) throw new Error("the demo catalogue needs two parent categories");
  keep = { id: a.id, productId: a.product_id };
  barred = { id: b.id, productId: b.product_id, parentSlug: b.parent_slug };
  for (const variant of [keep, barred]) {
    await shop.ctx.db
      .update(variants)
      .set({ stock: 500, price: 50_000, mrp: 50_000 })
      .where(eq(variants.id, variant.id));
  }
  const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
    returns: { windowDays: 7, nonReturnableCategories: [barred.parentSlug] },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(() => world?.close());

const call = (
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const init = from(uniqueIp(), method, body, cookie ?? undefined);
  return shop.api(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
};

async function stockOf(variantId: string) {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

type Line = { variant: { id: string; productId: string }; quantity: number };

/** A COD order of the shopper's (or `cookie`'s), moved by the admin to delivered. Answers the order and its lines. */
async function deliveredOrder(lines: Line[], cookie = shopperCookie) {
  const placed = await call(cookie, "POST", "/api/userorder/placeorder", {
    orderItems: lines.map((line) => ({
      product: line.variant.productId,
      variant: line.variant.id,
      quantity: line.quantity,
    })),
    shippingAddress: {
      addressLine1: "3 Fort Road",
      city: "Jaipur",
      state: "Rajasthan",
      country: "India",
      zipCode: "302001",
    },
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string } };
  for (const status of ["processing", "shipped", "delivered"]) {
    // an order ships only by booking its parcel
    const moved =
      status === "shipped"
        ? await bookByHand(shop, adminCookie, order._id)
        : await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status });
    expect(moved.status, await moved.clone().text()).toBe(status === "shipped" ? 201 : 200);
  }
  const items = await shop.ctx.db
    .select({ id: orderItems.id, variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order._id))
    .orderBy(orderItems.position);
  return { orderId: order._id, items };
}

const ask = (orderId: string, body: unknown, cookie = shopperCookie, headers: Record<string, string> = {}) =>
  call(cookie, "POST", `/api/userorder/${orderId}/returns`, body, headers);

const returnCount = async (orderId: string) =>
  (await shop.ctx.db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId))).length;

describe("asking for a return", () => {
  test("a delivered order inside the window: 201 with the return, listed for the member, mailed", async () => {
    const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: 3 }]);
    const response = await ask(orderId, {
      lines: [{ orderItemId: items[0]?.id, quantity: 2, reason: "damaged" }],
      note: "Two arrived chipped",
      refundTo: "upi",
      upiId: "meena.joshi@okaxis",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const created = (await response.json()).return;
    expect(created).toMatchObject({ status: "requested", refundTo: "upi", upiId: "meena.joshi@okaxis" });
    expect(created.number).toMatch(/^R-\d{4,}$/);
    expect(created.lines).toEqual([expect.objectContaining({ quantity: 2, reason: "damaged", decision: null })]);

    const listed = await call(shopperCookie, "GET", `/api/userorder/${orderId}/returns`);
    expect(listed.status).toBe(200);
    const body = await listed.json();
    expect(body.returns.map((entry: { _id: string }) => entry._id)).toEqual([created._id]);
    expect(body.lines[0]).toMatchObject({ returnable: true, unitsLeft: 1 });
    expect(body.refundTo).toEqual(["upi", "store_credit"]);
    const mails = await mailTo(shop, shopperEmail);
    expect(
      mails.filter((mail) => mail.template === "return-requested" && mail.subject.includes(created.number)),
    ).toHaveLength(1);
  });

  test("outside the window, non-returnable, too many units (across two returns), source on COD, bad UPI: 400, nothing stored", async () => {
    const { orderId, items } = await deliveredOrder([
      { variant: keep, quantity: 2 },
      { variant: barred, quantity: 1 },
    ]);
    const [kept, barredLine] = items;
    const line = (quantity: number, id = kept?.id) => ({
      lines: [{ orderItemId: id, quantity, reason: "quality" }],
      refundTo: "store_credit",
    });

    const nonReturnable = await ask(orderId, line(1, barredLine?.id));
    expect(nonReturnable.status).toBe(400);
    expect((await nonReturnable.json()).error.message).toMatch(/cannot be returned$/);

    const tooMany = await ask(orderId, line(3));
    expect(tooMany.status).toBe(400);
    const source = await ask(orderId, { ...line(1), refundTo: "source" });
    expect(source.status).toBe(400);
    expect((await source.json()).error.message).toBe(returnMessages.sourceOnCod);
    const badUpi = await ask(orderId, { ...line(1), refundTo: "upi", upiId: "not a upi" });
    expect(badUpi.status).toBe(400);
    expect((await badUpi.json()).error.fields.upiId).toBe(refundMessages.upiId);
    expect(await returnCount(orderId)).toBe(0);

    // one unit now, one more later: the third is refused, counted across both returns
    expect((await ask(orderId, line(1))).status).toBe(201);
    expect((await ask(orderId, line(1))).status).toBe(201);
    const third = await ask(orderId, line(1));
    expect(third.status).toBe(400);
    expect((await third.json()).error.message).toBe(returnMessages.tooMany(await nameOf(kept?.id), 0));

    // eight days after delivery with a 7-day window
    await shop.ctx.db.update(orders).set({ deliveredAt: sql`now() - interval '8 days'` }).where(eq(orders.id, orderId));
    const late = await ask(orderId, line(1, barredLine?.id));
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toBe(returnMessages.window(7));
    expect(await returnCount(orderId)).toBe(2);
  });

  test("another member's order is 404, a guest 401, an order not delivered 400", async () => {
    const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: 1 }]);
    const body = { lines: [{ orderItemId: items[0]?.id, quantity: 1, reason: "quality" }], refundTo: "store_credit" };
    expect((await ask(orderId, body, otherCookie)).status).toBe(404);
    expect((await call(otherCookie, "GET", `/api/userorder/${orderId}/returns`)).status).toBe(404);
    expect((await call(null, "POST", `/api/userorder/${orderId}/returns`, body)).status).toBe(401);
    expect((await call(null, "GET", `/api/userorder/${orderId}/returns`)).status).toBe(401);
    await shop.ctx.db.update(orders).set({ orderStatus: "shipped" }).where(eq(orders.id, orderId));
    expect((await ask(orderId, body)).status).toBe(400);
    expect(await returnCount(orderId)).toBe(0);
  });

  test("the same submit twice with its Idempotency-Key makes one return and answers it twice", async () => {
    const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: 1 }]);
    const body = {
      lines: [{ orderItemId: items[0]?.id, quantity: 1, reason: "changed_mind" }],
      refundTo: "store_credit",
    };
    const key = { "idempotency-key": `return-${orderId}` };
    const first = await ask(orderId, body, shopperCookie, key);
    const second = await ask(orderId, body, shopperCookie, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await second.json()).return._id).toBe((await first.json()).return._id);
    expect(await returnCount(orderId)).toBe(1);
  });

  test("an unboxing photo, required by the settings, is stored by the media rules", async () => {
    expect(
      (
        await call(adminCookie, "PUT", "/api/admin/settings", {
          returns: { nonReturnableCategories: [barred.parentSlug], proofRequired: true },
        })
      ).status,
    ).toBe(200);
    try {
      const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: 1 }]);
      const lines = JSON.stringify([{ orderItemId: items[0]?.id, quantity: 1, reason: "damaged" }]);
      const without = await ask(orderId, { lines: JSON.parse(lines), refundTo: "store_credit" });
      expect(without.status).toBe(400);
      expect((await without.json()).error.message).toBe(returnMessages.proofRequired);

      const sharp = (await import("sharp")).default;
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#5b3f8c" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("lines", lines);
      form.append("refundTo", "store_credit");
      form.append("files", new Blob([new Uint8Array(png)], { type: "image/png" }), "unboxing.png");
      const response = await shop.api(`/api/userorder/${orderId}/returns`, {
        method: "POST",
        headers: { cookie: shopperCookie, "x-forwarded-for": uniqueIp() },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const created = (await response.json()).return;
      expect(created.media).toHaveLength(1);
      expect(created.media[0]).toMatch(/^\/media\/return-[\w-]+\/full\.webp$/);
    } finally {
      await call(adminCookie, "PUT", "/api/admin/settings", {
        returns: { nonReturnableCategories: [barred.parentSlug] },
      });
    }
  });
});

async function nameOf(orderItemId: string | undefined) {
  const [row] = await shop.ctx.db
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId ?? ""));
  return row?.name ?? "";
}

async function requested(quantity: number, bought = quantity) {
  const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: bought }]);
  const response = await ask(orderId, {
    lines: [{ orderItemId: items[0]?.id, quantity, reason: "damaged" }],
    refundTo: "store_credit",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return {
    orderId,
    created: (await response.json()).return as { _id: string; number: string; lines: { _id: string }[] },
  };
}

const orderStatusOf = async (orderId: string) =>
  (await shop.ctx.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe("the admin's returns queue", () => {
  test("approve (manual courier) → receive with restock: stock back once, a second receive 409, a partial return leaves the order delivered", async () => {
    const { orderId, created } = await requested(1, 2);
    const queue = await call(adminCookie, "GET", "/api/admin/returns?status=requested");
    expect(queue.status).toBe(200);
    expect((await queue.json()).returns.map((entry: { _id: string }) => entry._id)).toContain(created._id);

    const receivedEarly = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/receive`, {
      lines: [{ returnLineId: created.lines[0]?._id, decision: "restock" }],
    });
    expect(receivedEarly.status).toBe(409);
    const manualWithoutAwb = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/approve`, {
      provider: "manual",
    });
    expect(manualWithoutAwb.status).toBe(400);
    const approved = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/approve`, {
      provider: "manual",
      courierName: "India Post",
      awb: "EM123456789IN",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await approved.json()).return).toMatchObject({
      status: "approved",
      pickup: { provider: "manual", courierName: "India Post", awb: "EM123456789IN" },
    });
    // the shopper's timeline names the pickup's courier and AWB, nothing of how it was booked
    const seen = (await (await call(shopperCookie, "GET", `/api/userorder/${orderId}/returns`)).json()) as {
      returns: Array<{ _id: string; timeline: Array<{ status: string; note: string | null }> }>;
    };
    expect(
      seen.returns.find((one) => one._id === created._id)?.timeline.find((event) => event.status === "approved"),
    ).toMatchObject({ note: "Pickup booked: India Post, AWB EM123456789IN" });
    expect(
      (
        await call(adminCookie, "POST", `/api/admin/returns/${created._id}/approve`, {
          provider: "manual",
          courierName: "India Post",
          awb: "EM123456789IN",
        })
      ).status,
    ).toBe(409);

    const before = await stockOf(keep.id);
    const receive = () =>
      call(adminCookie, "POST", `/api/admin/returns/${created._id}/receive`, {
        lines: [{ returnLineId: created.lines[0]?._id, decision: "restock" }],
      });
    const [first, second] = await Promise.all([receive(), receive()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(keep.id)).toBe(before + 1);
    expect((await receive()).status).toBe(409);
    expect(await stockOf(keep.id)).toBe(before + 1);
    expect(await orderStatusOf(orderId)).toBe("delivered");

    const mails = (await mailTo(shop, shopperEmail)).filter((mail) => mail.subject.includes(created.number));
    expect(mails.map((mail) => mail.template).sort()).toEqual([
      "return-approved",
      "return-received",
      "return-requested",
    ]);
    expect(mails.find((mail) => mail.template === "return-approved")?.text).toContain("EM123456789IN");
  });

  test("the whole order back, written off: the order becomes returned, the stock unchanged", async () => {
    const { orderId, created } = await requested(2);
    const approved = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/approve`, {
      provider: "manual",
      courierName: "Delhivery",
      awb: "DL00001234",
    });
    expect(approved.status).toBe(200);
    const before = await stockOf(keep.id);
    const received = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/receive`, {
      lines: [{ returnLineId: created.lines[0]?._id, decision: "write_off" }],
    });
    expect(received.status, await received.clone().text()).toBe(200);
    expect((await received.json()).return.lines[0].decision).toBe("write_off");
    expect(await stockOf(keep.id)).toBe(before);
    expect(await orderStatusOf(orderId)).toBe("returned");
    const [held] = await shop.ctx.db
      .select({ held: orderItems.stockHeld })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(held?.held).toBe(0);
  });

  test("approve through Shiprocket books its return order (is_return AWB); reject mails the reason", async () => {
    const { created } = await requested(1);
    const approved = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/approve`, {
      provider: "shiprocket",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const booked = world?.standIn.orders.get(created.number);
    expect(booked?.isReturn).toBe(true);
    expect(booked?.body).toMatchObject({ order_id: created.number, pickup_city: "Jaipur", shipping_pincode: 110016 });
    expect((await approved.json()).return.pickup).toMatchObject({ provider: "shiprocket", awb: booked?.awb });

    const other = await requested(1);
    const empty = await call(adminCookie, "POST", `/api/admin/returns/${other.created._id}/reject`, { reason: " " });
    expect(empty.status).toBe(400);
    const rejected = await call(adminCookie, "POST", `/api/admin/returns/${other.created._id}/reject`, {
      reason: "The seal was broken before it was sent to us.",
    });
    expect(rejected.status).toBe(200);
    expect((await rejected.json()).return).toMatchObject({
      status: "rejected",
      rejectReason: "The seal was broken before it was sent to us.",
    });
    const mail = (await mailTo(shop, shopperEmail)).find(
      (entry) => entry.template === "return-rejected" && entry.subject.includes(other.created.number),
    );
    expect(mail?.text).toContain("The seal was broken");
    // a rejected return frees its units: the same unit may be asked for again
    const again = await call(shopperCookie, "GET", `/api/userorder/${other.orderId}/returns`);
    expect((await again.json()).lines[0].unitsLeft).toBe(1);
  });

  test("each return card carries the shopper's name, address, phone and order number; Shiprocket is offered when set up; the dashboard counts returns to decide", async () => {
    const waiting = () => webServices(shop.ctx).admin.waiting();
    const before = (await waiting()).returns;
    const { orderId, items } = await deliveredOrder([{ variant: keep, quantity: 1 }]);
    const asked = await ask(orderId, {
      lines: [{ orderItemId: items[0]?.id, quantity: 1, reason: "quality" }],
      note: "The point is cracked",
      refundTo: "store_credit",
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const created = (await asked.json()).return;
    expect((await waiting()).returns).toBe(before + 1);
    const [order] = await shop.ctx.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));

    let page = 1;
    let card: Record<string, unknown> | undefined;
    let providers: string[] = [];
    while (!card) {
      const queue = await call(adminCookie, "GET", `/api/admin/returns?status=requested&page=${page}`);
      expect(queue.status).toBe(200);
      const body = await queue.json();
      providers = body.providers;
      card = body.returns.find((entry: { _id: string }) => entry._id === created._id);
      if (body.returns.length === 0) throw new Error("the new return is not in the queue");
      page += 1;
    }
    expect(card.orderNumber).toBe(order?.number);
    expect(card.shopper).toMatchObject({
      firstName: "Meena",
      lastName: "Joshi",
      phone: "9829012345",
      address: { addressLine1: "3 Fort Road", city: "Jaipur", zipCode: "302001" },
    });
    // this shop's Shiprocket stand-in is configured (a plain shop offers the manual courier only: grievances.test.ts)
    expect(providers).toEqual(["manual", "shiprocket"]);

    const rejected = await call(adminCookie, "POST", `/api/admin/returns/${created._id}/reject`, {
      reason: "Out of window",
    });
    expect(rejected.status).toBe(200);
    expect((await waiting()).returns).toBe(before);
  });

  test("a shopper gets 403 and a guest 401 on every admin returns endpoint", async () => {
    const { created } = await requested(1);
    const paths: [string, string, unknown][] = [
      ["GET", "/api/admin/returns", undefined],
      [
        "POST",
        `/api/admin/returns/${created._id}/approve`,
        { provider: "manual", courierName: "India Post", awb: "EM1234" },
      ],
      ["POST", `/api/admin/returns/${created._id}/reject`, { reason: "no" }],
      [
        "POST",
        `/api/admin/returns/${created._id}/receive`,
        { lines: [{ returnLineId: created.lines[0]?._id, decision: "restock" }] },
      ],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(shopperCookie, method, path, body)).status, path).toBe(403);
      expect((await call(null, method, path, body)).status, path).toBe(401);
    }
    const [row] = await shop.ctx.db.select({ status: returns.status }).from(returns).where(eq(returns.id, created._id));
    expect(row?.status).toBe("requested");
  });
});
