// Stock hoarding with unconfirmed Pay on Delivery orders (issue 18 point 7): with the default
// settings, one phone or one e-mail holds at most two unconfirmed COD orders, one client address
// places at most five in the confirmation window (two hours by default), and unconfirmed orders
// give their stock back after that window. Confirming (or paying online) goes on working.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deliveryMessages } from "../../../core/delivery.ts";
import { codSettingsSchema } from "../../../core/schemas/settings-delivery.ts";
import { orders, variants } from "../../db/schema.ts";
import { from, testShopEnv, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../../testing/shop.ts";
import { expireUnconfirmedOrders } from "../orders/service.ts";
import { readSettings } from "../settings/service.ts";

let shop: TestShop;
let pick: { id: string; productId: string };
let phoneCounter = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv, codLimits: "defaults" });
  pick = await pinDemoVariant(shop, { stock: 40, price: 1000, mrp: 1200 });
});
afterAll(async () => {
  await shop?.close();
});

const freshPhone = () => `98${String(45_000_000 + phoneCounter++).padStart(8, "0")}`;

function placeOrder(options: { phone?: string; email?: string; ip?: string; quantity?: number } = {}) {
  return shop.api(
    "/api/userorder/placeorder",
    from(options.ip ?? uniqueIp(), "POST", {
      orderItems: [{ product: pick.productId, variant: pick.id, quantity: options.quantity ?? 1 }],
      shippingAddress: {
        addressLine1: "14 Residency Road",
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
        zipCode: "560001",
      },
      guestUser: {
        firstName: "Kavya",
        lastName: "Rao",
        email: options.email ?? uniqueEmail("hoard"),
        phone: options.phone ?? freshPhone(),
      },
      paymentMethod: "COD",
    }),
  );
}

async function stock(): Promise<number> {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, pick.id));
  return row?.stock ?? -1;
}

const refusal = deliveryMessages.codOpenOrders(2);

describe("unconfirmed COD orders", () => {
  test("the defaults: two per phone, two per e-mail, five per address, held two hours", async () => {
    const { cod } = await readSettings(shop.ctx);
    expect(cod).toMatchObject({
      openOrdersPerPhone: 2,
      openOrdersPerEmail: 2,
      openOrdersPerAddress: 5,
      confirmWithinHours: 2,
    });
    expect(codSettingsSchema.safeParse({ openOrdersPerPhone: 0 }).success).toBe(false);
  });

  test("a third unconfirmed order from one phone is refused, and takes no stock; confirming one makes room", async () => {
    const phone = freshPhone();
    const first = await placeOrder({ phone });
    expect(first.status, await first.clone().text()).toBe(201);
    expect((await placeOrder({ phone })).status).toBe(201);
    const before = await stock();
    const third = await placeOrder({ phone, quantity: 5 });
    expect(third.status).toBe(400);
    expect((await third.json()).error.fields.paymentMethod).toBe(refusal);
    expect(await stock()).toBe(before);

    const { order, confirmToken } = await first.json();
    const confirmed = await shop.api(
      `/api/orders/${order._id}/confirm`,
      from(uniqueIp(), "POST", { token: confirmToken }),
    );
    expect(confirmed.status).toBe(200);
    expect((await placeOrder({ phone })).status).toBe(201);
  });

  test("a third unconfirmed order for one e-mail is refused, whatever phones it gives", async () => {
    const email = uniqueEmail("hoarder");
    expect((await placeOrder({ email })).status).toBe(201);
    expect((await placeOrder({ email: email.toUpperCase() })).status).toBe(201);
    const third = await placeOrder({ email });
    expect(third.status).toBe(400);
    expect((await third.json()).error.fields.paymentMethod).toBe(refusal);
  });

  test("orders placed at once from one phone cannot pass the limit together", async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder({ phone })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400]);
  });

  test("one address with new phones and e-mails each time: the sixth COD order gets 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const response = await placeOrder({ ip });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const before = await stock();
    const sixth = await placeOrder({ ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3600);
    expect((await sixth.json()).error.message).toMatch(/Too many Pay on Delivery orders/);
    expect(await stock()).toBe(before);
    // another address is not affected
    expect((await placeOrder()).status).toBe(201);
  });

  test("unconfirmed orders give their stock back after two hours, not a day", async () => {
    // the earlier tests' orders go first, so what follows counts this order alone
    await expireUnconfirmedOrders(shop.ctx, new Date(Date.now() + 3 * 3_600_000));
    const before = await stock();
    const response = await placeOrder({ quantity: 3 });
    const { order } = await response.json();
    expect(await stock()).toBe(before - 3);
    expect(await expireUnconfirmedOrders(shop.ctx, new Date(Date.now() + 90 * 60_000))).toBe(0);
    expect(await expireUnconfirmedOrders(shop.ctx, new Date(Date.now() + 2 * 3_600_000 + 60_000))).toBe(1);
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.orderStatus).toBe("cancelled");
    expect(await stock()).toBe(before);
  });
});
