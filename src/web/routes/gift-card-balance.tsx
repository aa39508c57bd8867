// /gift-cards/balance: the holder types the code and reads the card: its balance, value, validity and
// message, printable as the card itself (decision 0062). Each try counts against the address like a
// coupon code (POST /api/gift-cards/check answers 429 past the limit).
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { giftCardMessages, normalizeGiftCardCode } from "../../core/gift-cards.ts";
import { dayIn } from "../account/dashboard/when.ts";
import { Button } from "../components/button.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field } from "../shared/field.tsx";
import "../styles/gift-cards.css";
import type { Route } from "./+types/gift-card-balance";
import { GiftCardArt } from "./gift-cards.tsx";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [
    { title: `${t("Gift card balance")} · Sattva` },
    { name: "description", content: t("Check the balance of your Sattva gift card, or print it.") },
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
  const { t, to, money, language } = useI18n();
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
        <p className="eyebrow">{t("Gift cards")}</p>
        <h1>{t("Check your gift card")}</h1>
        <p>
          {t("Type the 16-character code from your gift card e-mail to see what is left on it, or to print the card.")}
        </p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Field
            label={t("Gift card code")}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            error={error}
            disabled={busy}
          />
          <Button type="submit" busy={busy} busyText={t("Checking...")}>
            {t("Check balance")}
          </Button>
        </form>
      </div>
      {card && (
        <section className="gift-card-balance__card" aria-labelledby="gift-card-balance-heading">
          <h2 id="gift-card-balance-heading" className="visually-hidden">
            {t("Your gift card")}
          </h2>
          <GiftCardArt amount={card.amount} code={card.code} />
          <dl className="gift-card-balance__figures">
            <div>
              <dt>{t("Balance")}</dt>
              <dd>{money(card.balance)}</dd>
            </div>
            <div>
              <dt>{t("Value")}</dt>
              <dd>{money(card.amount)}</dd>
            </div>
            {card.expiresAt && (
              <div>
                <dt>{t("Valid until")}</dt>
                <dd>{dayIn(language, card.expiresAt)}</dd>
              </div>
            )}
            <div>
              <dt>{t("Status")}</dt>
              <dd>{t(card.status)}</dd>
            </div>
          </dl>
          {language === "en" ? (
            <p className="gift-card-balance__to">
              For {card.recipientName}
              {card.fromName ? `, from ${card.fromName}` : ""}
            </p>
          ) : (
            <p className="gift-card-balance__to">
              {rich(t("For {name}"), { name: <span lang="en">{card.recipientName}</span> })}
              {card.fromName ? <>, {rich(t("from {name}"), { name: <span lang="en">{card.fromName}</span> })}</> : ""}
            </p>
          )}
          {card.message && (
            <blockquote className="gift-card-balance__message" lang={language === "en" ? undefined : "en"}>
              {card.message}
            </blockquote>
          )}
          <div className="gift-card-balance__actions">
            {card.usable && <Link to={to("/shop")}>{t("Spend it now")}</Link>}
            <Button variant="secondary" onClick={() => window.print()}>
              {t("Print the card")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
