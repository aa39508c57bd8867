// Delivery by PIN code and the cash-on-delivery controls through HTTP: the PIN code answer (400,
// 404, Ladakh and Telangana), placeorder refusing an unknown, unserved or mismatched PIN code, COD
// refused above the limit, for a blocked PIN code and for a phone with two refusals at the door,
// the COD fee line, the single-use confirm link, and unconfirmed orders cancelled after the window
// with their stock back exactly once, however many instances run the job.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { orders, variants } from "../../db/schema.ts";
import {
  createAccount,
  from,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { pinDemoVariant, relaxedCodLimits, startTestShop, type TestShop } from "../../testing/shop.ts";
import { houseKeep } from "../orders/housekeeping.ts";
import { expireUnconfirmedOrders } from "../orders/service.ts";

let shop: TestShop;
let adminCookie = "";
let pick: { id: string; productId: string };

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, PUBLIC_URL: "http://shop.test" } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  // ₹1,000 a unit: orders stay above free shipping
  pick = await pinDemoVariant(shop, { stock: 500, price: 1000, mrp: 1200 });
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  // each test starts from the default rules (saved through the API, which also clears the cache)
  await saveSettings({ cod: relaxedCodLimits, delivery: {} });
});

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const bengaluru = {
  addressLine1: "14 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  country: "India",
  zipCode: "560001",
};

function placeOrder(
  options: { quantity?: number; phone?: string; address?: Partial<typeof bengaluru>; email?: string } = {},
) {
  return call(null, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: options.quantity ?? 1 }],
    shippingAddress: { ...bengaluru, ...options.address },
    guestUser: {
      firstName: "Kavya",
      lastName: "Rao",
      email: options.email ?? uniqueEmail("cod"),
      phone: options.phone ?? "9845012345",
    },
    paymentMethod: "COD",
  });
}

async function placed(options: Parameters<typeof placeOrder>[0] = {}) {
  const response = await placeOrder(options);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json() as Promise<{ order: { _id: string; orderStatus: string }; confirmToken: string }>;
}

const saveSettings = async (body: unknown) => {
  const response = await call(adminCookie, "PUT", "/api/admin/settings", body);
  expect(response.status, await response.clone().text()).toBe(200);
};

const stockOf = async () =>
  (await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, pick.id)))[0]?.stock;

describe("GET /api/pincode/{pincode}", () => {
  test("a malformed PIN code is 400, an unknown one 404", async () => {
    for (const bad of ["12345", "012345", "1100011", "abcdef"]) {
      const response = await call(null, "GET", `/api/pincode/${bad}`);
      expect(response.status, bad).toBe(400);
    }
    const unknown = await call(null, "GET", "/api/pincode/999999");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("We could not find this PIN code. Please check it.");
  });

  test("the place, serviceability and a delivery window from the warehouse", async () => {
    const response = await call(null, "GET", "/api/pincode/560001");
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      pincode: "560001",
      district: "Bangalore",
      state: "Karnataka",
      stateCode: "29",
      serviceable: true,
      codAvailable: true,
    });
    expect(answer.reason).toBeUndefined();
    expect(answer.delivery.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.delivery.to >= answer.delivery.from).toBe(true);
  });

  test("the known corrections: Leh is in Ladakh (38), Hyderabad in Telangana (36), Daman in the merged territory (26)", async () => {
    const leh = await (await call(null, "GET", "/api/pincode/194101")).json();
    expect(leh).toMatchObject({ state: "Ladakh", stateCode: "38" });
    const hyderabad = await (await call(null, "GET", "/api/pincode/500001")).json();
    expect(hyderabad).toMatchObject({ state: "Telangana", stateCode: "36" });
    const daman = await (await call(null, "GET", "/api/pincode/396210")).json();
    expect(daman).toMatchObject({ stateCode: "26" });
    // the special zone ships slower than Bengaluru from Delhi
    const bengaluruAnswer = await (await call(null, "GET", "/api/pincode/560001")).json();
    expect(leh.delivery.to > bengaluruAnswer.delivery.to).toBe(true);
  });

  test("the settings turn delivery and COD off for PIN codes, with the reason", async () => {
    await saveSettings({ delivery: { undeliverablePincodes: "744101" }, cod: { blockedPincodes: "560001, 560002" } });
    const islands = await (await call(null, "GET", "/api/pincode/744101")).json();
    expect(islands).toMatchObject({ serviceable: false, codAvailable: false, delivery: null });
    expect(islands.reason).toBe("We do not deliver to this PIN code yet.");
    const noCod = await (await call(null, "GET", "/api/pincode/560001")).json();
    expect(noCod).toMatchObject({ serviceable: true, codAvailable: false });
    expect(noCod.reason).toBe("Pay on Delivery is not available for this PIN code.");
  });
});

describe("placeorder checks the PIN code", () => {
  test("unknown, not served, or not in the state given: 400 naming the field", async () => {
    const unknown = await placeOrder({ address: { zipCode: "999999" } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields["shippingAddress.zipCode"]).toBe(
      "We could not find this PIN code. Please check it.",
    );

    const elsewhere = await placeOrder({ address: { state: "Kerala" } });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.fields["shippingAddress.state"]).toBe(
      "PIN code 560001 is in Karnataka. Please check the state.",
    );

    await saveSettings({ delivery: { undeliverablePincodes: ["560001"] } });
    const unserved = await placeOrder();
    expect(unserved.status).toBe(400);
    expect((await unserved.json()).error.fields["shippingAddress.zipCode"]).toBe(
      "We do not deliver to this PIN code yet.",
    );
  });

  test("the order records the delivery state and its GST state code", async () => {
    const hyderabad = await placed({ address: { city: "Hyderabad", state: "Telangana", zipCode: "500001" } });
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, hyderabad.order._id));
    expect(row).toMatchObject({ deliveryState: "Telangana", deliveryStateCode: "36" });
  });
});

describe("cash-on-delivery controls", () => {
  test("refused above the largest COD order, with the limit in the message", async () => {
    await saveSettings({ cod: { ...relaxedCodLimits, maxOrder: 1500 } });
    const response = await placeOrder({ quantity: 2 });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields.paymentMethod).toBe("Pay on Delivery is not available for orders above ₹1,500.");
    expect(error.said).toEqual({
      message: "Pay on Delivery is not available for orders above {limit}.",
      values: { limit: "₹1,500" },
    });
    expect((await placeOrder({ quantity: 1 })).status).toBe(201);
  });

  test("refused for a blocked PIN code and a blocked phone", async () => {
    await saveSettings({ cod: { ...relaxedCodLimits, blockedPincodes: "560001", blockedPhones: "+91 98450 99999" } });
    const pincode = await placeOrder();
    expect(pincode.status).toBe(400);
    expect((await pincode.json()).error.fields.paymentMethod).toBe(
      "Pay on Delivery is not available for this PIN code.",
    );
    const phone = await placeOrder({ phone: "9845099999", address: { zipCode: "560002" } });
    expect(phone.status).toBe(400);
    expect((await phone.json()).error.fields.paymentMethod).toBe(
      "Pay on Delivery is not available for this phone number. Please pay online.",
    );
  });

  test("after two refusals at the door, COD is off for that phone", async () => {
    const phone = "9845077777";
    for (let refusal = 0; refusal < 2; refusal += 1) {
      const order = await placed({ phone });
      for (const status of ["processing", "shipped", "refused"]) {
        // an order ships only by booking its parcel
        const moved =
          status === "shipped"
            ? await bookByHand(shop, adminCookie, order.order._id)
            : await call(adminCookie, "PUT", `/api/order/updateStatus/${order.order._id}`, { status });
        expect(moved.status, await moved.clone().text()).toBeLessThan(300);
      }
    }
    const third = await placeOrder({ phone });
    expect(third.status).toBe(400);
    expect((await third.json()).error.fields.paymentMethod).toBe(
      "Pay on Delivery is not available for this phone number. Please pay online.",
    );
    // the limit is a setting
    await saveSettings({ cod: { ...relaxedCodLimits, refusalLimit: 3 } });
    expect((await placeOrder({ phone })).status).toBe(201);
  });

  test("a COD fee is its own line and part of the total", async () => {
    await saveSettings({ cod: { ...relaxedCodLimits, fee: 49 } });
    const email = uniqueEmail("fee");
    const response = await placeOrder({ email });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.codFee).toBe(49);
    expect(order.totalAmount).toBe(1049);
    const [mail] = (await mailTo(shop, email)).filter((entry) => entry.template === "order-confirmation");
    expect(mail?.text).toContain("Pay on Delivery fee: ₹49.00");
  });
});

describe("COD confirmation", () => {
  test("the order waits for its confirm link, which works once", async () => {
    const email = uniqueEmail("confirm");
    const { order, confirmToken } = await placed({ email });
    expect(order.orderStatus).toBe("awaiting_confirmation");
    const [mail] = (await mailTo(shop, email)).filter((entry) => entry.template === "order-confirmation");
    expect(mail?.subject).toMatch(/^Please confirm your .* order #\d+$/);
    expect(mail?.text).toContain(`&confirm=${confirmToken}`);

    const wrong = await call(null, "POST", `/api/orders/${order._id}/confirm`, { token: "x".repeat(32) });
    expect(wrong.status).toBe(404);
    const first = await call(null, "POST", `/api/orders/${order._id}/confirm`, { token: confirmToken });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      orderStatus: "processing",
      message: expect.stringMatching(/confirmed/),
    });
    const again = await call(null, "POST", `/api/orders/${order._id}/confirm`, { token: confirmToken });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe("This order is already confirmed.");
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ orderStatus: "processing", confirmTokenHash: null });
    expect((await call(null, "POST", `/api/orders/${order._id}/confirm`, {})).status).toBe(400);
    // "A confirmation e-mail is on its way" (issue 38 point 2): one, however often the link is used
    const confirmations = (await mailTo(shop, email)).filter((entry) => entry.template === "order-confirmation");
    expect(confirmations.map((entry) => entry.subject).sort()).toEqual([
      expect.stringMatching(/^Please confirm your .* order #\d+$/),
      expect.stringMatching(/^Your .* order #\d+ is confirmed$/),
    ]);
    const confirmed = confirmations.find((entry) => entry.subject.endsWith("is confirmed"));
    expect(confirmed?.text).not.toContain("Confirm my order");
    expect(confirmed?.text).toContain(`/track?order=`);
  });

  test("the admin lists orders awaiting confirmation and confirms one by hand", async () => {
    const { order } = await placed();
    const listed = await call(adminCookie, "GET", "/api/order/getAllOrders?status=awaiting_confirmation&pageSize=100");
    expect(listed.status).toBe(200);
    const { data } = await listed.json();
    const ids = data.data.map((entry: { _id: string }) => entry._id);
    expect(data.data.every((entry: { orderStatus: string }) => entry.orderStatus === "awaiting_confirmation")).toBe(
      true,
    );
    expect(ids).toContain(order._id);
    const moved = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).order.orderStatus).toBe("processing");
  });

  test("unconfirmed after the window: cancelled and its stock back exactly once, with two instances at it", async () => {
    await saveSettings({ cod: { ...relaxedCodLimits, confirmWithinHours: 24 } });
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    // the earlier tests' unconfirmed orders go first, so the stock below is this order's alone
    await expireUnconfirmedOrders(shop.ctx, tomorrow);
    const before = await stockOf();
    const { order, confirmToken } = await placed({ quantity: 3 });
    expect(await stockOf()).toBe((before ?? 0) - 3);

    // an hour later nothing happens
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(await expireUnconfirmedOrders(shop.ctx, inAnHour)).toBe(0);

    // a day later two instances run the job at once: one holds the lease, the other skips the round
    const rounds = await Promise.all([
      houseKeep(shop.ctx, tomorrow, "instance-a"),
      houseKeep(shop.ctx, tomorrow, "instance-b"),
    ]);
    expect(rounds.filter((round) => round.ran)).toHaveLength(1);
    // and even without the lease, the cancel is conditional: racing expiries return the stock once
    await Promise.all([expireUnconfirmedOrders(shop.ctx, tomorrow), expireUnconfirmedOrders(shop.ctx, tomorrow)]);
    expect(await houseKeep(shop.ctx, tomorrow, "instance-a")).toMatchObject({ ran: true, unconfirmed: 0 });

    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.orderStatus).toBe("cancelled");
    expect(await stockOf()).toBe(before);
    const late = await call(null, "POST", `/api/orders/${order._id}/confirm`, { token: confirmToken });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe("This order was cancelled. You are welcome to order again.");
  });
});
