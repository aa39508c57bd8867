// A member's details at checkout (issue 38 point 5): the checkout is filled in with their name, e-mail
// and phone and offers their address book, default first; an order placed to a new address with "Save
// this address" adds it to the address book My Account shows (the first one becomes the default), once
// however often it is used; unticked, or for a guest, nothing is saved; a malformed box is a 400 that
// places nothing.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { addresses, orders, products, variants } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import { createAccount, from, signInCookie, testShopEnv, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let line: { product: string; variant: string };

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const [pick] = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .limit(1);
  if (!pick) throw new Error("no demo variant");
  await shop.ctx.db
    .update(variants)
    .set({ stock: 500, price: fromRupees(400), mrp: fromRupees(500) })
    .where(eq(variants.id, pick.id));
  line = { product: pick.productId, variant: pick.id };
});
afterAll(async () => {
  await shop?.close();
});

const typed = {
  addressLine1: "21 Jasmine Road",
  addressLine2: "Flat 4B",
  city: "Chennai",
  state: "Tamil Nadu",
  country: "India",
  zipCode: "600004",
};

async function member(phone = "9841012345") {
  const account = await createAccount(shop, { firstName: "Lakshmi", lastName: "Rangan", phone });
  const cookie = await signInCookie(shop, account.email, account.password);
  return { ...account, cookie, id: await userIdOf(shop, account.email) };
}

function place(body: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return shop.api("/api/userorder/placeorder", json("POST", body, headers));
}

const contact = (email: string) => ({ firstName: "Lakshmi", lastName: "Rangan", email, phone: "+91 98410 12345" });

async function addressBook(who: { id: string; cookie: string }) {
  const answer = await shop.api(`/api/userdashboard/${who.id}/address`, from(uniqueIp(), "GET", undefined, who.cookie));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { addresses: Array<Record<string, unknown>> }).addresses;
}

describe("the checkout's prefill", () => {
  test("is the member's own name, e-mail and phone, and their address book with the default first", async () => {
    const shopper = await member("9841055555");
    const details = await webServices(shop.ctx).orders.checkoutDetails(shopper.id);
    expect(details.contact).toEqual({
      firstName: "Lakshmi",
      lastName: "Rangan",
      email: shopper.email,
      phone: "9841055555",
    });
    expect(details.addresses).toEqual([]);

    const add = (body: Record<string, unknown>) =>
      shop.api(`/api/userdashboard/${shopper.id}/address`, from(uniqueIp(), "POST", body, shopper.cookie));
    const home = { firstName: "Lakshmi", lastName: "Rangan", phone: "9841055555", ...typed };
    expect((await add(home)).status).toBe(201);
    expect((await add({ ...home, firstName: "Amma", addressLine1: "3 Temple Street", isDefault: true })).status).toBe(
      201,
    );
    const after = await webServices(shop.ctx).orders.checkoutDetails(shopper.id);
    expect(after.addresses.map((address) => [address.firstName, address.addressLine1, address.isDefault])).toEqual([
      ["Amma", "3 Temple Street", true],
      ["Lakshmi", "21 Jasmine Road", false],
    ]);
  });
});

describe("Save this address", () => {
  test("a member's new address joins their address book as the default, once", async () => {
    const shopper = await member();
    const body = {
      orderItems: [{ ...line, quantity: 1 }],
      shippingAddress: typed,
      guestUser: contact(shopper.email),
      paymentMethod: "COD",
      saveAddress: true,
    };
    const first = await place(body, shopper.cookie);
    expect(first.status, await first.clone().text()).toBe(201);
    const book = await addressBook(shopper);
    expect(book).toEqual([
      expect.objectContaining({
        firstName: "Lakshmi",
        lastName: "Rangan",
        phone: "9841012345",
        addressLine1: "21 Jasmine Road",
        addressLine2: "Flat 4B",
        city: "Chennai",
        state: "Tamil Nadu",
        zipCode: "600004",
        country: "India",
        isDefault: true,
      }),
    ]);

    // the same address again (typed with other spaces and case) is not saved twice
    const again = await place(
      { ...body, shippingAddress: { ...typed, addressLine1: " 21 jasmine road ", city: "CHENNAI" } },
      shopper.cookie,
    );
    expect(again.status).toBe(201);
    expect(await addressBook(shopper)).toHaveLength(1);

    // a second, different address is added, and the first stays the default
    const other = await place(
      { ...body, shippingAddress: { ...typed, addressLine1: "9 Beach Road", addressLine2: "" } },
      shopper.cookie,
    );
    expect(other.status).toBe(201);
    const both = await addressBook(shopper);
    expect(both.map((address) => [address.addressLine1, address.isDefault])).toEqual([
      ["21 Jasmine Road", true],
      ["9 Beach Road", false],
    ]);

    // and the checkout offers it next time
    const details = await webServices(shop.ctx).orders.checkoutDetails(shopper.id);
    expect(details.addresses.map((address) => address.addressLine1)).toEqual(["21 Jasmine Road", "9 Beach Road"]);
  });

  test("unticked, or for a guest: nothing is saved", async () => {
    const shopper = await member();
    const unticked = await place(
      {
        orderItems: [{ ...line, quantity: 1 }],
        shippingAddress: typed,
        guestUser: contact(shopper.email),
        paymentMethod: "COD",
        saveAddress: false,
      },
      shopper.cookie,
    );
    expect(unticked.status).toBe(201);
    expect(await addressBook(shopper)).toEqual([]);

    const guestEmail = `guest-${crypto.randomBytes(4).toString("hex")}@example.test`;
    const saved = (await shop.ctx.db.select({ id: addresses.id }).from(addresses)).length;
    const guest = await place({
      orderItems: [{ ...line, quantity: 1 }],
      shippingAddress: typed,
      guestUser: contact(guestEmail),
      paymentMethod: "COD",
      saveAddress: true,
    });
    expect(guest.status).toBe(201);
    expect(await shop.ctx.db.select({ id: addresses.id }).from(addresses)).toHaveLength(saved);
  });

  test("a box that is not true or false is refused, and places nothing", async () => {
    const shopper = await member();
    const before = await shop.ctx.db.select({ id: orders.id }).from(orders);
    const refused = await place(
      {
        orderItems: [{ ...line, quantity: 1 }],
        shippingAddress: typed,
        guestUser: contact(shopper.email),
        paymentMethod: "COD",
        saveAddress: "yes",
      },
      shopper.cookie,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Say whether to save this address (true) or not (false).");
    expect(await addressBook(shopper)).toEqual([]);
    expect(await shop.ctx.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
