// The WhatsApp Cloud API's send call for template messages (Graph API):
// POST {apiUrl}/{phone-number-id}/messages, Bearer token, body
// { messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
//   template: { name, language: { code }, components } }.
// 200 answers { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid..." }] }; an error
// answers { error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }.
// Throttling (HTTP 429; codes 4, 80007, 130429, 131048, 131056) and server trouble (5xx; 1, 2, 131000,
// 131016) are worth another try; anything else (a template not approved, a number not on WhatsApp)
// will fail the same way again.
import type { WhatsappTemplate } from "./whatsapp-outbox.ts";

export interface WhatsappConfig {
  token: string;
  phoneId: string;
  apiUrl: string;
}

export type WhatsappSendResult = { ok: true; messageId: string | null } | { ok: false; retry: boolean; error: string };

const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

export async function sendWhatsappTemplate(
  config: WhatsappConfig,
  to: string,
  template: WhatsappTemplate,
  timeoutMs = 15_000,
): Promise<WhatsappSendResult> {
  let response: Response;
  try {
    // the configured API (configuration, not data): a bare fetch, not http/outbound.ts
    response = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneId)}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "template",
        template: { name: template.name, language: { code: template.language }, components: template.components },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // no answer (network, timeout): the message may or may not have left; WhatsApp has no idempotency
    // key, so a retry risks a second copy, which beats a reminder never sent
    return { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number; error_data?: { details?: string } };
  } | null;
  if (response.ok) return { ok: true, messageId: body?.messages?.[0]?.id ?? null };
  const code = body?.error?.code;
  const retry = response.status === 429 || response.status >= 500 || (code !== undefined && retryableCodes.has(code));
  const detail = body?.error?.error_data?.details ?? body?.error?.message ?? "";
  return { ok: false, retry, error: `HTTP ${response.status}${code ? ` (#${code})` : ""} ${detail}`.trim() };
}
