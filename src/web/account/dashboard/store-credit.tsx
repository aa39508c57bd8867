// My Account's store credit: the balance refunds put there (GET /api/me/store-credit), read by the
// browser after load like the other personal bits; spent at checkout.
import { useEffect, useState } from "react";
import { formatRupeesExact, fromRupees } from "../../../core/money.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { callApi } from "../../shared/api.ts";

export function StoreCreditFact() {
  const { t, money, language } = useI18n();
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    callApi<{ balance: number }>("GET", "/api/me/store-credit")
      .then((answer) => setBalance(answer.balance))
      .catch(() => setBalance(null));
  }, []);
  if (balance === null) return null;
  return (
    <div>
      <dt>{t("Store credit")}</dt>
      <dd>{language === "en" ? formatRupeesExact(fromRupees(balance)) : money(fromRupees(balance))}</dd>
    </div>
  );
}
