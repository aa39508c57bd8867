// "Notify me" under a sold-out variant (issue 25 point 3): an e-mail field, prefilled with a
// signed-in member's address, read from GET /api/auth/me only here and only for a member (the page
// and the visitor's summary carry nothing personal, decision 0022), sent to POST /api/back-in-stock. The answer is the same whether or not the address
// was already waiting; the shopper then confirms from the mail (double opt-in). The request's schema
// (and zod with it, ~30 KB gzipped) loads when the shopper first reaches the form, not with the
// page: most product pages never show the form, and the page's first-load JS has a budget (issue 23).
import { useEffect, useId, useState } from "react";
import { cartMessages } from "../../../core/cart.ts";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field } from "../../shared/field.tsx";
import { useVisitor } from "../../visitor.tsx";
import { Button } from "../button.tsx";
import "./notify-me.css";
import { English, useI18n } from "../../i18n/i18n.tsx";

/** The shared schema and words of the request, fetched once and only when wanted. */
const loadBackInStock = () => import("../../../core/schemas/back-in-stock.ts");

/**
 * `held`: the piece is in another shopper's bag while they pay (a one-of-a-kind hold); it comes back
 * only if they do not buy it, and the alert is sent then.
 */
export function NotifyMe({
  variantId,
  variantName,
  held = false,
}: {
  variantId: string;
  variantName: string;
  held?: boolean;
}) {
  const { t } = useI18n();
  const visitor = useVisitor();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const memberId = visitor.user?.id;
  // the variant's name is product data (English on a Hindi page) wherever the language puts it
  const intro = (
    held
      ? t("{variant} is in someone’s bag. Leave your e-mail and we will write once if it comes back.", {
          variant: "\u0000",
        })
      : t("{variant} is sold out. Leave your e-mail and we will write once when it is back.", { variant: "\u0000" })
  ).split("\u0000");

  // a member's address, unless the shopper has typed one already
  useEffect(() => {
    if (!memberId) return;
    let current = true;
    callApi<{ email: string }>("GET", "/api/auth/me").then(
      (member) => {
        if (current) setEmail((typed) => typed || member.email);
      },
      () => {}, // the field stays empty to type into
    );
    return () => {
      current = false;
    };
  }, [memberId]);

  // another variant: a new question
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the variant changes
  useEffect(() => {
    setDone(undefined);
    setError(undefined);
  }, [variantId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { backInStockMessages, backInStockRequestSchema } = await loadBackInStock();
      const parsed = backInStockRequestSchema.safeParse({ variantId, email });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? backInStockMessages.variantRequired);
        return;
      }
      const answer = await callApi<{ message: string }>("POST", "/api/back-in-stock", parsed.data);
      setDone(answer.message);
    } catch (failure) {
      // no answer, or the schema's script could not be fetched: the shop could not be reached
      setError(failure instanceof ApiError ? failure.message : cartMessages.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="notify-me" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="notify-me__title">
        {held ? t("Notify me if it comes back") : t("Notify me when it is back")}
      </h2>
      {done ? (
        <p role="status" className="form-notice">
          {t(done)}
        </p>
      ) : (
        <form
          className="notify-me__form"
          onSubmit={(event) => void submit(event)}
          onFocus={() => void loadBackInStock()}
          onPointerEnter={() => void loadBackInStock()}
          noValidate
        >
          <p className="notify-me__intro">
            {intro[0]}
            <English>{variantName}</English>
            {intro[1]}
          </p>
          <Field
            label={t("E-mail")}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" variant="secondary" busy={busy} busyText={t("Sending...")}>
            {t("Notify me")}
          </Button>
        </form>
      )}
    </section>
  );
}
