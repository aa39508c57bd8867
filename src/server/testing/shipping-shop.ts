// The shop the shipping tests run against: the demo catalogue, the Shiprocket stand-in wired in
// (and its webhook token when given, and any other settings such as the WhatsApp stand-in's), an
// admin and a shopper signed in.
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "./accounts.ts";
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

export async function startShippingTestShop(
  options: { webhookToken?: string; env?: Record<string, string> } = {},
): Promise<ShippingTestShop> {
  const standIn = await startShiprocketStandIn();
  const shop = await startTestShop({
    seed: true,
    env: {
      ...testShopEnv,
      SHIPROCKET_EMAIL: standIn.email,
      SHIPROCKET_PASSWORD: standIn.password,
      SHIPROCKET_API_URL: standIn.url,
      ...(options.webhookToken ? { SHIPROCKET_WEBHOOK_TOKEN: options.webhookToken } : {}),
      ...options.env,
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

let handAwb = 0;

/**
 * Ships a processing order the only way an order ships: a parcel booked with the manual courier
 * (POST /api/admin/orders/{orderId}/shipments, 201). For tests that need an order shipped.
 */
export function bookByHand(
  shop: TestShop,
  adminCookie: string,
  orderId: string,
  extra: { ewayBillNo?: string } = {},
): Promise<Response> {
  handAwb += 1;
  const awb = `HB${String(handAwb).padStart(6, "0")}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  return shop.api(
    `/api/admin/orders/${orderId}/shipments`,
    from(uniqueIp(), "POST", { provider: "manual", courierName: "India Post", awb, ...extra }, adminCookie),
  );
}
