// The shopper's parcel news on WhatsApp: the four utility templates the owner registers in WhatsApp
// Manager (their exact text: docs/decisions/0043-whatsapp-order-updates.md), each with its body
// parameters in order and, where the link varies, its URL button's parameter. Sent beside the mails
// (shipment-mail.ts, ndr.ts; the mail is the record) through messaging's sendWhatsappMessage, so only
// to a shopper with the live `whatsapp` consent, once per order and kind, and only when WhatsApp is
// set up. Utility templates take no marketing words and need the shopper's opt-in (Meta's rules).
import type { WhatsappDefinition } from "../messaging/send.ts";

export type OrderUpdateKind = "shipped" | "out_for_delivery" | "delivered" | "delivery_failed";

export interface OrderUpdateData {
  firstName: string;
  orderNumber: number;
  courierName: string;
  awb: string | null;
  /** delivery_failed: the arrange-delivery link's token, and for how many hours it works. */
  retryToken?: string;
  validHours?: number;
}

type Parameter = keyof OrderUpdateData;

/**
 * The templates, listed once: name (language `en`, category Utility), the body's {{1}}, {{2}}…
 * in order, and the URL button's {{1}} (the suffix of a link fixed at registration), if any.
 */
export const orderUpdateTemplates: Record<OrderUpdateKind, { name: string; body: Parameter[]; button?: Parameter }> = {
  // button: https://<shop>/track?order={{1}}
  shipped: { name: "order_shipped", body: ["firstName", "orderNumber", "courierName", "awb"], button: "orderNumber" },
  out_for_delivery: {
    name: "order_out_for_delivery",
    body: ["firstName", "orderNumber", "courierName", "awb"],
    button: "orderNumber",
  },
  delivered: { name: "order_delivered", body: ["firstName", "orderNumber"] },
  // button: https://<shop>/arrange-delivery?token={{1}}
  delivery_failed: {
    name: "delivery_failed",
    body: ["firstName", "orderNumber", "courierName", "validHours"],
    button: "retryToken",
  },
};

/** WhatsApp refuses an empty parameter: a parcel without an AWB yet says so in words. */
function textOf(data: OrderUpdateData, parameter: Parameter): string {
  const value = data[parameter];
  if (value === undefined || value === null || String(value).trim() === "") {
    return parameter === "awb" ? "to follow" : "-";
  }
  return String(value);
}

/** The message definition for one kind (sendWhatsappMessage's template). */
export function orderUpdateMessage(kind: OrderUpdateKind): WhatsappDefinition<OrderUpdateData> {
  const template = orderUpdateTemplates[kind];
  return {
    whatsapp(_brand, data) {
      return {
        name: template.name,
        language: "en",
        components: [
          { type: "body", parameters: template.body.map((p) => ({ type: "text", text: textOf(data, p) })) },
          ...(template.button
            ? [
                {
                  type: "button",
                  sub_type: "url",
                  index: "0",
                  parameters: [{ type: "text", text: textOf(data, template.button) }],
                },
              ]
            : []),
        ],
      };
    },
  };
}
