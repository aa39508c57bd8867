// An order's e-mails and the links inside them: the confirmation to the shopper and the copy to the
// shop owner, queued in the durable outbox inside the transaction that placed or paid the order.

import { pathIn } from "../../../core/i18n.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { queueMail } from "../mail/service.ts";
import { newOrderMail, orderConfirmationMail } from "../mail/templates.ts";
import type { OrderItemRow, OrderRow } from "./queries.ts";
import { orderMailInput } from "./serialize.ts";

/** The path of an order's thank-you page, which anyone holding the link may reload. */
export function orderPagePath(orderId: string, accessKey: string): string {
  return `/thankyou-page?order=${orderId}&key=${accessKey}`;
}

/** The thank-you page with the COD order's one-click confirmation. */
export function confirmPagePath(orderId: string, accessKey: string, confirmToken: string): string {
  return `${orderPagePath(orderId, accessKey)}&confirm=${confirmToken}`;
}

/** Where the shop owner's copies go: ADMIN_EMAIL, else the shop's own address. */
export function shopOwnerAddress(ctx: AppContext): string {
  return ctx.config.admin.email ?? /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
}

/**
 * The shopper's "order confirmed" mail once they confirmed a cash-on-delivery order (the link of
 * its first mail, which asked them to): the same confirmation without the request, in the
 * confirming transaction, so a double submit (refused by the order's door) never sends two.
 */
export async function queueConfirmedMail(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  items: readonly OrderItemRow[],
) {
  const path = order.userId ? "/userdashboard" : pathIn(order.language, `/track?order=${order.number}`);
  const input = { ...orderMailInput(order, items, path), confirm: null };
  await queueMail(ctx, tx, order.email, (brand) => orderConfirmationMail(brand, input), order.language);
}

/** The confirmation to the shopper and the copy to the shop owner, in the order's transaction. */
export async function queueOrderMail(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  items: readonly OrderItemRow[],
  accessKey: string | null,
  confirm: { token: string; withinHours: number } | null = null,
) {
  // the thank-you page in the order's language (/hi/thankyou-page for a Hindi checkout)
  const inLanguage = (pagePath: string) => pathIn(order.language, pagePath);
  const path = accessKey ? inLanguage(orderPagePath(order.id, accessKey)) : "/userdashboard";
  const input = {
    ...orderMailInput(order, items, path),
    confirm:
      accessKey && confirm
        ? { path: inLanguage(confirmPagePath(order.id, accessKey, confirm.token)), withinHours: confirm.withinHours }
        : null,
  };
  await queueMail(ctx, tx, order.email, (brand) => orderConfirmationMail(brand, input), order.language);
  await queueMail(ctx, tx, shopOwnerAddress(ctx), (brand) => newOrderMail(brand, { ...input, email: order.email }));
}
