// The shop the shipping tests run against: the demo catalogue, the Shiprocket stand-in wired in
// (and its webhook token when given), an admin and a shopper signed in.
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "./accounts.ts";
import { type ShiprocketStandIn, startShiprocketStandIn } from "./shiprocket-stand-in.ts";
import { startTestShop, type TestShop } from "./shop.ts";

export interface ShippingTestShop {
  shop: TestShop;
  standIn: ShiprocketStandIn;
  adminCookie: string;
  shopperCookie: string;
  shopperEmail: string;
  close(): Promise<void>;
}

export async function startShippingTestShop(options: { webhookToken?: string } = {}): Promise<ShippingTestShop> {
  const standIn = await startShiprocketStandIn();
  const shop = await startTestShop({
    seed: true,
    env: {
      ...testShopEnv,
      SHIPROCKET_EMAIL: standIn.email,
      SHIPROCKET_PASSWORD: standIn.password,
      SHIPROCKET_API_URL: standIn.url,
      ...(options.webhookToken ? { SHIPROCKET_WEBHOOK_TOKEN: options.webhookToken } : {}),
    },
  });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  const shopper = await createAccount(shop);
  return {
    shop,
    standIn,
    adminCookie: await signInCookie(shop, admin.email, admin.password),
    shopperCookie: await signInCookie(shop, shopper.email, shopper.password),
    shopperEmail: shopper.email,
    async close() {
      await shop.close();
      await standIn.close();
    },
  };
}
