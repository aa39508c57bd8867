// The sandbox provider's payment page (no Razorpay keys, never in production): a panel where the
// shopper pays, makes the payment fail, or closes it, as they would in Razorpay's checkout. Its
// answers are signed by the server exactly as Razorpay signs them.
import { useState } from "react";
import { formatRupees } from "../../core/money.ts";
import { Button } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { Icon } from "../components/icon.tsx";
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
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const choose = (outcome: "success" | "failure") => {
    if (busy) return;
    setBusy(outcome);
    onOutcome(outcome);
  };
  return (
    <Drawer open title="Complete your payment" onClose={() => !busy && onOutcome("closed")} className="sandbox-payment">
      <div className="sandbox-payment__body">
        <p className="sandbox-payment__merchant">
          <Icon name="sparkle" size={20} /> {shopName} · Payment for your order
        </p>
        <p className="sandbox-payment__amount">{formatRupees(order.amount)}</p>
        <p className="sandbox-payment__note">
          Test mode: this shop has no payment provider configured, so no money moves. Choose what the bank answers.
        </p>
        <div className="sandbox-payment__buttons">
          <Button
            fullWidth
            busy={busy === "success"}
            busyText="Processing..."
            disabled={busy !== null}
            onClick={() => choose("success")}
          >
            Pay {formatRupees(order.amount)}
          </Button>
          <Button
            fullWidth
            variant="secondary"
            busy={busy === "failure"}
            busyText="Processing..."
            disabled={busy !== null}
            onClick={() => choose("failure")}
          >
            Make the payment fail
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
