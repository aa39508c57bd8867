// Back in stock (issue 25 point 3) through real HTTP: the request's one answer (202, the same whether
// or not the address waits), double opt-in, the one notice per waiting shopper when the variant comes
// back from 0 (admin edit, a cancelled order), none while it stays 0, the per-unit cap oldest first,
// the one-click stop (List-Unsubscribe headers; the POST cancels the address's waits), WhatsApp for a
// member who said yes to it (against the stand-in, once however often the piece comes back), and the
// admin list's waiting counts.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { backInStockMessages } from "../../../core/schemas/back-in-stock.ts";
import { backInStockRequests, mailOutbox, variants, whatsappOutbox } from "../../db/schema.ts";
import {
  createAccount,
  from,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";

let shop: TestShop;
let whatsapp: WhatsappStandIn;
let adminCookie = "";
let categoryId = 0;

beforeAll(async () => {
  whatsapp = await startWhatsappStandIn();
  shop = await startTestShop({
    seed: true,
    env: {
      ...testShopEnv,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
    },
  });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = 'aura-jewels' and c.level = 2 order by c.id limit 1`);
  categoryId = rows.rows[0]?.id ?? 0;
});
afterAll(async () => {
  await shop?.close();
  await whatsapp?.close();
});

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  shop.api(path, from(uniqueIp(), method, body, cookie));
const admin = (method: string, path: string, body?: unknown) => call(method, path, body, adminCookie);

const variantInput = (name: string, stock: number) => ({
  variantname: name,
  sku: `BIS-${name}`,
  price: 899,
  mrp: 999,
  tax: 3,
  hsn: "7117",
  stock,
  declarations: { netQuantity: { value: 1, unit: "pieces" } },
});

/** A product of its own with two sold-out variants; answers its id and the variants' ids. */
async function soldOutProduct(): Promise<{ productId: string; first: string; second: string }> {
  const made = await admin("POST", "/api/products", {
    name: `Moonstone ${Math.random().toString(36).slice(2, 8)}`,
    description: "A bracelet for the back-in-stock tests.",
    sku: "BIS-1",
    categoryId,
    variants: [variantInput("Small", 0), variantInput("Large", 0)],
    declarations: {
      genericName: "Bracelet",
      countryOfOrigin: "India",
      packerName: "Sattva Crafts",
      packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
    },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const productId = (await made.json()).product._id as string;
  const rows = await shop.ctx.db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.position);
  return { productId, first: rows[0]?.id ?? "", second: rows[1]?.id ?? "" };
}

/** The admin's product edit, with the variants' stock set (by position). */
async function setStock(productId: string, stocks: number[]) {
  const editable = await (await admin("GET", `/api/admin/products/${productId}`)).json();
  const body = {
    ...editable,
    variants: editable.variants.map((variant: { stock: number }, index: number) => ({
      ...variant,
      stock: stocks[index] ?? variant.stock,
    })),
  };
  const saved = await admin("PUT", `/api/products/${productId}`, body);
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const ask = (variantId: string, email: string, ip = uniqueIp()) =>
  shop.api("/api/back-in-stock", from(ip, "POST", { variantId, email }));

async function confirmTokenOf(email: string): Promise<string> {
  const mail = (await mailTo(shop, email)).find((entry) => entry.template === "back-in-stock-confirm");
  const token = /back-in-stock\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirm link was mailed to ${email}`);
  return token;
}

/** Asks and confirms: a shopper waiting for the variant. */
async function waiting(variantId: string, email = uniqueEmail("waiter")): Promise<string> {
  expect((await ask(variantId, email)).status).toBe(202);
  const confirmed = await call("POST", "/api/back-in-stock/confirm", { token: await confirmTokenOf(email) });
  expect(confirmed.status).toBe(200);
  return email;
}

const notices = async (email: string) =>
  (await mailTo(shop, email)).filter((entry) => entry.template === "letter-back_in_stock");

describe("POST /api/back-in-stock", () => {
  test("answers 202 with the same words whether or not the address already waits; one row, one confirm mail", async () => {
    const { first } = await soldOutProduct();
    const email = uniqueEmail();
    const answers = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await ask(first, email);
      expect(response.status).toBe(202);
      expect(response.headers.get("cache-control")).toContain("no-store");
      answers.push(await response.json());
    }
    await call("POST", "/api/back-in-stock/confirm", { token: await confirmTokenOf(email) });
    const afterConfirm = await ask(first, email);
    expect(afterConfirm.status).toBe(202);
    answers.push(await afterConfirm.json());
    expect(answers).toEqual([0, 1, 2].map(() => ({ message: backInStockMessages.requested })));
    const rows = await shop.ctx.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, email));
    expect(rows.map((row) => row.status)).toEqual(["waiting"]);
    expect((await mailTo(shop, email)).filter((entry) => entry.template === "back-in-stock-confirm")).toHaveLength(1);
  });

  test("refuses a bad address or variant (400), an unknown variant (404), a variant in stock (409): nothing stored", async () => {
    const { productId, first } = await soldOutProduct();
    const email = uniqueEmail();
    expect((await ask(first, "not-an-address")).status).toBe(400);
    expect((await ask("not-a-uuid", email)).status).toBe(400);
    expect((await ask("00000000-0000-4000-8000-000000000000", email)).status).toBe(404);
    await setStock(productId, [2]);
    const inStock = await ask(first, email);
    expect(inStock.status).toBe(409);
    expect((await inStock.json()).error.message).toBe(backInStockMessages.inStock);
    expect(await shop.ctx.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, email))).toEqual(
      [],
    );
  });

  test("is rate limited per address", async () => {
    const { first } = await soldOutProduct();
    const email = uniqueEmail();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await ask(first, email)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("double opt-in", () => {
  test("an unconfirmed request is not told when stock returns; a bad confirm link is refused", async () => {
    const { productId, first } = await soldOutProduct();
    const email = uniqueEmail();
    expect((await ask(first, email)).status).toBe(202);
    expect((await call("POST", "/api/back-in-stock/confirm", { token: "x".repeat(32) })).status).toBe(404);
    await setStock(productId, [3]);
    expect(await notices(email)).toEqual([]);
  });

  test("the confirm click records the consent and makes the request wait; a second click answers the same", async () => {
    const { first } = await soldOutProduct();
    const email = uniqueEmail();
    await ask(first, email);
    const token = await confirmTokenOf(email);
    for (let click = 0; click < 2; click++) {
      const response = await call("POST", "/api/back-in-stock/confirm", { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: backInStockMessages.confirmed });
    }
    const consents = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from consent_records where email = ${email} and purpose = 'back_in_stock' and withdrawn_at is null`,
    );
    expect(consents.rows[0]?.n).toBe(1);
  });
});

describe("when the variant comes back", () => {
  test("each waiting shopper is told once; nobody while it stays 0; nobody again on the next restock", async () => {
    const { productId, first, second } = await soldOutProduct();
    const shoppers = [await waiting(first), await waiting(first), await waiting(first)];
    const other = await waiting(second);

    await setStock(productId, [0, 0]);
    for (const email of [...shoppers, other]) expect(await notices(email)).toEqual([]);

    await setStock(productId, [1, 0]);
    for (const email of shoppers) {
      const [notice, ...more] = await notices(email);
      expect(more).toEqual([]);
      expect(notice?.subject).toContain("is back in stock");
      expect(notice?.text).toMatch(/unsubscribe\?token=/);
      expect(notice?.text).toContain(`/productdetails/${productId}-0`);
    }
    expect(await notices(other)).toEqual([]);

    await setStock(productId, [0, 0]);
    await setStock(productId, [4, 0]);
    for (const email of shoppers) expect(await notices(email)).toHaveLength(1);
  });

  test("at most units back × the setting are told, oldest first; the rest wait for the next restock", async () => {
    const saved = await admin("PUT", "/api/admin/settings", { backInStock: { shoppersPerUnit: 1 } });
    expect(saved.status).toBe(200);
    try {
      const { productId, first } = await soldOutProduct();
      const shoppers = [];
      for (let index = 0; index < 4; index++) shoppers.push(await waiting(first));
      await setStock(productId, [2]);
      const told = await Promise.all(shoppers.map(async (email) => (await notices(email)).length));
      expect(told).toEqual([1, 1, 0, 0]);
      await setStock(productId, [0]);
      await setStock(productId, [1]);
      expect(await Promise.all(shoppers.map(async (email) => (await notices(email)).length))).toEqual([1, 1, 1, 0]);
    } finally {
      await admin("PUT", "/api/admin/settings", { backInStock: { shoppersPerUnit: 3 } });
    }
  });

  test("a cancelled order's units coming back tell the waiting shoppers", async () => {
    const { productId, first } = await soldOutProduct();
    await setStock(productId, [1]);
    const buyer = await createAccount(shop);
    const buyerCookie = await signInCookie(shop, buyer.email, buyer.password);
    const placed = await call(
      "POST",
      "/api/userorder/placeorder",
      {
        orderItems: [{ product: productId, variant: first, quantity: 1 }],
        shippingAddress: {
          addressLine1: "3 Fort Road",
          city: "Jaipur",
          state: "Rajasthan",
          country: "India",
          zipCode: "302001",
        },
        guestUser: { firstName: "Meena", lastName: "Joshi", email: buyer.email, phone: "9829012345" },
        paymentMethod: "COD",
      },
      buyerCookie,
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = await placed.json();
    const shopper = await waiting(first);
    const cancelled = await admin("PUT", `/api/order/updateStatus/${order._id}`, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(await notices(shopper)).toHaveLength(1);
  });

  test("a shopper who stopped these e-mails is not told", async () => {
    const { productId, first } = await soldOutProduct();
    const email = await waiting(first);
    const [consent] = (
      await shop.ctx.db.execute<{ token: string }>(
        sql`select withdraw_token as token from consent_records where email = ${email} and purpose = 'back_in_stock'`,
      )
    ).rows;
    expect((await call("POST", "/api/consents/withdraw", { token: consent?.token })).status).toBe(200);
    await setStock(productId, [5]);
    expect(await notices(email)).toEqual([]);
  });
});

describe("the notice goes through the messaging channel", () => {
  const noticeRows = (email: string) =>
    shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "letter-back_in_stock")));

  async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
    for (let tries = 0; tries < 100; tries++) {
      const value = await check();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  test("the mail carries List-Unsubscribe headers; the one-click POST cancels every wait of the address", async () => {
    const { productId, first, second } = await soldOutProduct();
    const email = await waiting(first);
    await waiting(second, email);
    await setStock(productId, [1, 0]);
    const [notice] = await noticeRows(email);
    expect(notice?.purpose).toBe("back_in_stock");
    expect(notice?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<([^>]+)>$/.exec(notice?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(new URL(target).pathname).toBe("/api/consents/one-click");

    const stopped = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect((await stopped.json()).purpose).toBe("back_in_stock");
    // the other variant's wait is cancelled with the consent: its restock tells nobody
    const rows = await shop.ctx.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, email));
    expect(Object.fromEntries(rows.map((row) => [row.variantId, row.status]))).toEqual({
      [first]: "notified",
      [second]: "cancelled",
    });
    await setStock(productId, [1, 3]);
    expect(await notices(email)).toEqual([]);
    expect(await noticeRows(email)).toEqual([]);
    // asking again later is a new request with its own confirm click; the cancelled wait stays cancelled
    await setStock(productId, [1, 0]);
    await waiting(second, email);
    await setStock(productId, [1, 2]);
    expect(await notices(email)).toHaveLength(1);
  });

  test("a member who said yes to WhatsApp also gets the template there, once, however often it comes back", async () => {
    const phone = "9812300001";
    const account = await createAccount(shop, { phone });
    const cookie = await signInCookie(shop, account.email, account.password);
    const id = await userIdOf(shop, account.email);
    const given = await shop.api(
      `/api/userdashboard/${id}/consents/whatsapp`,
      from(account.ip, "PUT", { given: true }, cookie),
    );
    expect(given.status, await given.clone().text()).toBe(200);
    const { productId, first } = await soldOutProduct();
    await waiting(first, account.email);
    const guest = await waiting(first);

    await setStock(productId, [2]);
    const sent = await waitFor(
      () => whatsapp.messages.find((message) => message.to === `91${phone}`),
      "the WhatsApp notice",
    );
    expect(sent.template.name).toBe("back_in_stock");
    expect(sent.template.language.code).toBe("en");
    const components = JSON.stringify(sent.template.components);
    expect(components).toContain(`"text":"${productId}-0"`);
    expect(components).toContain('"sub_type":"url"');
    expect(await notices(account.email)).toHaveLength(1);

    await setStock(productId, [0]);
    await setStock(productId, [5]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === `91${phone}`)).toHaveLength(1);
    expect(await notices(account.email)).toHaveLength(1);
    // the shopper without a WhatsApp yes is told by mail only
    expect(await notices(guest)).toHaveLength(1);
    const [row] = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.email, guest));
    expect(row).toBeUndefined();
  });
});

describe("the admin product list", () => {
  test("shows how many confirmed shoppers wait per variant", async () => {
    const { productId, first, second } = await soldOutProduct();
    await waiting(first);
    await waiting(first);
    await waiting(second);
    expect((await ask(second, uniqueEmail())).status).toBe(202); // unconfirmed: not counted
    const list = await (await admin("GET", `/api/admin/products?search=${encodeURIComponent(productId)}`)).json();
    const row = list.products.find((product: { _id: string }) => product._id === productId);
    expect(row.waiting).toEqual([
      { variant: "Small", waiting: 2 },
      { variant: "Large", waiting: 1 },
    ]);
    const rows = await shop.ctx.db
      .select()
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.variantId, second), eq(backInStockRequests.status, "unconfirmed")));
    expect(rows).toHaveLength(1);
  });
});
