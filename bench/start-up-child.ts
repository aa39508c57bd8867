// One shop start, in a process of its own so that nothing is warm: opens (and on an empty folder
// seeds) the PGlite database in the DATA_DIR given by bench/start-up.ts, listens, reports the times
// and exits. The shop's modules are imported dynamically so that a failure is reported, not thrown.
import http from "node:http";
import type { StartUpJob, StartUpTimes } from "./start-up.ts";

process.once("message", (job: StartUpJob) => {
  start(job)
    .then((times) => ({ times }))
    .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
    // exit once the answer is sent: work the shop left running in the background (warming the demo
    // images) is not part of the start and would keep this process alive
    .then((answer) => process.send?.(answer, () => process.exit(0)));
});

async function start(job: StartUpJob): Promise<StartUpTimes> {
  const begun = performance.now();
  const [{ loadConfig }, { createShop }, { listen }, { sql }] = await Promise.all([
    import("../src/server/config.ts"),
    import("../src/server/shop.ts"),
    import("./ceiling.ts"),
    import("drizzle-orm"),
  ]);
  const imported = performance.now();
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://bench.sattva.local",
    LOG_LEVEL: "warn",
    DATA_DIR: job.dataDir,
    ADMIN_EMAIL: "bench@sattva.local",
    ADMIN_PASSWORD: "bench-admin-password",
  });
  const shop = await createShop(config, { seed: true });
  const created = performance.now();
  const server = await listen(http.createServer(shop.app));
  // performance.now() counts from the start of this process
  const ready = performance.now();
  const count = await shop.ctx.db.execute<{ products: number }>(sql`select count(*)::int as products from products`);
  await server.close();
  await shop.close();
  return {
    createShopMs: created - imported,
    importMs: imported - begun,
    processToListeningMs: ready,
    products: count.rows[0]?.products ?? 0,
  };
}
