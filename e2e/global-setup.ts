// Starts the built shop once for all journeys: a fresh data folder, the demo catalogue, a known
// admin login, on a free port. Stops it (SIGTERM) afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

let shop: ChildProcess | undefined;
let dataDir: string | undefined;

export const adminLogin = { email: "admin@e2e.test", password: "e2e-admin-password" };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

export default async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const port = await freePort();
  shop = spawn(process.execPath, ["build/app/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminLogin.email,
      ADMIN_PASSWORD: adminLogin.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the shop did not start within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide("baseUrl", baseUrl);

  return async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop?.once("exit", resolve));
      shop.kill("SIGTERM");
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
