// Mail links in the default set-up (no PUBLIC_URL, as the README starts the shop): they point at
// the address the shop listens on, and they work there. The every-template check against the built
// pages is e2e/mail-links.test.ts.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { products, variants } from "../../db/schema.ts";
import { createAccount, mailTo, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

/** Every absolute address in a plain-text mail. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s)"<>]+/g)].map((match) => match[0]);

describe("without PUBLIC_URL", () => {
  test("the Pay on Delivery confirmation carries a confirm link to this shop, and the link confirms", async () => {
    const [line] = await shop.ctx.db
      .select({ product: variants.productId, variant: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.status, "active"))
      .limit(1);
    if (!line) throw new Error("no demo variant");
    await shop.ctx.db.update(variants).set({ stock: 5 }).where(eq(variants.id, line.variant));
    const email = `cod-${crypto.randomBytes(4).toString("hex")}@example.test`;
    const placed = await shop.api(
      "/api/userorder/placeorder",
      json(
        "POST",
        {
          orderItems: [{ ...line, quantity: 1 }],
          shippingAddress: {
            addressLine1: "12 Lotus Lane",
            city: "Bengaluru",
            state: "Karnataka",
            country: "India",
            zipCode: "560001",
          },
          guestUser: { firstName: "Meera", lastName: "Iyer", email, phone: "9845012345" },
          paymentMethod: "COD",
        },
        { "x-forwarded-for": uniqueIp() },
      ),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = await placed.json();

    const [confirmation] = (await mailTo(shop, email)).filter((mail) => mail.template === "order-confirmation");
    const confirmLink = /Confirm my order: (\S+)/.exec(confirmation?.text ?? "")?.[1];
    expect(confirmLink, confirmation?.text).toBeDefined();
    const links = linksIn(confirmation?.text ?? "");
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(new URL(link).origin).toBe(shop.url);

    // the link's token confirms the order on this shop
    const target = new URL(confirmLink ?? "");
    expect(target.searchParams.get("order")).toBe(order._id ?? order.id);
    const confirmed = await shop.api(
      `/api/orders/${target.searchParams.get("order")}/confirm`,
      json("POST", { token: target.searchParams.get("confirm") }, { "x-forwarded-for": uniqueIp() }),
    );
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  });

  test("the welcome mail links to this shop's sign-in and listing", async () => {
    const { email } = await createAccount(shop);
    const [welcome] = (await mailTo(shop, email)).filter((mail) => mail.template === "welcome");
    expect(linksIn(welcome?.text ?? "")).toEqual([`${shop.url}/shop`, `${shop.url}/login`]);
  });
});
