// What the home page's "Stay Up To Date" form calls (through the load context): the same schema and
// service as POST /api/newsletter, answered as a plain outcome the page can show.
import {
  newsletterConsentText,
  newsletterMessages,
  newsletterSubscribeSchema,
} from "../../../core/schemas/newsletter.ts";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { parseInput } from "../../http/validate.ts";
import { confirmSubscription, subscribe } from "./service.ts";

export type NewsletterOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string> };

export function newsletterWebServices(ctx: AppContext) {
  return {
    /** The wording the form shows beside its checkbox: the text recorded with each sign-up. */
    consentText: newsletterConsentText,
    /** The form's fields as sent (consent already turned into a boolean by the page). */
    subscribe: async (form: { email: unknown; consent: boolean }, client: ClientInfo): Promise<NewsletterOutcome> => {
      try {
        const subscription = parseInput(newsletterSubscribeSchema, form, "form");
        const result = await subscribe(ctx, subscription, client, "home");
        return { ok: true, message: result.message };
      } catch (error) {
        if (!(error instanceof HttpError)) {
          // the page stays; the form says it did not work
          ctx.log.error({ err: error }, "newsletter subscription failed");
          return { ok: false, status: 500, message: newsletterMessages.failed };
        }
        return {
          ok: false,
          status: error.status,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        };
      }
    },
    /** The confirm link's button without JavaScript (the /newsletter/confirm page's action); null: unknown, used or expired. */
    confirm: (token: string) => confirmSubscription(ctx, token).catch(() => null),
  };
}
