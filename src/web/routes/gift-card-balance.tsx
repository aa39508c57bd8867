// /gift-cards/balance: the holder types the code and reads the card: its balance, value, validity and
// message, printable as the card itself (decision 0062). Each try counts against the address like a
// coupon code (POST /api/gift-cards/check answers 429 past the limit).
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../core/dates.ts";
import { giftCardMessages, normalizeGiftCardCode } from "../../core/gift-cards.ts";
import { formatRupees } from "../../core/money.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field } from "../shared/field.tsx";
import "../styles/gift-cards.css";
import { GiftCardArt } from "./gift-cards.tsx";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [
    { title: "Gift card balance · Sattva" },
    { name: "description", content: "Check the balance of your Sattva gift card, or print it." },
  ];
}

interface CheckedCard {
  code: string;
  amount: number;
  balance: number;
  expiresAt: string | null;
  recipientName: string;
  fromName: string | null;
  message: string | null;
  usable: boolean;
  status: string;
}

export default function GiftCardBalance() {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<CheckedCard | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    if (!normalizeGiftCardCode(code)) {
      setError(giftCardMessages.notFound);
      return;
    }
    setBusy(true);
    setError(undefined);
    setCard(null);
    try {
      setCard((await callApi<{ giftCard: CheckedCard }>("POST", "/api/gift-cards/check", { code })).giftCard);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : giftCardMessages.notFound);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width section narrow-page gift-card-balance">
      <div className="gift-card-balance__form">
        <p className="eyebrow">Gift cards</p>
        <h1>Check your gift card</h1>
        <p>Type the 16-character code from your gift card e-mail to see what is left on it, or to print the card.</p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Field
            label="Gift card code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            error={error}
            disabled={busy}
          />
          <Button type="submit" busy={busy} busyText="Checking...">
            Check balance
          </Button>
        </form>
      </div>
      {card && (
        <section className="gift-card-balance__card" aria-labelledby="gift-card-balance-heading">
          <h2 id="gift-card-balance-heading" className="visually-hidden">
            Your gift card
          </h2>
          <GiftCardArt amount={card.amount} code={card.code} />
          <dl className="gift-card-balance__figures">
            <div>
              <dt>Balance</dt>
              <dd>{formatRupees(card.balance)}</dd>
            </div>
            <div>
              <dt>Value</dt>
              <dd>{formatRupees(card.amount)}</dd>
            </div>
            {card.expiresAt && (
              <div>
                <dt>Valid until</dt>
                <dd>{formatDate(card.expiresAt)}</dd>
              </div>
            )}
            <div>
              <dt>Status</dt>
              <dd>{card.status}</dd>
            </div>
          </dl>
          <p className="gift-card-balance__to">
            For {card.recipientName}
            {card.fromName ? `, from ${card.fromName}` : ""}
          </p>
          {card.message && <blockquote className="gift-card-balance__message">{card.message}</blockquote>}
          <div className="gift-card-balance__actions">
            {card.usable && <Link to="/shop">Spend it now</Link>}
            <Button variant="secondary" onClick={() => window.print()}>
              Print the card
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
