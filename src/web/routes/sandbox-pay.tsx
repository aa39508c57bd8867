// /sandbox-pay/:linkId: the sandbox's payment link page (no Razorpay keys, never in production), where a
// Razorpay payment link (an exchange's dearer difference, decision 0034; a gift card, decision 0062)
// would open Razorpay's hosted page. The shopper pays: an exchange's payment is settled as Razorpay's
// payment_link.paid webhook settles it; a gift card's buyer is sent back as Razorpay's callback would.
import { useState } from "react";
import { data, useNavigate } from "react-router";
import { formatRupees } from "../../core/money.ts";
import { Button, ButtonLink } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/sandbox-pay";
import "../styles/content.css";
import "../styles/checkout.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Complete your payment · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const [link, site] = await Promise.all([
    context.services.payments.sandboxLink(params.linkId).catch(() => null),
    context.services.settings.site(),
  ]);
  if (!link) return data({ link: null, shopName: site.shopName }, { status: 404 });
  return { link, shopName: site.shopName };
}

export default function SandboxPay({ loaderData }: Route.ComponentProps) {
  const { link, shopName } = loaderData;
  const [state, setState] = useState<"open" | "busy" | "paid" | "failed">(link?.status === "paid" ? "paid" : "open");
  const navigate = useNavigate();
  if (!link) {
    return (
      <div className="page-width section narrow-page">
        <p className="eyebrow">Payment</p>
        <h1>This link does not work</h1>
        <p className="form-error">There is no payment to make here.</p>
        <ButtonLink to="/userdashboard?tab=orderHistory">My orders</ButtonLink>
      </div>
    );
  }
  async function pay() {
    if (!link || state === "busy") return;
    setState("busy");
    try {
      if (link.giftCard) {
        // Razorpay's callback: the buyer's signed return settles the card
        const paid = await callApi<{ returnTo: string }>(
          "POST",
          `/api/payment/sandbox/gift-cards/${encodeURIComponent(link.id)}/pay`,
        );
        await navigate(paid.returnTo, { replace: true });
        return;
      }
      await callApi("POST", `/api/payment/sandbox/payment-links/${encodeURIComponent(link.id)}/pay`);
      setState("paid");
    } catch {
      setState("failed");
    }
  }
  return (
    <div className="page-width section narrow-page sandbox-payment__body">
      <p className="eyebrow">Payment</p>
      <h1>Complete your payment</h1>
      <p className="sandbox-payment__merchant">
        <Icon name="sparkle" size={20} /> {shopName} ·{" "}
        {link.giftCard ? "Your gift card" : "The difference for your replacement order"}
      </p>
      <p className="sandbox-payment__amount">{formatRupees(link.amount)}</p>
      {state === "paid" ? (
        <>
          <p className="form-notice" role="status">
            {link.giftCard
              ? "Paid. Your gift card is on its way to its recipient."
              : "Paid. We will pack your replacement order and e-mail you when it ships."}
          </p>
          <ButtonLink to={link.giftCard ? "/shop" : "/userdashboard?tab=orderHistory"}>
            {link.giftCard ? "Continue shopping" : "My orders"}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="sandbox-payment__note">
            Test mode: this shop has no payment provider configured, so no money moves.
          </p>
          {state === "failed" && (
            <p className="form-error" role="alert">
              The payment did not go through. Try again.
            </p>
          )}
          <div className="sandbox-payment__buttons">
            <Button fullWidth busy={state === "busy"} busyText="Processing..." onClick={() => void pay()}>
              Pay {formatRupees(link.amount)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
