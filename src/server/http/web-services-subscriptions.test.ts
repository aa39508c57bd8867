// The admin's subscriptions page reads through web-services.ts (issue 33): "Charge now (sandbox)" is
// offered only where POST /api/admin/subscriptions/{id}/charge-now works: the sandbox provider outside
// production; never with Razorpay's keys, never in production. An unknown subscription reads as none,
// and the figures of a shop without subscriptions are zeros.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppContext } from "../context.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";
import { webServices } from "./web-services.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The same shop under other configuration (the payment provider is chosen once per context). */
const configured = (config: Partial<AppContext["config"]>): AppContext => ({
  ...shop.ctx,
  config: { ...shop.ctx.config, ...config },
});

describe("the admin's subscriptions reads", () => {
  test("offers charge now only with the sandbox outside production", () => {
    expect(webServices(shop.ctx).admin.subscriptions.canChargeNow()).toBe(true);
    expect(webServices(configured({ production: true })).admin.subscriptions.canChargeNow()).toBe(false);
    const razorpay = {
      keyId: "rzp_test_e2e",
      keySecret: "secret",
      webhookSecret: undefined,
      apiUrl: "http://127.0.0.1:9",
    };
    expect(webServices(configured({ razorpay })).admin.subscriptions.canChargeNow()).toBe(false);
  });

  test("an unknown subscription is none; a shop without subscriptions has zero figures", async () => {
    const services = webServices(shop.ctx).admin.subscriptions;
    expect(await services.one(crypto.randomUUID())).toBeNull();
    expect(await services.figures()).toEqual({
      active: 0,
      monthlyRecurringRevenue: 0,
      endedLast30Days: 0,
      churnLast30Days: 0,
    });
    const list = await services.list("active", 1);
    expect(list).toMatchObject({ page: 1, hasMore: false, subscriptions: [] });
  });
});
