// The pre-debit notice on WhatsApp (issue 33 point 5), beside its mail (the record), to a shopper with
// the live `whatsapp` consent, once per charge, when WhatsApp is set up (messaging's
// sendWhatsappMessage). A utility template the owner registers in WhatsApp Manager, language en:
//   subscription_pre_debit: "Hello {{1}}, your {{shop}} subscription {{2}} will charge {{3}} on {{4}}.
//   To skip this delivery or cancel, open your subscription before then." Button (URL):
//   https://<shop>/userdashboard?tab=subscriptions&subscription={{1}}
import type { WhatsappDefinition } from "../messaging/send.ts";

export interface PreDebitData {
  firstName: string;
  /** "S-1001". */
  number: string;
  /** "₹810". */
  amount: string;
  /** "5 Dec 2026". */
  date: string;
  subscriptionId: string;
}

export const preDebitTemplateName = "subscription_pre_debit";

export const preDebitWhatsapp: WhatsappDefinition<PreDebitData> = {
  whatsapp(_brand, data) {
    return {
      name: preDebitTemplateName,
      language: "en",
      components: [
        {
          type: "body",
          parameters: [data.firstName, data.number, data.amount, data.date].map((text) => ({ type: "text", text })),
        },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: data.subscriptionId }] },
      ],
    };
  },
};
