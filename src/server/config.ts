// Every environment variable the shop reads, parsed once at start with zod. Nothing else reads
// process.env. A bad value stops the start with a message naming the variable.
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Sattva <hello@sattva.local>"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  SANDBOX_PAYMENT_SECRET: optionalText,
  SECRETS_KEY: optionalText.pipe(z.string().min(32, "SECRETS_KEY must be at least 32 characters").optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  TRUST_PROXY: flag,
  SEED_DEMO: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((value) => value !== "0" && value !== "false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WHATSAPP_NUMBER: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment["NODE_ENV"];
  production: boolean;
  port: number;
  host: string;
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
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: Environment["LOG_LEVEL"];
  whatsappNumber: string | undefined;
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
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
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
  };
}
