// A stand-in for the WhatsApp Cloud API on this machine (as shiprocket-stand-in.ts stands in for
// Shiprocket), for tests and for trying the shop without a Meta account: the one call the shop makes,
// POST /{version}/{phone-number-id}/messages with a template message, answered in the Graph API's
// shapes. It checks the Bearer token and the request's required fields, keeps every accepted message,
// and can be told to fail the next calls (429 with code 130429, 500 with code 131000, or any status).
// It also plays Meta's side of the inbound webhook: the subscription handshake and signed event
// deliveries (X-Hub-Signature-256) of a text reply or a message status, in the Graph API's shapes.
import crypto from "node:crypto";
import http from "node:http";

export interface StandInWhatsappMessage {
  phoneId: string;
  to: string;
  template: { name: string; language: { code: string }; components?: unknown[] };
  id: string;
}

export interface WhatsappStandIn {
  /** The versioned root to give WHATSAPP_API_URL (…/v23.0). */
  url: string;
  token: string;
  phoneId: string;
  /** Messages accepted, in order. */
  messages: StandInWhatsappMessage[];
  /** Every call's HTTP status, in order (accepted and refused). */
  calls: number[];
  /** The next `times` calls answer `status` with a Graph API error (429 → #130429, 5xx → #131000). */
  fail(status: number, times?: number): void;
  /** Give the shop these as WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET. */
  verifyToken: string;
  appSecret: string;
  close(): Promise<void>;
}

/** The X-Hub-Signature-256 header Meta sends: "sha256=" and the hex HMAC-SHA256 of the raw body. */
export function signWebhook(rawBody: string, appSecret: string): string {
  return `sha256=${crypto.createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

function webhookEnvelope(phoneId: string, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: phoneId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A shopper's text reply as the webhook delivers it (from: the number in digits, 91XXXXXXXXXX). */
export function inboundTextEvent(from: string, text: string, phoneId = "106540352242922") {
  return webhookEnvelope(phoneId, {
    contacts: [{ profile: { name: "Shopper" }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.${crypto.randomBytes(18).toString("base64url")}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: "text",
        text: { body: text },
      },
    ],
  });
}

/** A status callback for a message the shop sent (failed carries WhatsApp's error). */
export function statusEvent(
  messageId: string,
  status: "sent" | "delivered" | "read" | "failed",
  recipient: string,
  phoneId = "106540352242922",
) {
  return webhookEnvelope(phoneId, {
    statuses: [
      {
        id: messageId,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient,
        ...(status === "failed"
          ? {
              errors: [
                {
                  code: 131026,
                  title: "Message undeliverable",
                  error_data: { details: "Message Undeliverable." },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

const version = "v23.0";

function graphError(status: number, code: number, message: string, details: string) {
  return {
    status,
    body: {
      error: {
        message,
        type: "OAuthException",
        code,
        error_data: { messaging_product: "whatsapp", details },
        fbtrace_id: crypto.randomBytes(9).toString("base64url"),
      },
    },
  };
}

export async function startWhatsappStandIn(): Promise<WhatsappStandIn> {
  const token = "stand-in-whatsapp-token";
  const phoneId = "106540352242922";
  const messages: StandInWhatsappMessage[] = [];
  const calls: number[] = [];
  const failures: { status: number; times: number }[] = [];

  function route(method: string, path: string, auth: string | undefined, body: Record<string, unknown> | null) {
    const match = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(path);
    if (method !== "POST" || !match) {
      return graphError(400, 100, "Unsupported post request.", `Unknown path ${path}`);
    }
    if (auth !== `Bearer ${token}`) {
      return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token", "");
    }
    const failure = failures[0];
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.shift();
      if (failure.status === 429) {
        return graphError(429, 130429, "(#130429) Rate limit hit", "Cloud API message throughput has been reached.");
      }
      if (failure.status >= 500) {
        return graphError(failure.status, 131000, "(#131000) Something went wrong", "Something went wrong");
      }
      return graphError(failure.status, 100, "(#100) Invalid parameter", "Told to fail");
    }
    const template = body?.template as StandInWhatsappMessage["template"] | undefined;
    if (
      body?.messaging_product !== "whatsapp" ||
      body.type !== "template" ||
      typeof body.to !== "string" ||
      !/^\d{8,15}$/.test(body.to) ||
      !template?.name ||
      !template.language?.code
    ) {
      return graphError(
        400,
        100,
        "(#100) Invalid parameter",
        "messaging_product, to, type template, template.name and template.language.code are required",
      );
    }
    const id = `wamid.${crypto.randomBytes(18).toString("base64url")}`;
    messages.push({ phoneId: match[2] ?? "", to: body.to, template, id });
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id, message_status: "accepted" }],
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: Record<string, unknown> | null = null;
      try {
        body =
          chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const url = new URL(req.url ?? "/", "http://stand-in");
      const answer = route(req.method ?? "GET", url.pathname, req.headers.authorization, body);
      calls.push(answer.status);
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/${version}`,
    token,
    phoneId,
    messages,
    calls,
    fail(status, times = 1) {
      failures.push({ status, times });
    },
    verifyToken: "stand-in-verify-token",
    appSecret: "stand-in-app-secret",
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
