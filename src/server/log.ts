// Structured JSON logs (pino). Secrets never reach a log line: the redact list below covers the
// fields that could carry them.
import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "shop" },
    redact: {
      paths: [
        "password",
        "*.password",
        "*.newPassword",
        "*.currentPassword",
        "*.confirmPassword",
        "*.code",
        "*.resetToken",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
  });
}
