// Payment links: a payment asked for after the order was placed (an exchange's dearer replacement,
// decision 0034). Apart from payments/service.ts, which settles them, so that the returns module can
// open one without importing the refunds that the payment service calls.
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import { attachProviderOrder } from "../orders/service.ts";
import { providerOrFail } from "./provider.ts";

/**
 * A payment link for what an order still owes (an exchange's replacement, decision 0034), tied to the
 * order as its provider order, so the link's `payment_link.paid` webhook settles the order through
 * settlePayment like any payment. 502 when the provider refuses, 503 when online payment is off.
 */
export async function openPaymentLink(
  ctx: AppContext,
  order: { id: string; firstName: string; lastName: string; email: string; phone: string },
  input: { amount: number; referenceId: string; description: string },
): Promise<{ id: string; shortUrl: string }> {
  const provider = providerOrFail(ctx);
  let link: Awaited<ReturnType<typeof provider.createPaymentLink>>;
  try {
    link = await provider.createPaymentLink({
      amount: input.amount,
      referenceId: input.referenceId,
      description: input.description,
      customer: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email, contact: order.phone },
      notes: { orderId: order.id },
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, "the payment provider refused a payment link");
    throw new HttpError(502, "payment_provider", "The payment provider could not make the payment link. Try again.");
  }
  await attachProviderOrder(ctx, order.id, provider.name, link.id);
  return { id: link.id, shortUrl: link.shortUrl };
}
