// The development mailbox at /dev/mailbox: every message of the outbox, newest first, as a page or
// as JSON, and each message's text and HTML. Mounted only outside production (404 there).
import express, { type Router } from "express";
import type { AppContext } from "../../context.ts";
import { mailById, type OutboxMessage, recentMail } from "./outbox.ts";
import { escapeHtml } from "./templates.ts";

const uuid = /^[0-9a-f-]{36}$/i;

function summary(message: OutboxMessage) {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    createdAt: message.createdAt.toISOString(),
    text: message.text,
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sattva mailbox</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;background:#FAF7F2;color:#1F1B24;line-height:1.5">
<p style="margin:0 0 8px;color:#5C5563;font-size:14px">Development mailbox: mail waiting in the outbox (no SMTP_URL) or already sent.</p>
${body}</body></html>`;
}

export function devMailboxRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/messages.json", async (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : undefined;
    res.json((await recentMail(ctx.db, { to })).map(summary));
  });

  router.get("/", async (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : undefined;
    const messages = await recentMail(ctx.db, { to });
    const rows = messages
      .map(
        (
          m,
        ) => `<tr><td style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(m.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td>
<td style="padding:6px 12px 6px 0">${escapeHtml(m.to)}</td>
<td style="padding:6px 12px 6px 0"><a style="color:#5B3F8C" href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td style="padding:6px 0">${escapeHtml(m.status)}</td></tr>`,
      )
      .join("\n");
    res.type("html").send(
      page(
        "Mailbox",
        `<h1 style="font-family:Georgia,serif;font-weight:500">Mailbox</h1>
${messages.length === 0 ? "<p>No mail yet.</p>" : `<table style="border-collapse:collapse"><thead><tr><th align="left">Queued</th><th align="left">To</th><th align="left">Subject</th><th align="left">Status</th></tr></thead><tbody>${rows}</tbody></table>`}
<p><a style="color:#5B3F8C" href="/dev/mailbox/messages.json">JSON</a></p>`,
      ),
    );
  });

  router.get("/:id", async (req, res, next) => {
    const message = uuid.test(req.params.id) ? await mailById(ctx.db, req.params.id) : undefined;
    if (!message) return next();
    res.type("html").send(
      page(
        message.subject,
        `<p><a style="color:#5B3F8C" href="/dev/mailbox">&larr; All mail</a></p>
<h1 style="font-family:Georgia,serif;font-weight:500">${escapeHtml(message.subject)}</h1>
<p>To: ${escapeHtml(message.to)} · ${escapeHtml(message.status)} · <a style="color:#5B3F8C" href="/dev/mailbox/${message.id}/html">HTML version</a></p>
<pre data-testid="mail-text" style="white-space:pre-wrap;background:#fff;padding:16px;border-radius:8px">${escapeHtml(message.text)}</pre>`,
      ),
    );
  });

  router.get("/:id/html", async (req, res, next) => {
    const message = uuid.test(req.params.id) ? await mailById(ctx.db, req.params.id) : undefined;
    if (!message) return next();
    // the mail's own HTML, in a sandbox: no scripts, no requests, nothing of the shop's origin
    res.setHeader("Content-Security-Policy", "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    res.type("html").send(message.html);
  });

  router.use((_req, res) => {
    res.status(404).type("text/plain").send("No such message");
  });
  return router;
}
