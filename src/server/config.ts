// Every environment variable the shop reads, parsed once at start with zod. Nothing else reads
// process.env. A bad value stops the start with a message naming the variable.

import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { demoContacts } from "../core/shop-contacts.ts";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Names Express's proxy-addr knows for whole address ranges. */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how far X-Forwarded-For is believed. The number of proxies in front of the shop
 * (1 for one load balancer), or the proxies' addresses and subnets, comma-separated. Never "all":
 * the leftmost entry is whatever the client wrote.
 */
const trustProxySchema = optionalText.transform((value, context): false | number | string[] => {
  if (value === undefined || value === "0" || value === "false" || value === "no") return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (value === "true" || value === "yes" || value === "all") {
    context.addIssue({
      code: "custom",
      message:
        "give the number of proxies in front of the shop (e.g. 1) or their addresses; trusting every hop lets a client choose its own address",
    });
    return z.NEVER;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `not a number of proxies nor addresses/subnets: ${bad.join(", ")}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Graph API addresses carry their version last (…/v23.0); without it every call is refused. */
function hasGraphApiVersion(url: string): boolean {
  return /\/v\d+(\.\d+)?\/?$/.test(new URL(url).pathname);
}

/**
 * Settings that let the shop start but break what it sends (issue 32 point 5): each a one-line
 * refusal naming the variable and what to set. PUBLIC_URL only in production (a development shop's
 * links point at this machine, which is where its mail is read); the WhatsApp address everywhere.
 */
function brokenSendingSettings(e: Environment): string[] {
  const problems: string[] = [];
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL must be set with NODE_ENV=production: the shop's public address, e.g. https://shop.example.in (links in mail would point at this machine)",
    );
  }
  if (e.WHATSAPP_API_URL && !hasGraphApiVersion(e.WHATSAPP_API_URL)) {
    problems.push(
      `WHATSAPP_API_URL must end in the Graph API's version, e.g. https://graph.facebook.com/v23.0 (${e.WHATSAPP_API_URL} has none, so every WhatsApp message would fail); or leave it unset`,
    );
  }
  return problems;
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  ALLOW_REMOTE_DEV: flag,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default(demoContacts.mailFrom),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  SANDBOX_PAYMENT_SECRET: optionalText,
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_API_URL: optionalText.pipe(z.url().optional()),
  SHIPROCKET_WEBHOOK_TOKEN: optionalText,
  SECRETS_KEY: optionalText.pipe(z.string().min(32, "SECRETS_KEY must be at least 32 characters").optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  TRUST_PROXY: trustProxySchema,
  SEED_DEMO: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((value) => value !== "0" && value !== "false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WHATSAPP_NUMBER: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, "WHATSAPP_PHONE_ID is the digits of the phone number's id")
      .optional(),
  ),
  WHATSAPP_API_URL: optionalText.pipe(z.url().optional()),
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment["NODE_ENV"];
  production: boolean;
  port: number;
  /** The interface to listen on: 127.0.0.1 outside production unless ALLOW_REMOTE_DEV says otherwise. */
  host: string;
  /** A development shop listening beyond this machine (HOST with ALLOW_REMOTE_DEV=1): warn at start. */
  remoteDevelopment: boolean;
  publicUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string | undefined; password: string | undefined };
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
  sandboxPaymentSecret: string | undefined;
  /** The Shiprocket courier aggregator (features/shipping); the manual courier needs nothing. */
  shiprocket: { email: string; password: string; apiUrl: string } | undefined;
  /** What Shiprocket's tracking webhook sends in its x-api-key header. */
  shiprocketWebhookToken: string | undefined;
  /** Seals two-factor secrets in the database (AES-256-GCM); without it they are stored unsealed. */
  secretsKey: string | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  /** Express's "trust proxy": false, the number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  seedDemo: boolean;
  logLevel: Environment["LOG_LEVEL"];
  whatsappNumber: string | undefined;
  /**
   * The WhatsApp Cloud API (features/messaging): template messages are sent when the token and the
   * phone number id are set; apiUrl is Graph API's versioned root (a stand-in in tests).
   */
  whatsapp: { token: string; phoneId: string; apiUrl: string } | undefined;
  /**
   * WhatsApp's inbound webhook (features/messaging/webhook.ts): the verify token Meta's subscription
   * handshake echoes, and the app secret its X-Hub-Signature-256 is made with. Both or neither.
   */
  whatsappWebhook: { verifyToken: string; appSecret: string } | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.RAZORPAY_KEY_ID && !e.RAZORPAY_KEY_SECRET) || (!e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError("Invalid environment:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together");
  }
  if (Boolean(e.SHIPROCKET_EMAIL) !== Boolean(e.SHIPROCKET_PASSWORD)) {
    throw new ConfigError("Invalid environment:\n  SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together");
  }
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_ID)) {
    throw new ConfigError("Invalid environment:\n  WHATSAPP_TOKEN and WHATSAPP_PHONE_ID must be set together");
  }
  if (Boolean(e.WHATSAPP_VERIFY_TOKEN) !== Boolean(e.WHATSAPP_APP_SECRET)) {
    throw new ConfigError("Invalid environment:\n  WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET must be set together");
  }
  const broken = brokenSendingSettings(e);
  if (broken.length > 0) throw new ConfigError(broken.join("\n"));
  const production = e.NODE_ENV === "production";
  // a development shop opens the mailbox (everyone's codes) and the sandbox payment: this machine only
  const host = e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1");
  const remoteDevelopment = !production && !isLoopback(host);
  if (remoteDevelopment && !e.ALLOW_REMOTE_DEV) {
    throw new ConfigError(
      `Invalid environment:\n  HOST: ${host} would open a development shop (its mailbox of sign-in codes, the sandbox payment) to the network; set NODE_ENV=production, or ALLOW_REMOTE_DEV=1 to do it anyway`,
    );
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host,
    remoteDevelopment,
    publicUrl: e.PUBLIC_URL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL ?? "https://api.razorpay.com",
          }
        : undefined,
    sandboxPaymentSecret: e.SANDBOX_PAYMENT_SECRET,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            apiUrl: e.SHIPROCKET_API_URL ?? "https://apiv2.shiprocket.in",
          }
        : undefined,
    shiprocketWebhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
    secretsKey: e.SECRETS_KEY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "auto",
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    logLevel: e.NODE_ENV === "test" && !source.LOG_LEVEL ? "silent" : e.LOG_LEVEL,
    whatsappNumber: e.WHATSAPP_NUMBER,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneId: e.WHATSAPP_PHONE_ID,
            apiUrl: (e.WHATSAPP_API_URL ?? "https://graph.facebook.com/v23.0").replace(/\/+$/, ""),
          }
        : undefined,
    whatsappWebhook:
      e.WHATSAPP_VERIFY_TOKEN && e.WHATSAPP_APP_SECRET
        ? { verifyToken: e.WHATSAPP_VERIFY_TOKEN, appSecret: e.WHATSAPP_APP_SECRET }
        : undefined,
  };
}

/**
 * The configuration for a command's start (the shop, db:migrate, db:seed): a setting it refuses is
 * printed as its message alone, a line per problem, no stack trace, and the process ends with 78
 * (EX_CONFIG).
 */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}

/** Says where the shop listens, and warns when a development shop is open to the network. */
export function listeningNote(config: Config, port: number): string {
  if (config.production) return `  Listening on ${config.host}:${port} (production).\n`;
  if (config.remoteDevelopment) {
    return [
      `  WARNING: a development shop is listening on ${config.host}:${port} (ALLOW_REMOTE_DEV=1).`,
      "  Anyone who can reach it can read the mailbox at /dev/mailbox (every sign-in and reset code)",
      "  and pay with the sandbox. Use NODE_ENV=production for a shop others reach.\n",
    ].join("\n");
  }
  return [
    `  Development mode: listening on ${config.host}:${port} only, so only this machine can reach it.`,
    "  NODE_ENV=production for a real shop (see the README).\n",
  ].join("\n");
}
