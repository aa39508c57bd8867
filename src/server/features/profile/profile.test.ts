// The account dashboard's API through HTTP: only the member's own account (401 anonymous, 403
// someone else), edit information, the profile picture judged by its bytes, the address book with
// the spec's messages, and the order history with cancellation.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profileMessages } from "../../../core/schemas/profile.ts";
import { media, users, variants } from "../../db/schema.ts";
import { from, signedInMember, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const member = () => signedInMember(shop);
type Member = Awaited<ReturnType<typeof member>>;

const call = (who: Member | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, who?.cookie));

const address = {
  firstName: "Asha",
  lastName: "Verma",
  phone: "9876543210",
  addressLine1: "21 Lake Road",
  city: "Bhopal",
  state: "Madhya Pradesh",
  zipCode: "462001",
  country: "India",
};

function upload(who: Member, userId: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("profileimage", new Blob([new Uint8Array(bytes)]), name);
  return shop.api(`/api/userdashboard/profile-image/${userId}`, {
    method: "PUT",
    headers: { cookie: who.cookie, "x-forwarded-for": uniqueIp() },
    body: form,
  });
}

describe("only the member's own account", () => {
  test("anonymous callers get 401 and other members 403 on every endpoint", async () => {
    const [asha, ravi] = [await member(), await member()];
    const fakeAddress = "00000000-0000-4000-8000-000000000000";
    const calls: Array<[string, string, unknown?]> = [
      ["PUT", `/api/userdashboard/${ravi.id}/profile`, { firstName: "X", lastName: "Y", phone: "9876543210" }],
      ["GET", `/api/userdashboard/${ravi.id}/address`],
      ["POST", `/api/userdashboard/${ravi.id}/address`, address],
      ["PUT", `/api/userdashboard/${ravi.id}/address/${fakeAddress}`, address],
      ["PUT", `/api/userdashboard/${ravi.id}/address/${fakeAddress}/default`],
      ["DELETE", `/api/userdashboard/${ravi.id}/address/${fakeAddress}`],
      ["PUT", `/api/userdashboard/profile-image/${ravi.id}`, { profileimage: "" }],
      ["GET", `/api/userdashboard/singleuser/${ravi.id}`],
      ["GET", `/api/userorder/user/${ravi.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(null, method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
      expect((await call(asha, method, path, body)).status, `other ${method} ${path}`).toBe(403);
    }
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.id, ravi.id));
    expect(row?.firstName).toBe("Asha");
  });
});

describe("edit information", () => {
  test("saves names, phone, gender and dates; the e-mail cannot change", async () => {
    const me = await member();
    const saved = await call(me, "PUT", `/api/userdashboard/${me.id}/profile`, {
      firstName: "Ananya",
      lastName: "Sharma",
      phone: "+91 99887 76655",
      gender: "female",
      dateOfBirth: "1994-03-21",
      dateOfAnniversary: "",
      email: "someone-else@example.test",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await saved.json()).userData).toMatchObject({
      firstName: "Ananya",
      lastName: "Sharma",
      phone: "9988776655",
      gender: "female",
      dateOfBirth: "1994-03-21",
      dateOfAnniversary: null,
      email: me.email,
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: "", lastName: "S", phone: "9876543210" }, profileMessages.firstName],
      [{ firstName: "A", lastName: " ", phone: "9876543210" }, profileMessages.lastName],
      [{ firstName: "A", lastName: "S", phone: "" }, profileMessages.phoneRequired],
      [{ firstName: "A", lastName: "S", phone: "98765" }, profileMessages.phoneInvalid],
      [{ firstName: "A", lastName: "S", phone: "9876543210", dateOfBirth: "2999-01-01" }, profileMessages.dateInvalid],
      [{ firstName: "A", lastName: "S", phone: "9876543210", dateOfBirth: "1994-02-30" }, profileMessages.dateInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await call(me, "PUT", `/api/userdashboard/${me.id}/profile`, body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
  });
});

describe("the profile picture", () => {
  test("a PNG is stored re-encoded; a text file called .png and a 6 MB file are refused and nothing is stored", async () => {
    const me = await member();
    const before = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(media);
    const fake = await upload(me, me.id, Buffer.from("this is not an image at all"), "photo.png");
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe(profileMessages.imageType);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#5b3f8c" } })
      .webp()
      .toBuffer();
    expect((await (await upload(me, me.id, webp, "photo.gif")).json()).error.message).toBe(profileMessages.imageType);
    const huge = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const tooLarge = await upload(me, me.id, huge, "big.png");
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).error.message).toBe(profileMessages.imageSize);
    const after = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(media);
    expect(after[0]?.n).toBe(before[0]?.n);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a8824a" } })
      .png()
      .toBuffer();
    const stored = await upload(me, me.id, png, "me.png");
    expect(stored.status, await stored.clone().text()).toBe(200);
    const user = (await stored.json()).userData;
    expect(user.profilePicture).toMatch(/^\/media\/profile-/);

    const removed = await call(me, "PUT", `/api/userdashboard/profile-image/${me.id}`, { profileimage: "" });
    expect((await removed.json()).userData.profilePicture).toBeNull();
    const again = await call(me, "PUT", `/api/userdashboard/profile-image/${me.id}`, { profileimage: "" });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(profileMessages.imageMissing);
  });
});

describe("the address book", () => {
  test("validation in the spec's words", async () => {
    const me = await member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...address, firstName: "" }, profileMessages.firstName],
      [{ ...address, lastName: "" }, profileMessages.lastName],
      [{ ...address, phone: "" }, profileMessages.phoneRequired],
      [{ ...address, phone: "12345" }, profileMessages.phoneInvalid],
      [{ ...address, addressLine1: "" }, profileMessages.address],
      [{ ...address, city: "" }, profileMessages.city],
      [{ ...address, state: "" }, profileMessages.state],
      [{ ...address, zipCode: "" }, profileMessages.zipCode],
      [{ ...address, country: "" }, profileMessages.country],
      [{ ...address, state: "Gondor" }, profileMessages.stateUnknown],
      [{ ...address, zipCode: "46200" }, profileMessages.zipInvalid],
      [{ ...address, country: "USA", state: "Oregon", zipCode: "4620" }, profileMessages.zipInvalidUsa],
      // an Indian PIN code must exist and lie in the state chosen
      [{ ...address, zipCode: "999999" }, "We could not find this PIN code. Please check it."],
      [{ ...address, zipCode: "560001" }, "PIN code 560001 is in Karnataka. Please check the state."],
    ];
    for (const [body, message] of cases) {
      const response = await call(me, "POST", `/api/userdashboard/${me.id}/address`, body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  test("add, default, edit and delete", async () => {
    const me = await member();
    const first = await call(me, "POST", `/api/userdashboard/${me.id}/address`, address);
    expect(first.status).toBe(201);
    const firstAnswer = await first.json();
    expect(firstAnswer.message).toBe(profileMessages.addressAdded);
    expect(firstAnswer.addresses).toEqual([expect.objectContaining({ city: "Bhopal", isDefault: true })]);

    const second = await (
      await call(me, "POST", `/api/userdashboard/${me.id}/address`, {
        ...address,
        city: "Indore",
        zipCode: "452001",
        isDefault: true,
      })
    ).json();
    expect(
      second.addresses.map((entry: { city: string; isDefault: boolean }) => [entry.city, entry.isDefault]),
    ).toEqual([
      ["Indore", true],
      ["Bhopal", false],
    ]);
    const bhopal = second.addresses[1]._id;
    const indore = second.addresses[0]._id;

    const edited = await (
      await call(me, "PUT", `/api/userdashboard/${me.id}/address/${bhopal}`, {
        ...address,
        addressLine1: "22 Lake Road",
      })
    ).json();
    expect(edited.addresses.find((entry: { _id: string }) => entry._id === bhopal).addressLine1).toBe("22 Lake Road");

    const chosen = await (await call(me, "PUT", `/api/userdashboard/${me.id}/address/${bhopal}/default`)).json();
    expect(chosen.addresses[0]).toMatchObject({ _id: bhopal, isDefault: true });
    expect(chosen.addresses.filter((entry: { isDefault: boolean }) => entry.isDefault)).toHaveLength(1);

    const deleted = await (await call(me, "DELETE", `/api/userdashboard/${me.id}/address/${bhopal}`)).json();
    expect(deleted.addresses).toEqual([expect.objectContaining({ _id: indore, isDefault: true })]);
    const missing = await call(me, "PUT", `/api/userdashboard/${me.id}/address/${bhopal}/default`);
    expect(missing.status).toBe(404);
    const list = await (await call(me, "GET", `/api/userdashboard/${me.id}/address`)).json();
    expect(list.addresses).toEqual([expect.objectContaining({ _id: indore, isDefault: true })]);
  });
});

describe("order history", () => {
  test("lists the member's orders newest first; the owner cancels one before it ships and gets the stock back", async () => {
    const me = await member();
    const pick = await pinDemoVariant(shop, { stock: 5, price: 800 });
    const place = () =>
      call(me, "POST", "/api/userorder/placeorder", {
        orderItems: [{ product: pick.productId, variant: pick.id, quantity: 2 }],
        shippingAddress: {
          addressLine1: "1 MG Road",
          city: "Pune",
          state: "Maharashtra",
          country: "India",
          zipCode: "411001",
        },
        guestUser: { firstName: "Asha", lastName: "Verma", email: me.email, phone: "9876543210" },
        paymentMethod: "COD",
      });
    const older = await (await place()).json();
    const newer = await (await place()).json();
    const history = await (await call(me, "GET", `/api/userorder/user/${me.id}`)).json();
    expect(history.total).toBe(2);
    expect(history.orders.map((entry: { _id: string }) => entry._id)).toEqual([newer.order._id, older.order._id]);
    expect(history.orders[0].orderItems[0]).toMatchObject({ quantity: 2, price: 800 });

    const other = await member();
    expect((await call(other, "POST", `/api/userorder/${older.order._id}/cancel`)).status).toBe(404);
    expect((await call(other, "GET", `/api/userorder/${older.order._id}/detail`)).status).toBe(404);

    const cancelled = await call(me, "POST", `/api/userorder/${older.order._id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).order.orderStatus).toBe("cancelled");
    const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, pick.id));
    expect(row?.stock).toBe(3);
    const twice = await call(me, "POST", `/api/userorder/${older.order._id}/cancel`);
    expect(twice.status).toBe(409);
    const detail = await (await call(me, "GET", `/api/userorder/${older.order._id}/detail`)).json();
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual([
      "awaiting_confirmation",
      "cancelled",
    ]);
  });
});
