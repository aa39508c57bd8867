// Coupon guessing (issue 18 point 6): every check of a code counts against the member and the
// client address, on the apply path and on the order paths; past the limit, 429 with Retry-After.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { couponMessages } from "../../../core/checkout.ts";
import { products, variants } from "../../db/schema.ts";
import { createAccount, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { limits } from "./limits.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

async function member(ip = uniqueIp()) {
  const account = await createAccount(shop);
  return { ip, cookie: await signInCookie(shop, account.email, account.password, ip) };
}

const check = (who: { ip: string; cookie: string }, code: string) =>
  shop.api(`/api/coupons/searchcoupon?code=${code}&cartValue=1000`, {
    headers: { cookie: who.cookie, "x-forwarded-for": who.ip },
  });

async function aLine() {
  const [row] = await shop.ctx.db
    .select({ product: variants.productId, variant: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .limit(1);
  if (!row) throw new Error("no demo variant");
  await shop.ctx.db.update(variants).set({ stock: 50 }).where(eq(variants.id, row.variant));
  return row;
}

const address = {
  addressLine1: "12 Lotus Lane",
  city: "Bengaluru",
  state: "Karnataka",
  country: "India",
  zipCode: "560001",
};

describe("coupon guessing", () => {
  test("120 wrong codes from one member: the first are answered, the rest get 429 with Retry-After", async () => {
    const guesser = await member();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 120; i++) {
      const response = await check(guesser, `GUESS${String(i).padStart(3, "0")}`);
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get("retry-after");
        expect((await response.json()).error.message).toMatch(/Too many coupon codes tried/);
      } else {
        expect(await response.json()).toMatchObject({ isValid: false, message: couponMessages.invalid });
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.couponMember.max);
    expect(statuses.slice(limits.couponMember.max).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // even the right code waits now: the limit is on checking, not on being wrong
    expect((await check(guesser, "WELCOME10")).status).toBe(429);
  });

  test("a member who hit the limit cannot go on guessing through placeorder or PUT /coupons/use", async () => {
    const guesser = await member();
    for (let i = 0; i < limits.couponMember.max; i++) await check(guesser, `NOPE${i}`);
    const line = await aLine();
    const order = await shop.api(
      "/api/userorder/placeorder",
      json(
        "POST",
        { orderItems: [{ ...line, quantity: 1 }], shippingAddress: address, paymentMethod: "COD", appliedCoupon: "X1" },
        { cookie: guesser.cookie, "x-forwarded-for": guesser.ip },
      ),
    );
    expect(order.status).toBe(429);
    expect(order.headers.get("retry-after")).toMatch(/^\d+$/);
    const use = await shop.api(
      "/api/coupons/use",
      json("PUT", { code: "X2" }, { cookie: guesser.cookie, "x-forwarded-for": guesser.ip }),
    );
    expect(use.status).toBe(429);
  });

  test("many members behind one address share the address's limit", async () => {
    const ip = uniqueIp();
    let answered = 0;
    let refused = 0;
    for (let m = 0; m < 4; m++) {
      const who = await member(ip);
      for (let i = 0; i < 25; i++) {
        const status = (await check(who, `IP${m}X${i}`)).status;
        if (status === 200) answered += 1;
        if (status === 429) refused += 1;
      }
    }
    expect(answered).toBe(limits.couponIp.max);
    expect(refused).toBe(100 - limits.couponIp.max);
  });

  test("normal use still works: a member applies a code and places the order with it", async () => {
    const buyer = await member();
    const applied = await check(buyer, "NOSUCH");
    expect(applied.status).toBe(200);
    const right = await check(buyer, "sattva15");
    expect(await right.json()).toMatchObject({ isValid: true, code: "SATTVA15" });
    const line = await aLine();
    const order = await shop.api(
      "/api/userorder/placeorder",
      json(
        "POST",
        {
          orderItems: [{ ...line, quantity: 1 }],
          shippingAddress: address,
          paymentMethod: "COD",
          appliedCoupon: "SATTVA15",
        },
        { cookie: buyer.cookie, "x-forwarded-for": buyer.ip },
      ),
    );
    expect(order.status, await order.clone().text()).toBe(201);
    expect((await order.json()).order.appliedCoupon).toBe("SATTVA15");
  });
});
