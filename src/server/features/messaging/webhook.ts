// WhatsApp's inbound webhook (Meta's Graph API webhooks, the `messages` field of a WhatsApp
// Business Account): the subscription handshake (GET with hub.mode=subscribe, hub.verify_token,
// hub.challenge echoed), and the events, each POST signed with X-Hub-Signature-256: "sha256=" + the
// hex HMAC-SHA256 of the raw body with the app secret. Body:
//   { object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
//       messaging_product, metadata: { display_phone_number, phone_number_id },
//       contacts?: [{ profile: { name }, wa_id }],
//       messages?: [{ from, id, timestamp, type: "text", text: { body } }],
//       statuses?: [{ id: "wamid…", status: "sent"|"delivered"|"read"|"failed", timestamp, recipient_id,
//                     errors?: [{ code, title }] }] } }] }] }
// A text "STOP" (or "UNSUBSCRIBE") withdraws the number's WhatsApp consent, as the stop button does;
// statuses are stamped on the outbox row once each. Anything else is acknowledged and ignored (a
// non-2xx only makes Meta send it again). Knows nothing of HTTP beyond the signature check.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { normalizeIndianPhone } from "../../../core/phone.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { consentRecords, users, whatsappOutbox } from "../../db/schema.ts";
import { withdrawConsent } from "../privacy/consents.ts";

const sha256 = (value: string | Buffer) => crypto.createHash("sha256").update(value).digest();

/** Compares in constant time (both sides hashed first, so their lengths say nothing). */
export function sameSecret(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(sha256(given), sha256(expected));
}

/** Whether X-Hub-Signature-256 is the HMAC-SHA256 of the raw body with the app secret. */
export function validWhatsappSignature(rawBody: Buffer | undefined, header: string | undefined, appSecret: string) {
  if (!rawBody || !header?.startsWith("sha256=")) return false;
  const expected = crypto.createHmac("sha256", appSecret).update(rawBody).digest("hex");
  return sameSecret(header.slice("sha256=".length).toLowerCase(), expected);
}

/** The words that stop WhatsApp messages, case and spaces aside. */
const stopWords = new Set(["stop", "unsubscribe"]);

const inboundTextSchema = z.object({
  from: z.string().max(30),
  type: z.literal("text"),
  text: z.object({ body: z.string().max(4096) }),
});

export const deliveryStatuses = ["sent", "delivered", "read", "failed"] as const;
type DeliveryStatus = (typeof deliveryStatuses)[number];

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(deliveryStatuses),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() })).optional(),
});

const envelopeSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string().optional(),
          value: z.object({ messages: z.array(z.unknown()).optional(), statuses: z.array(z.unknown()).optional() }),
        }),
      ),
    }),
  ),
});

export interface WebhookOutcome {
  stopped: number;
  statuses: number;
  ignored: number;
}

/** Handles one delivery of events in one transaction; unknown shapes are counted and left alone. */
export async function receiveWhatsappEvents(ctx: AppContext, body: unknown): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { stopped: 0, statuses: 0, ignored: 0 };
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    outcome.ignored += 1;
    return outcome;
  }
  await ctx.db.transaction(async (tx) => {
    for (const entry of envelope.data.entry) {
      for (const change of entry.changes) {
        if (change.field !== undefined && change.field !== "messages") {
          outcome.ignored += 1;
          continue;
        }
        for (const raw of change.value.messages ?? []) {
          const message = inboundTextSchema.safeParse(raw);
          if (message.success && stopWords.has(message.data.text.body.trim().toLowerCase())) {
            outcome.stopped += await stopNumber(tx, message.data.from);
          } else outcome.ignored += 1;
        }
        for (const raw of change.value.statuses ?? []) {
          const status = statusSchema.safeParse(raw);
          if (status.success) outcome.statuses += await recordStatus(tx, status.data);
          else outcome.ignored += 1;
        }
      }
    }
  });
  if (outcome.stopped > 0) ctx.log.info({ consents: outcome.stopped }, "whatsapp consent withdrawn by a STOP reply");
  return outcome;
}

/**
 * A STOP from a number: every live WhatsApp consent for it (the number agreed to, or the member's own
 * when the consent names none) is withdrawn, which drops those addresses' pending WhatsApp messages;
 * anything still pending to the number itself goes too. Answers how many consents were withdrawn.
 */
async function stopNumber(tx: Executor, from: string): Promise<number> {
  const phone = normalizeIndianPhone(from.replace(/^\+/, ""));
  if (!/^\d{10}$/.test(phone)) return 0;
  const rows = await tx
    .select({ email: consentRecords.email })
    .from(consentRecords)
    .leftJoin(users, eq(users.id, consentRecords.userId))
    .where(
      and(
        eq(consentRecords.purpose, "whatsapp"),
        isNull(consentRecords.withdrawnAt),
        or(eq(consentRecords.phone, phone), and(isNull(consentRecords.phone), eq(users.phone, phone))),
      ),
    );
  const withdrawn =
    rows.length > 0
      ? await withdrawConsent(tx, { emails: rows.map((row) => row.email), purpose: "whatsapp", source: "whatsapp" })
      : 0;
  await tx
    .delete(whatsappOutbox)
    .where(and(inArray(whatsappOutbox.to, [`91${phone}`]), eq(whatsappOutbox.status, "pending")));
  return withdrawn;
}

/**
 * Stamps a status on the message WhatsApp names, each stamp only once (a repeated or late event
 * changes nothing): read outranks delivered, which outranks sent; failed stands unless it was read.
 * Answers 1 when something changed.
 */
async function recordStatus(tx: Executor, event: z.output<typeof statusSchema>): Promise<number> {
  const at = event.timestamp ? new Date(Number(event.timestamp) * 1000) : new Date();
  const byId = eq(whatsappOutbox.providerMessageId, event.id);
  const current = whatsappOutbox.deliveryStatus;
  const keep = (kept: DeliveryStatus[], next: DeliveryStatus) =>
    sql`case when ${current} in (${sql.join(
      kept.map((status) => sql`${status}`),
      sql`, `,
    )}) then ${current} else ${next} end`;
  let changed: { id: string }[];
  switch (event.status) {
    case "sent":
      changed = await tx
        .update(whatsappOutbox)
        .set({ deliveryStatus: "sent" })
        .where(and(byId, isNull(current)))
        .returning({ id: whatsappOutbox.id });
      break;
    case "delivered":
      changed = await tx
        .update(whatsappOutbox)
        .set({ deliveredAt: at, deliveryStatus: keep(["read", "failed"], "delivered") })
        .where(and(byId, isNull(whatsappOutbox.deliveredAt)))
        .returning({ id: whatsappOutbox.id });
      break;
    case "read":
      changed = await tx
        .update(whatsappOutbox)
        .set({
          readAt: at,
          deliveredAt: sql`coalesce(${whatsappOutbox.deliveredAt}, ${at.toISOString()})`,
          deliveryStatus: "read",
        })
        .where(and(byId, isNull(whatsappOutbox.readAt)))
        .returning({ id: whatsappOutbox.id });
      break;
    case "failed": {
      const reason = event.errors?.[0];
      changed = await tx
        .update(whatsappOutbox)
        .set({
          failedAt: at,
          deliveryError: reason ? `#${reason.code ?? "?"} ${reason.title ?? ""}`.trim().slice(0, 500) : null,
          deliveryStatus: keep(["read"], "failed"),
        })
        .where(and(byId, isNull(whatsappOutbox.failedAt)))
        .returning({ id: whatsappOutbox.id });
      break;
    }
  }
  return changed.length;
}
