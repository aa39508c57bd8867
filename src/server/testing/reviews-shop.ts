// The shop the reviews tests run against: an empty database holding only the test's products, in one
// category of crystal tumbles, and an admin signed in (the admin approves and rejects reviews).
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "./accounts.ts";
import { type FixtureCatalogue, type FixtureProduct, insertCatalogue } from "./catalogue-fixtures.ts";
import { startTestShop, type TestShop } from "./shop.ts";

/** The test's products (`category: "crystal-tumble"`) in the one category tree the reviews tests use. */
export function crystalTumbles(products: FixtureProduct[]): FixtureCatalogue {
  return {
    tree: [
      {
        name: "Divine Crystals",
        slug: "divine-crystals",
        subCategories: [
          { name: "Tumbles", slug: "tumbles", categories: [{ name: "Crystal Tumble", slug: "crystal-tumble" }] },
        ],
      },
    ],
    terms: { concern: ["Sleep"], chakra: ["Crown"], intent: ["Calm"] },
    products,
  };
}

export interface ReviewsTestShop {
  shop: TestShop;
  adminCookie: string;
}

export async function startReviewsTestShop(products: FixtureProduct[]): Promise<ReviewsTestShop> {
  const shop = await startTestShop({ env: testShopEnv });
  await insertCatalogue(shop.ctx, crystalTumbles(products));
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  return { shop, adminCookie: await signInCookie(shop, admin.email, admin.password) };
}
