// Starts a real shop for API tests: a fresh database (PGlite in memory, or a new database on
// the PostgreSQL server at TEST_DATABASE_URL), migrations, optionally the demo catalogue, and
// HTTP on a random port. Tests talk to it over HTTP.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fromRupees } from "../../core/money.ts";
import { codSettingsSchema } from "../../core/schemas/settings-delivery.ts";
import { loadConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { products, variants } from "../db/schema.ts";
import { saveSettings } from "../features/settings/service.ts";
import { createShop, type ShopOptions } from "../shop.ts";
import { relaxedCodLimits } from "./cod-limits.ts";
import { existingTemplate } from "./pglite-template.ts";
import { createDatabase, dropDatabase, postgresTemplateVariable } from "./postgres-template.ts";
import { linkTree, seededTemplate } from "./seeded-template.ts";

export { relaxedCodLimits };

export interface TestShop {
  url: string;
  ctx: AppContext;
  /** fetch against the shop: `api("/api/products?page=2")`. */
  api(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /**
   * Seed the demo catalogue (default false: tests make their own data). A seeded shop starts from a
   * copy of the run's seeded template (testing/seeded-template.ts: the same seed, made once per run)
   * unless `seedAfresh` asks it to seed on its own start, as a real shop's first start does.
   */
  seed?: boolean;
  seedAfresh?: boolean;
  /**
   * "defaults" keeps the settings' limits on unconfirmed Pay on Delivery orders per phone, e-mail and
   * address (issue 18 point 7); otherwise they are raised (relaxedCodLimits), since tests place many
   * orders from one phone and one address, and the limits have tests of their own.
   */
  codLimits?: "defaults" | "relaxed";
  env?: Record<string, string>;
  web?: ShopOptions["web"];
  /** Stand-in servers (origins) the shop's fetches of addresses given by data may reach. */
  outbound?: ShopOptions["outbound"];
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const seeded = options.seed && !options.seedAfresh ? await seededTemplate() : undefined;
  const database = await freshDatabase(seeded?.database);
  const dataDir = path.join(os.tmpdir(), `shop-test-${crypto.randomUUID()}`);
  // the seeded rows name the drawings staged beside them: this shop gets its own links to them,
  // made while its database starts
  const media = seeded ? linkTree(seeded.media, path.join(dataDir, "media")) : Promise.resolve();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const [shop] = await Promise.all([
    createShop(config, {
      pgliteDir: "memory://",
      ...(database.url ? {} : { pgliteTemplate: seeded?.database ?? existingTemplate() }),
      // (from the seeded template the shop finds the catalogue there and seeds nothing)
      seed: options.seed ?? false,
      web: options.web,
      outbound: options.outbound,
    }),
    media,
  ]);
  if (options.codLimits !== "defaults") {
    await saveSettings(shop.ctx, { cod: codSettingsSchema.parse(relaxedCodLimits) }, "test-shop");
  }
  const server = http.createServer(shop.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  shop.listeningAt(address);
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    ctx: shop.ctx,
    api: (pathname, init) => fetch(new URL(pathname, url), init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * On PostgreSQL every test file gets its own database, dropped afterwards: a copy of `template` (the
 * seeded one) when given, else of the run's migrated template (postgres-template.ts) when there is one.
 */
async function freshDatabase(template?: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const { name, url } = await createDatabase(serverUrl, "shop_test", template ?? process.env[postgresTemplateVariable]);
  return { url, drop: () => dropDatabase(serverUrl, name) };
}

/** POST/PUT/PATCH/DELETE with a JSON body. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
}

/** What a test pins on a demo variant: stock and prices in rupees (M.R.P. defaults to the price). */
export interface PinnedVariant {
  stock: number;
  price: number;
  mrp?: number;
  gstRate?: number;
  hsn?: string;
  /** One unit's shipping weight; not weighed (null) unless given, so parcels weigh the usual weight. */
  weightGrams?: number | null;
}

/** The first active variant of the demo catalogue, set to the stock and prices a test counts on. */
export async function pinDemoVariant(shop: TestShop, pin: PinnedVariant): Promise<{ id: string; productId: string }> {
  const [row] = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .limit(1);
  if (!row) throw new Error("no demo variant");
  const { price, mrp = price, weightGrams = null, ...rest } = pin;
  await shop.ctx.db
    .update(variants)
    .set({ ...rest, weightGrams, price: fromRupees(price), mrp: fromRupees(mrp) })
    .where(eq(variants.id, row.id));
  return row;
}
