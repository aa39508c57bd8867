// The shop the abandoned-bag tests run against: the demo catalogue with some active variants stocked
// for them (40 units each), and the WhatsApp stand-in wired in (sending, the webhook's verify token and
// app secret). WhatsApp messages go out after the commit, so the tests wait for them (waitFor).
import { eq } from "drizzle-orm";
import { products, variants } from "../db/schema.ts";
import { testShopEnv } from "./accounts.ts";
import { startTestShop, type TestShop } from "./shop.ts";
import { startWhatsappStandIn, type WhatsappStandIn } from "./whatsapp-stand-in.ts";

export interface BagLine {
  productId: string;
  variantId: string;
}

export interface BagsTestShop {
  shop: TestShop;
  whatsapp: WhatsappStandIn;
  /** A stocked demo variant no other test of the file has used. */
  freshLine(): BagLine;
  close(): Promise<void>;
}

/** The shop with `lineCount` active demo variants set aside for the file's tests. */
export async function startBagsTestShop(lineCount: number): Promise<BagsTestShop> {
  const whatsapp = await startWhatsappStandIn();
  const shop = await startTestShop({
    seed: true,
    env: {
      ...testShopEnv,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
    },
  });
  const lines: BagLine[] = await shop.ctx.db
    .select({ productId: variants.productId, variantId: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .limit(lineCount);
  for (const row of lines) await shop.ctx.db.update(variants).set({ stock: 40 }).where(eq(variants.id, row.variantId));
  let nextLine = 0;
  return {
    shop,
    whatsapp,
    freshLine() {
      const line = lines[nextLine++];
      if (!line) throw new Error("out of demo variants");
      return line;
    },
    async close() {
      await shop.close();
      await whatsapp.close();
    },
  };
}

/** A moment `count` minutes from now (the reminder round is given its clock). */
export const minutes = (count: number) => new Date(Date.now() + count * 60_000);

/** Polls `check` every 100 ms, for 10 s at most, until it answers something. */
export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
