// The checkout's store credit for a member who has some: "Use store credit (₹X available)"; ticked,
// the credit pays its part (core/pricing.ts storeCreditApplied: all of a Pay on Delivery order, all
// but ₹1 online) and the summary shows what is left to pay. The balance is read by the browser.
import { useEffect, useState } from "react";
import { formatRupees, formatRupeesExact, fromRupees, type Paise } from "../../core/money.ts";
import { storeCreditApplied } from "../../core/pricing-credit.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { callApi } from "../shared/api.ts";

/** The member's balance in paise (0 for a guest or while it loads) and whether they chose to use it. */
export function useStoreCredit(member: boolean) {
  const [balance, setBalance] = useState<Paise>(0);
  const [use, setUse] = useState(false);
  useEffect(() => {
    if (!member) return;
    callApi<{ balance: number }>("GET", "/api/me/store-credit")
      .then((answer) => setBalance(fromRupees(answer.balance)))
      .catch(() => setBalance(0));
  }, [member]);
  return { balance, use: use && balance > 0, setUse };
}

export function StoreCreditChoice(props: {
  balance: Paise;
  use: boolean;
  onUse: (use: boolean) => void;
  total: Paise;
  disabled?: boolean;
}) {
  const { t, language } = useI18n();
  if (props.balance <= 0) return null;
  const online = storeCreditApplied(props.total, props.balance, true);
  return (
    <div className="checkout-credit">
      <label className="dashboard-check">
        <input
          type="checkbox"
          name="useStoreCredit"
          checked={props.use}
          disabled={props.disabled}
          onChange={(event) => props.onUse(event.target.checked)}
        />
        {t("Use store credit ({amount} available)", { amount: formatRupees(props.balance, language) })}
      </label>
      {props.use ? (
        <p className="cart-footer__note" role="status">
          {t("Store credit pays {online} online, you pay {rest}; on delivery it pays {onDelivery}.", {
            online: formatRupeesExact(online),
            rest: formatRupeesExact(props.total - online),
            onDelivery: formatRupeesExact(storeCreditApplied(props.total, props.balance, false)),
          })}
        </p>
      ) : null}
    </div>
  );
}
