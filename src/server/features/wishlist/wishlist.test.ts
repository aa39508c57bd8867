// The wishlist API through HTTP on the demo catalogue: members only, one's own list only, the heart
// toggles, and the list answers listing cards of the saved variants, newest first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { wishlistMessages } from "../../../core/cart.ts";
import { products, variants } from "../../db/schema.ts";
import { createAccount, from, signInCookie, testShopEnv, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let picks: Array<{ productId: string; variantId: string; position: number }> = [];

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  picks = await shop.ctx.db
    .select({ productId: variants.productId, variantId: variants.id, position: variants.position })
    .from(variants)
    .orderBy(variants.productId, variants.position);
});
afterAll(async () => {
  await shop?.close();
});

async function newMember() {
  const account = await createAccount(shop);
  return {
    id: await userIdOf(shop, account.email),
    cookie: await signInCookie(shop, account.email, account.password),
    ip: uniqueIp(),
  };
}
type Member = Awaited<ReturnType<typeof newMember>>;

const toggle = (member: Member | null, body: unknown) =>
  shop.api("/api/wishlist/toggle", from(member?.ip ?? uniqueIp(), "POST", body, member?.cookie));
const list = (member: Member | null, userId: string) =>
  shop.api(`/api/wishlist/${userId}`, from(member?.ip ?? uniqueIp(), "GET", undefined, member?.cookie));

describe("the wishlist", () => {
  test("a guest gets 401; someone else's list or userId gets 403", async () => {
    const [asha, ravi] = [await newMember(), await newMember()];
    const pick = picks[0];
    if (!pick) throw new Error("no demo variants");
    const item = { productId: pick.productId, variantId: pick.variantId };
    expect((await toggle(null, item)).status).toBe(401);
    expect((await list(null, asha.id)).status).toBe(401);
    expect((await list(asha, ravi.id)).status).toBe(403);
    expect((await toggle(asha, { ...item, userId: ravi.id })).status).toBe(403);
    const ravisList = await list(ravi, ravi.id);
    expect((await ravisList.json()).data.items).toEqual([]);
  });

  test("the heart toggles a variant in and out, with the spec's messages", async () => {
    const member = await newMember();
    // a second variant, so the card must show the saved one rather than the first
    const first = picks.find((pick) => pick.position > 0);
    const second = picks.find((pick) => pick.position === 0 && pick.productId !== first?.productId);
    if (!first || !second) throw new Error("no demo variants");
    const a = { productId: first.productId, variantId: first.variantId };
    const b = { productId: second.productId, variantId: second.variantId };

    const added = await toggle(member, { ...a, userId: member.id });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ wishlisted: true, message: wishlistMessages.added, wishlist: { items: [a] } });
    await toggle(member, b);

    const listed = await list(member, member.id);
    expect(listed.status).toBe(200);
    const items = (await listed.json()).data.items;
    // newest first, each with its product as a card showing the saved variant
    expect(items.map((item: { variantId: string }) => item.variantId)).toEqual([b.variantId, a.variantId]);
    expect(items[1].product._id).toBe(a.productId);
    expect(items[1].product.variantIndex).toBe(first.position);
    expect(items[1].product.variants[first.position]._id).toBe(a.variantId);

    const removed = await toggle(member, a);
    expect(await removed.json()).toEqual({
      wishlisted: false,
      message: wishlistMessages.removed,
      wishlist: { items: [b] },
    });
  });

  test("unknown variants and bad bodies are refused; products off sale leave the list", async () => {
    const member = await newMember();
    const pick = picks[3];
    if (!pick) throw new Error("no demo variants");
    const unknown = await toggle(member, {
      productId: pick.productId,
      variantId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    const bad = await toggle(member, { productId: pick.productId });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.variantId).toBeTruthy();

    await toggle(member, { productId: pick.productId, variantId: pick.variantId });
    await shop.ctx.db.update(products).set({ status: "draft" }).where(eq(products.id, pick.productId));
    try {
      expect((await (await list(member, member.id)).json()).data.items).toEqual([]);
    } finally {
      await shop.ctx.db.update(products).set({ status: "active" }).where(eq(products.id, pick.productId));
    }
    expect((await (await list(member, member.id)).json()).data.items).toHaveLength(1);
  });
});
