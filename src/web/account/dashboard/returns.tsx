// My Account → an order's returns: each return with its state and timeline, and for a delivered order
// inside the window, "Return or exchange" per line: how many, why, a note, unboxing photos or videos,
// and where the money goes; where the shop offers exchanges, another variant of the same product
// instead (in stock, with its price; decision 0034). Sent as multipart to POST /api/userorder/{orderId}/returns with an
// Idempotency-Key, so a double click makes one return.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { fromRupees } from "../../../core/money.ts";
import {
  type RefundDestination,
  type ReturnReason,
  type ReturnView,
  refundDestinationNames,
  returnMessages,
  returnReasonNames,
  returnReasons,
} from "../../../core/schemas/returns.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { Field, FormError, TextAreaField } from "../../shared/field.tsx";
import { ReturnStatusBadge, ReturnSummary } from "../../shared/return-summary.tsx";
import { dayIn } from "./when.ts";

export interface OrderReturnsData {
  open: boolean;
  windowDays: number;
  windowEnds: string | null;
  proofRequired: boolean;
  exchangeAllowed?: boolean;
  refundTo: RefundDestination[];
  lines: {
    orderItemId: string;
    name: string;
    variantname: string;
    /** What one unit cost (rupees). */
    unitPrice?: number;
    returnable: boolean;
    unitsLeft: number;
    /** Other variants of the product an exchange may choose (empty: exchanges off). */
    exchangeFor?: { variantId: string; variantname: string; price: number; inStock: boolean }[];
  }[];
  returns: ReturnView[];
}

export function OrderReturns({ orderId, data }: { orderId: string; data: OrderReturnsData }) {
  const { t, language } = useI18n();
  const [asking, setAsking] = useState<string | null>(null);
  const canAsk = data.open && data.lines.some((line) => line.returnable && line.unitsLeft > 0);
  if (data.returns.length === 0 && !canAsk) return null;
  return (
    <section className="dashboard-card return-section" aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="dashboard-card__title">
        {t("Returns")}
      </h2>
      {data.open && data.windowEnds && (
        <p className="dashboard-muted">
          {t("You can ask for a return until {date} ({days} days after delivery).", {
            date: dayIn(language, data.windowEnds),
            days: data.windowDays,
          })}
        </p>
      )}
      {data.returns.map((entry) => (
        <article key={entry._id} className="return-entry">
          <h3 className="thank-you__label">
            {t("Return {number}", { number: entry.number })} <ReturnStatusBadge status={entry.status} />
          </h3>
          <ReturnSummary entry={entry} />
        </article>
      ))}
      {canAsk && (
        <ul className="plain-list dashboard-stack">
          {data.lines.map((line) => (
            <li key={line.orderItemId}>
              <p>
                <span lang={language === "en" ? undefined : "en"}>
                  {line.name} ({line.variantname})
                </span>{" "}
                {!line.returnable && <span className="dashboard-muted">· {t("cannot be returned")}</span>}
                {line.returnable && line.unitsLeft === 0 && (
                  <span className="dashboard-muted">· {t("already being returned")}</span>
                )}
              </p>
              {line.returnable && line.unitsLeft > 0 && asking !== line.orderItemId && (
                <Button size="sm" variant="secondary" onClick={() => setAsking(line.orderItemId)}>
                  {t("Return or exchange")}
                  <span className="visually-hidden" lang={language === "en" ? undefined : "en"}>
                    {" "}
                    {line.name}
                  </span>
                </Button>
              )}
              {asking === line.orderItemId && (
                <ReturnForm orderId={orderId} line={line} data={data} onDone={() => setAsking(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReturnForm({
  orderId,
  line,
  data,
  onDone,
}: {
  orderId: string;
  line: OrderReturnsData["lines"][number];
  data: OrderReturnsData;
  onDone: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { t, money, language } = useI18n();
  const [quantity, setQuantity] = useState("1");
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [refundTo, setRefundTo] = useState<RefundDestination>(data.refundTo[0] ?? "store_credit");
  const [upiId, setUpiId] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const [exchangeFor, setExchangeFor] = useState("");
  const [wants, setWants] = useState<"refund" | "exchange">("refund");
  const id = line.orderItemId;
  const choices = data.exchangeAllowed ? (line.exchangeFor ?? []) : [];
  const exchanging = wants === "exchange";
  const chosen = choices.find((choice) => choice.variantId === exchangeFor);
  // a variant costing the same or more gives nothing back: no question of where the difference goes
  const asksWhere = !exchanging || !chosen || line.unitPrice === undefined || chosen.price < line.unitPrice;
  const sendTo: RefundDestination = asksWhere
    ? refundTo
    : data.refundTo.includes("store_credit")
      ? "store_credit"
      : (data.refundTo.find((value) => value !== "upi") ?? refundTo);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: returnMessages.reason });
      return;
    }
    if (exchanging && !exchangeFor) {
      setErrors({ exchangeVariantId: returnMessages.exchangeVariant });
      return;
    }
    const body = new FormData();
    body.set(
      "lines",
      JSON.stringify([
        {
          orderItemId: id,
          quantity: Number(quantity),
          reason,
          ...(exchanging ? { exchangeVariantId: exchangeFor } : {}),
        },
      ]),
    );
    if (note.trim()) body.set("note", note.trim());
    body.set("refundTo", sendTo);
    if (sendTo === "upi") body.set("upiId", upiId.trim());
    for (const file of files) body.append("files", file, file.name);
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(`/api/userorder/${orderId}/returns`, {
        method: "POST",
        body,
        headers: { accept: "application/json", "idempotency-key": key },
      });
      const answer = (await response.json().catch(() => null)) as {
        message?: string;
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (!response.ok) {
        const fields: Record<string, string> = {};
        for (const [path, message] of Object.entries(answer?.error?.fields ?? {})) {
          const field = path.endsWith("quantity")
            ? "quantity"
            : path.endsWith("exchangeVariantId")
              ? "exchangeVariantId"
              : path.startsWith("lines")
                ? "reason"
                : path;
          fields[field] = message;
        }
        setErrors(fields);
        setError(answer?.error?.message ?? "The return could not be sent.");
        return;
      }
      toast(t(answer?.message ?? returnMessages.requested), { tone: "success" });
      onDone();
      await revalidator.revalidate();
    } catch {
      setError("The return could not be sent. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="dashboard-form" onSubmit={(event) => void send(event)} noValidate>
      <label className="admin-filters__field">
        <span>{t("How many")}</span>
        <select
          className="field__input"
          name={`quantity-${id}`}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        >
          {Array.from({ length: line.unitsLeft }, (_, index) => String(index + 1)).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-filters__field">
        <span>{t("Why")}</span>
        <select
          className="field__input"
          name={`reason-${id}`}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
        >
          <option value="">{t("Choose a reason")}</option>
          {returnReasons.map((value) => (
            <option key={value} value={value}>
              {t(returnReasonNames[value])}
            </option>
          ))}
        </select>
        {errors.reason && <span className="field__error">{t(errors.reason)}</span>}
      </label>
      <TextAreaField
        label={t("Note (optional)")}
        name={`note-${id}`}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      <label className="admin-filters__field">
        <span>
          {data.proofRequired ? t("Unboxing photo or video (required)") : t("Photos or video of the item (optional)")}
        </span>
        <input
          type="file"
          name={`files-${id}`}
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm"
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
        {errors.files && <span className="field__error">{t(errors.files)}</span>}
      </label>
      {choices.length > 0 && (
        <fieldset className="return-form__refund">
          <legend>{t("Return or exchange?")}</legend>
          <label className="dashboard-check">
            <input
              type="radio"
              name={`wants-${id}`}
              value="refund"
              checked={!exchanging}
              onChange={() => setWants("refund")}
            />
            {t("Return it for a refund")}
          </label>
          <label className="dashboard-check">
            <input
              type="radio"
              name={`wants-${id}`}
              value="exchange"
              checked={exchanging}
              onChange={() => setWants("exchange")}
            />
            {t("Exchange it for another variant")}
          </label>
        </fieldset>
      )}
      {exchanging && (
        <fieldset className="return-form__refund" aria-describedby={`exchange-hint-${id}`}>
          <legend>{t("Exchange for")}</legend>
          {choices.map((choice) => (
            <label key={choice.variantId} className="dashboard-check">
              <input
                type="radio"
                name={`exchangeVariantId-${id}`}
                value={choice.variantId}
                disabled={!choice.inStock}
                checked={exchangeFor === choice.variantId}
                onChange={() => setExchangeFor(choice.variantId)}
              />
              <span lang={language === "en" ? undefined : "en"}>{choice.variantname}</span> ·{" "}
              {money(fromRupees(choice.price))}
              {!choice.inStock && ` · ${t("out of stock")}`}
            </label>
          ))}
          <p id={`exchange-hint-${id}`} className="dashboard-muted">
            {t(
              "We place your replacement order when the item reaches us. If it costs more, you pay the difference through a payment link; if less, the difference comes back to you.",
            )}
          </p>
          {errors.exchangeVariantId && <span className="field__error">{t(errors.exchangeVariantId)}</span>}
        </fieldset>
      )}
      {asksWhere && (
        <fieldset className="return-form__refund">
          <legend>
            {exchanging
              ? t("If the new one costs less, where should the difference go?")
              : t("Where should the money go?")}
          </legend>
          {data.refundTo.map((value) => (
            <label key={value} className="dashboard-check">
              <input
                type="radio"
                name={`refundTo-${id}`}
                value={value}
                checked={refundTo === value}
                onChange={() => setRefundTo(value)}
              />
              {t(refundDestinationNames[value])}
            </label>
          ))}
        </fieldset>
      )}
      {sendTo === "upi" && (
        <Field
          label={t("UPI id")}
          name={`upiId-${id}`}
          value={upiId}
          onChange={(e) => setUpiId(e.target.value)}
          error={errors.upiId}
          hint={t("Such as {example}", { example: "name@okbank" })}
        />
      )}
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={busy} busyText={t("Sending...")}>
          {exchanging ? t("Ask for the exchange") : t("Ask for the return")}
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={onDone}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
