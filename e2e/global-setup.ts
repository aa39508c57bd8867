// Starts the built shop for the journeys, once per Vitest worker (two on this machine): each with a
// fresh data folder, the demo catalogue, a known admin login, on a free port, sending its mail to its
// own test SMTP receiver (smtp-server) whose inbox the journeys read over HTTP, and booking Shiprocket
// parcels with its own stand-in of Shiprocket's API (testing/shiprocket-stand-in.ts). Stops them afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import type { TestProject } from "vitest/node";
import { relaxedCodLimits } from "../src/server/testing/cod-limits.ts";
import { freePort } from "../src/server/testing/machine.ts";
import { type ShiprocketStandIn, startShiprocketStandIn } from "../src/server/testing/shiprocket-stand-in.ts";

export const adminLogin = { email: "admin@e2e.test", password: "e2e-admin-password" };

/** What the shop under test expects in the x-api-key header of Shiprocket's tracking webhook. */
export const shiprocketWebhookToken = "e2e-shiprocket-webhook-token";

/** What the SMTP receiver got: recipients, subject and the raw message. */
interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

async function startSmtpReceiver(): Promise<{ smtpPort: number; inboxUrl: string; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, raw });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const inbox = http.createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://inbox").searchParams.get("to");
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(received.filter((mail) => !to || mail.to.includes(to))));
  });
  const inboxPort = await freePort();
  await new Promise<void>((resolve) => inbox.listen(inboxPort, "127.0.0.1", resolve));
  return {
    smtpPort,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    close: async () => {
      await new Promise<void>((resolve) => inbox.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/**
 * Every journey comes from 127.0.0.1 and many reuse a phone: the limits on unconfirmed Pay on
 * Delivery orders (issue 18 point 7, tested by the API tests) are raised as the admin would.
 */
async function relaxCodLimits(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminLogin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const saved = await fetch(`${baseUrl}/api/admin/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ cod: relaxedCodLimits }),
  });
  if (!saved.ok) throw new Error(`could not relax the COD limits: ${saved.status} ${await saved.text()}`);
}

/** What a journey needs to reach one running shop. */
export interface E2eShop {
  baseUrl: string;
  /** The shop's SMTP receiver's inbox: GET ?to={address} answers the mail it got, as JSON. */
  inboxUrl: string;
}

/**
 * One built shop with its own data folder, mail receiver and Shiprocket stand-in: order numbers and
 * addresses repeat from shop to shop, so nothing outside the shop is shared.
 */
async function startShop(): Promise<E2eShop & { stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const receiver = await startSmtpReceiver();
  const shiprocket: ShiprocketStandIn = await startShiprocketStandIn();
  const port = await freePort();
  const shop: ChildProcess = spawn(process.execPath, ["build/app/main.js"], {
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
      SMTP_URL: `smtp://127.0.0.1:${receiver.smtpPort}`,
      SHIPROCKET_EMAIL: shiprocket.email,
      SHIPROCKET_PASSWORD: shiprocket.password,
      SHIPROCKET_API_URL: shiprocket.url,
      SHIPROCKET_WEBHOOK_TOKEN: shiprocketWebhookToken,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (shop.exitCode === null && shop.signalCode === null) {
      const exited = new Promise((resolve) => shop.once("exit", resolve));
      shop.kill("SIGTERM");
      await exited;
    }
    await shiprocket.close();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  try {
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
    await relaxCodLimits(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, inboxUrl: receiver.inboxUrl, stop };
}

/**
 * How many shops (and Vitest workers) the journeys share out: two on a machine of two or more cores,
 * each worker driving its own shop so that one file's stock, settings and order numbers never meet
 * another running at the same time. E2E_SHOPS overrides (1 runs everything against one shop).
 */
export function shopCount(): number {
  const asked = Number(process.env.E2E_SHOPS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(2, Math.max(1, os.availableParallelism()));
}

export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: shopCount() }, () => startShop()));
  const shops = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    "shops",
    shops.map(({ baseUrl, inboxUrl }) => ({ baseUrl, inboxUrl })),
  );
  return stopAll;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One shop per worker: a file talks to `shops[VITEST_POOL_ID - 1]` (e2e/browser.ts `currentShop`). */
    shops: E2eShop[];
  }
}
