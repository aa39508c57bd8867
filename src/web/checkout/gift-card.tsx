// The checkout's gift card (decision 0062): "Gift card code" with Apply, for guests and members alike.
// Applied, the card's balance is shown with its last four and what it pays: all of the order when it
// reaches (no online payment then), else its whole balance with the rest paid online or on delivery
// (core/pricing.ts giftCardApplied). The server checks the card again, in the order's transaction.
import { useId, useState } from "react";
import { giftCardMessages, maskGiftCardCode, normalizeGiftCardCode } from "../../core/gift-cards.ts";
import { formatRupeesExact, type Paise } from "../../core/money.ts";
import { giftCardApplied } from "../../core/pricing-credit.ts";
import { Button } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi } from "../shared/api.ts";

export interface AppliedGiftCard {
  code: string;
  last4: string;
  balance: Paise;
}

/** The applied card, and the code to send with the order. */
export function useGiftCard() {
  const [card, setCard] = useState<AppliedGiftCard | null>(null);
  async function apply(typed: string): Promise<string | null> {
    const code = normalizeGiftCardCode(typed);
    if (!code) return giftCardMessages.notFound;
    try {
      const answer = await callApi<{ giftCard: { last4: string; balance: number; usable: boolean; status: string } }>(
        "POST",
        "/api/gift-cards/check",
        { code },
      );
      if (!answer.giftCard.usable) return answer.giftCard.status;
      setCard({ code, last4: answer.giftCard.last4, balance: answer.giftCard.balance });
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.message : giftCardMessages.notFound;
    }
  }
  return { card, apply, remove: () => setCard(null) };
}

export function GiftCardBox(props: {
  applied: AppliedGiftCard | null;
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  /** What is left to pay before the card (the total less store credit), paise. */
  rest: Paise;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { applied } = props;

  async function apply() {
    if (!code.trim()) {
      setMessage(giftCardMessages.notFound);
      return;
    }
    setChecking(true);
    setMessage(await props.onApply(code));
    setChecking(false);
  }

  const online = applied ? giftCardApplied(props.rest, applied.balance, true) : 0;
  return (
    <div className="gift-card-code">
      <label htmlFor={id} className="gift-card-code__label">
        {t("Gift card code")}
      </label>
      <div className="gift-card-code__row">
        <input
          id={id}
          className="field__input gift-card-code__input"
          value={applied ? maskGiftCardCode(applied.last4) : code}
          readOnly={applied !== null}
          disabled={props.disabled}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-describedby={`${id}-note`}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        {applied ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={props.disabled}
            onClick={() => {
              props.onRemove();
              setCode("");
              setMessage(null);
            }}
          >
            {t("Remove")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={props.disabled}
            busy={checking}
            busyText={t("Checking...")}
            onClick={() => void apply()}
          >
            {t("Use card")}
          </Button>
        )}
      </div>
      <p
        id={`${id}-note`}
        className={message && !applied ? "gift-card-code__note gift-card-code__note--error" : "gift-card-code__note"}
        role="status"
      >
        {applied
          ? online >= props.rest
            ? t("Gift card {card} pays all {amount}; {left} stays on it.", {
                card: maskGiftCardCode(applied.last4),
                amount: formatRupeesExact(online),
                left: formatRupeesExact(applied.balance - online),
              })
            : t("Gift card {card} pays {amount}; you pay {rest}.", {
                card: maskGiftCardCode(applied.last4),
                amount: formatRupeesExact(online),
                rest: formatRupeesExact(props.rest - online),
              })
          : t(message ?? "")}
      </p>
    </div>
  );
}
