// The sandbox provider's payment page (no Razorpay keys, never in production): a panel where the
// shopper pays, makes the payment fail, or closes it, as they would in Razorpay's checkout. Its
// answers are signed by the server exactly as Razorpay signs them.
import { useState } from "react";
import { Button } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { Icon } from "../components/icon.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import type { OnlineOrder } from "./payment.ts";

export function SandboxPayment({
  order,
  shopName,
  onOutcome,
}: {
  order: OnlineOrder;
  shopName: string;
  onOutcome: (outcome: "success" | "failure" | "closed") => void;
}) {
  const { t, money } = useI18n();
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const choose = (outcome: "success" | "failure") => {
    if (busy) return;
    setBusy(outcome);
    onOutcome(outcome);
  };
  return (
    <Drawer
      open
      title={t("Complete your payment")}
      onClose={() => !busy && onOutcome("closed")}
      className="sandbox-payment"
    >
      <div className="sandbox-payment__body">
        <p className="sandbox-payment__merchant">
          <Icon name="sparkle" size={20} /> {shopName} · {t("Payment for your order")}
        </p>
        <p className="sandbox-payment__amount">{money(order.amount)}</p>
        <p className="sandbox-payment__note">
          {t(
            "Test mode: this shop has no payment provider configured, so no money moves. Choose what the bank answers.",
          )}
        </p>
        <div className="sandbox-payment__buttons">
          <Button
            fullWidth
            busy={busy === "success"}
            busyText={t("Processing...")}
            disabled={busy !== null}
            onClick={() => choose("success")}
          >
            {t("Pay {amount}", { amount: money(order.amount) })}
          </Button>
          <Button
            fullWidth
            variant="secondary"
            busy={busy === "failure"}
            busyText={t("Processing...")}
            disabled={busy !== null}
            onClick={() => choose("failure")}
          >
            {t("Make the payment fail")}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
