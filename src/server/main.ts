// Starts the shop: configuration → database → HTTP → graceful stop on SIGTERM / SIGINT.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { listeningNote, loadConfigOrExit } from "./config.ts";
import type { WebMode } from "./http/app.ts";
import { createLogger } from "./log.ts";
import { createShop } from "./shop.ts";

const dev = process.argv.includes("--dev");

async function webMode(): Promise<WebMode> {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    return { kind: "dev", vite };
  }
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return { kind: "build", build, clientDir: path.join(buildDir, "client") };
}

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const startedAt = performance.now();
  const shop = await createShop(config, { web: await webMode(), log });
  const server = http.createServer(shop.app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  shop.listeningAt(address);
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, database: shop.ctx.dbKind, ms: Math.round(performance.now() - startedAt) }, "shop started");
  // only in development (production refuses to start without it): a note, not a warning
  if (!config.publicUrl) {
    log.info(
      { mailLinks: shop.ctx.listeningUrl },
      "PUBLIC_URL is not set: links in e-mail point at this machine's address; set PUBLIC_URL to the shop's public address before sending real mail",
    );
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\n  Sattva is open at http://localhost:${port} (started in ${seconds} s)\n`);
  console.log(listeningNote(config, port));
  if (config.remoteDevelopment) log.warn({ host: config.host }, "development shop open to the network");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: finishing requests in flight");
    const force = setTimeout(() => {
      log.error("requests did not finish within 10 s; closing anyway");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await shop.close();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
