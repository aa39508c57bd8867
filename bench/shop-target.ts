// Starts the shop under test in this process, as production would run it (API only, no pages,
// no demo catalogue unless asked), on a fresh benchmark database and a random loopback port.
import http from "node:http";
import { loadConfig } from "../src/server/config.ts";
import { createShop, type Shop } from "../src/server/shop.ts";
import { listen, type RunningServer } from "./ceiling.ts";
import type { BenchDatabase } from "./databases.ts";

export interface ShopTarget extends RunningServer {
  shop: Shop;
}

/** `demo`: the shop seeds its demo catalogue (70 products), as `npm start` does on a first start. */
export async function startShopTarget(database: BenchDatabase, options: { demo?: boolean } = {}): Promise<ShopTarget> {
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://bench.sattva.local",
    LOG_LEVEL: "warn",
    DATA_DIR: database.dataDir,
    SEED_DEMO: options.demo ? "1" : "0",
    ADMIN_EMAIL: "bench@sattva.local",
    ADMIN_PASSWORD: "bench-admin-password",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const shop = await createShop(config, { pgliteDir: database.pgliteDir, seed: options.demo ?? false });
  try {
    const server = await listen(http.createServer(shop.app));
    return {
      shop,
      url: server.url,
      async close() {
        await server.close();
        await shop.close();
      },
    };
  } catch (error) {
    await shop.close();
    throw error;
  }
}
