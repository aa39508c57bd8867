// Gift cards (issue 34 points 3-4, decision 0062): bought through a payment link, sent on the buyer's
// day with a code made then, spent at checkout through the store-credit ledger, given back on refunds,
// issued and disabled by the admin. A card's balance moves only through refunds/store-credit.ts
// (creditGiftCard / debitGiftCard), each move a ledger entry in the same transaction.
//
//   buy ──▶ pending_payment ──(payment link paid: callback, webhook or sandbox, once)──▶ scheduled
//        ──(its day, in India: at once or by the job)──▶ active (code made and mailed, value credited)
//   the admin: a goodwill card is active at once; any card may be disabled (and enabled again)
import { dateKeyOf, formatDate, formatDateKey, formatLongDate } from "../../../core/dates.ts";
import {
  formatGiftCardCode,
  type GiftCardStatus,
  giftCardExpiry,
  giftCardMessages,
  giftCardStatusNames,
  maskGiftCardCode,
} from "../../../core/gift-cards.ts";
import { type Language, pathIn } from "../../../core/i18n.ts";
import { formatRupees, fromRupees, type Paise, toRupees } from "../../../core/money.ts";
import { giftCardApplied } from "../../../core/pricing-credit.ts";
import type { BuyGiftCardInput } from "../../../core/schemas/gift-cards.ts";
import type { GiftCardSettings } from "../../../core/schemas/settings-gift-cards.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { memberLanguage } from "../accounts/service.ts";
import { queueMailOnce, sendQueuedMail } from "../mail/service.ts";
import { recordMoney } from "../money/ledger.ts";
import {
  isSandbox,
  type PaymentLinkReturn,
  type PaymentProvider,
  paymentProvider,
  providerOrFail,
} from "../payments/provider.ts";
import { creditGiftCard, debitGiftCard, giftCardEntriesOf } from "../refunds/store-credit.ts";
import { readSettings, readSettingsIn } from "../settings/service.ts";
import { hashGiftCardCode, mintGiftCardCode } from "./codes.ts";
import { giftCardBuyerMail, giftCardPaidMail, giftCardRecipientMail } from "./mail.ts";
import {
  dueGiftCards,
  forgetGiftCardPerson,
  forgetUnpaidGiftCards,
  type GiftCardRow,
  giftCardByHash,
  giftCardById,
  giftCardByLink,
  giftCardsOfPerson,
  insertGiftCard,
  listGiftCards,
  lockGiftCard,
  lockGiftCardByLink,
  outstandingBalance,
  updateGiftCard,
} from "./queries.ts";

/** The gift card's page: where a paid link's shopper comes back to (Razorpay's callback_url). */
export const giftCardReturnPath = "/gift-cards/paid";

/** Where a card's buyer comes back to: the page in the card's language (/hi/gift-cards/paid for Hindi). */
const returnPathOf = (card: Pick<GiftCardRow, "language">) => pathIn(card.language, giftCardReturnPath);

/** A day of the card in its mail's language: "12 Nov 2027", or "12 नवंबर 2027" in a Hindi mail. */
function dayIn(language: Language, value: Date | string): string {
  return language === "hi"
    ? formatLongDate(value, "hi")
    : typeof value === "string"
      ? formatDateKey(value)
      : formatDate(value);
}

/** What the gift card page offers: the amounts and limits (rupees), how long a card works, today in India. */
export async function giftCardOptions(ctx: AppContext) {
  const { giftCards } = await readSettings(ctx);
  return {
    amounts: giftCards.amounts.filter((amount) => amount >= giftCards.min && amount <= giftCards.max),
    min: giftCards.min,
    max: giftCards.max,
    validityMonths: giftCards.validityMonths,
    today: dateKeyOf(new Date()),
    online: paymentProvider(ctx) !== null,
  };
}

/** Why an amount (paise) cannot be bought, or null: one of the offered amounts, or within the limits. */
function amountRefusal(amount: Paise, settings: GiftCardSettings): string | null {
  if (amount >= fromRupees(settings.min) && amount <= fromRupees(settings.max)) return null;
  return giftCardMessages.amount(formatRupees(fromRupees(settings.min)), formatRupees(fromRupees(settings.max)));
}

function addDays(dateKey: string, days: number): string {
  const at = new Date(`${dateKey}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Buys a card: written awaiting its payment, then a payment link for its amount (Razorpay's hosted page,
 * or the sandbox's). Answers where the buyer pays. 502 when the provider refuses (the card is kept
 * unpaid and never sent), 503 when online payment is off.
 */
export async function buyGiftCard(ctx: AppContext, user: SessionUser | undefined, input: BuyGiftCardInput) {
  const { giftCards: settings } = await readSettings(ctx);
  const amount = fromRupees(input.amount);
  const refusal = amountRefusal(amount, settings);
  if (refusal) throw new Invalid(refusal, { amount: refusal });
  const today = dateKeyOf(new Date());
  const sendOn = input.sendOn;
  if (Number.isNaN(Date.parse(`${sendOn}T00:00:00Z`)) || sendOn < today || sendOn > addDays(today, 365)) {
    throw new Invalid(giftCardMessages.sendOn, { sendOn: giftCardMessages.sendOn });
  }
  const provider = providerOrFail(ctx);
  const card = await insertGiftCard(ctx.db, {
    status: "pending_payment",
    source: "purchase",
    amount,
    buyerUserId: user?.id ?? null,
    buyerName: input.buyerName,
    buyerEmail: input.buyerEmail,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    message: input.message,
    sendOn,
    provider: provider.name,
    language: input.language,
  });
  // Razorpay sends the buyer back here: the shop's public address, else where it listens (development)
  const returnBase = ctx.config.publicUrl ?? ctx.listeningUrl;
  let link: Awaited<ReturnType<typeof provider.createPaymentLink>>;
  try {
    link = await provider.createPaymentLink({
      amount,
      referenceId: giftCardReference(card),
      description: `${formatRupees(amount)} gift card for ${input.recipientName}`.slice(0, 200),
      customer: { name: input.buyerName, email: input.buyerEmail },
      notes: { giftCardId: card.id },
      ...(returnBase ? { callbackUrl: new URL(returnPathOf(card), returnBase).toString() } : {}),
    });
  } catch (error) {
    ctx.log.error({ err: error, giftCardId: card.id }, "the payment provider refused a gift card's payment link");
    throw new HttpError(502, "payment_provider", "The payment provider could not start the payment. Try again.");
  }
  await updateGiftCard(ctx.db, card.id, { providerLinkId: link.id });
  return { id: card.id, number: card.number, amount, payUrl: link.shortUrl };
}

/** Ours, unique per card (Razorpay refuses a second link with the same reference id). */
const giftCardReference = (card: Pick<GiftCardRow, "number">) => `giftcard_G${card.number}`;

/** Whether a payment link is a gift card's (payments' webhook asks before it looks for an order). */
export async function isGiftCardLink(ctx: AppContext, provider: string, linkId: string): Promise<boolean> {
  return (await giftCardByLink(ctx.db, provider, linkId)) !== undefined;
}

/**
 * A gift card's payment link paid (the webhook, the buyer's return or the sandbox, whichever first), in
 * the caller's transaction: the card is paid once, the money captured once in the ledger, the buyer
 * mailed, and a card due today sent at once. Answers what happened.
 */
export async function settleGiftCardPayment(
  ctx: AppContext,
  tx: Transaction,
  provider: PaymentProvider,
  linkId: string,
  paymentId: string,
): Promise<"paid" | "already" | "unknown"> {
  const card = await lockGiftCardByLink(tx, provider.name, linkId);
  if (!card) return "unknown";
  if (card.status !== "pending_payment") return "already";
  const paid = await updateGiftCard(
    tx,
    card.id,
    { status: "scheduled", paymentId, paidAt: new Date() },
    "pending_payment",
  );
  if (!paid) return "already";
  await recordMoney(tx, {
    kind: "captured",
    channel: "online",
    amount: card.amount,
    key: `captured:${paymentId}`,
    reference: paymentId,
    note: `Gift card G-${card.number} sold (not a supply: no invoice, decision 0062)`,
  });
  await queueMailOnce(
    ctx,
    tx,
    `gift-card-paid:${card.id}`,
    card.buyerEmail,
    (brand) =>
      giftCardPaidMail(brand, {
        buyerName: card.buyerName,
        recipientName: card.recipientName,
        amount: card.amount,
        number: card.number,
        sendOn: dayIn(card.language, card.sendOn),
        today: card.sendOn <= dateKeyOf(new Date()),
      }),
    card.language,
  );
  if (card.sendOn <= dateKeyOf(new Date())) await sendCard(ctx, tx, paid);
  return "paid";
}

/**
 * The buyer back from the payment link (Razorpay's callback, signed with the key secret): the card is
 * settled as the webhook would, and the buyer reads what they bought. A forged or unknown return: 400.
 */
export async function giftCardReturn(ctx: AppContext, fields: PaymentLinkReturn, signature: string) {
  const provider = providerOrFail(ctx);
  if (fields.status !== "paid" || !provider.verifyPaymentLink(fields, signature)) {
    throw new HttpError(400, "payment_failed", "This payment could not be verified.");
  }
  const outcome = await ctx.db.transaction((tx) =>
    settleGiftCardPayment(ctx, tx, provider, fields.linkId, fields.paymentId),
  );
  sendQueuedMail(ctx);
  if (outcome === "unknown") throw new NotFound("No such gift card.");
  const card = await giftCardByLink(ctx.db, provider.name, fields.linkId);
  if (!card) throw new NotFound("No such gift card.");
  return purchaseAnswer(card);
}

/** What the buyer reads of their card after paying: never its code (that comes by mail, once). */
function purchaseAnswer(card: GiftCardRow) {
  return {
    number: card.number,
    amount: card.amount,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sendOn: card.sendOn,
    sent: card.issuedAt !== null,
    status: card.status,
  };
}

/**
 * Sends a paid (or goodwill) card in the caller's transaction, the card locked: its code is made,
 * kept as a hash, its value credited on the ledger, and the code mailed to the recipient and the
 * buyer. A card already sent is left alone.
 */
async function sendCard(ctx: AppContext, tx: Transaction, card: GiftCardRow): Promise<GiftCardRow | null> {
  if (card.status !== "scheduled") return null;
  const { giftCards: settings } = await readSettingsIn(ctx, tx);
  const minted = mintGiftCardCode();
  const issuedAt = new Date();
  const sent = await updateGiftCard(
    tx,
    card.id,
    {
      status: "active",
      codeHash: minted.hash,
      last4: minted.last4,
      issuedAt,
      expiresAt: giftCardExpiry(issuedAt, settings.validityMonths),
    },
    "scheduled",
  );
  if (!sent) return null;
  const balance = await creditGiftCard(tx, {
    giftCardId: card.id,
    amount: card.amount,
    kind: "issued",
    note: card.source === "goodwill" ? "Issued by the shop" : `Bought by ${card.buyerName}`,
  });
  const words = {
    recipientName: card.recipientName,
    buyerName: card.buyerName,
    amount: card.amount,
    code: formatGiftCardCode(minted.code),
    message: card.message,
    expires: dayIn(card.language, sent.expiresAt ?? issuedAt),
    goodwill: card.source === "goodwill",
  };
  // both mails in the card's language: the buyer's page's (a goodwill card: its recipient's, as issued)
  await queueMailOnce(
    ctx,
    tx,
    `gift-card-sent:${card.id}`,
    card.recipientEmail,
    (brand) => giftCardRecipientMail(brand, words),
    card.language,
  );
  if (card.source === "purchase" && card.buyerEmail !== card.recipientEmail) {
    await queueMailOnce(
      ctx,
      tx,
      `gift-card-copy:${card.id}`,
      card.buyerEmail,
      (brand) => giftCardBuyerMail(brand, words),
      card.language,
    );
  }
  return { ...sent, balance };
}

/** The job: every paid card whose day (India) has come is sent, each in its own transaction. */
export async function sendDueGiftCards(ctx: AppContext, now = new Date()): Promise<{ sent: number }> {
  let sent = 0;
  for (const { id } of await dueGiftCards(ctx.db, dateKeyOf(now))) {
    const done = await ctx.db.transaction(async (tx) => {
      const card = await lockGiftCard(tx, id);
      return card ? sendCard(ctx, tx, card) : null;
    });
    if (done) sent += 1;
  }
  if (sent > 0) sendQueuedMail(ctx);
  return { sent };
}

/** Why a card cannot pay now, or null. */
function unusable(card: GiftCardRow, now = new Date()): string | null {
  if (card.status === "disabled") return giftCardMessages.disabled;
  if (card.status !== "active") return giftCardMessages.notYetSent;
  if (card.expiresAt && card.expiresAt <= now) return giftCardMessages.expired;
  if (card.balance <= 0) return giftCardMessages.empty;
  return null;
}

/**
 * The holder's balance check and printable card (they typed the code, so they may read it whole): the
 * balance, the value, the validity, the message. Rate-limited by the route like coupon codes.
 */
export async function checkGiftCard(ctx: AppContext, code: string) {
  const card = await giftCardByHash(ctx.db, hashGiftCardCode(code));
  if (!card || card.status === "pending_payment" || card.status === "scheduled") {
    throw new NotFound(giftCardMessages.notFound);
  }
  const refusal = unusable(card);
  return {
    code: formatGiftCardCode(code),
    last4: card.last4,
    amount: card.amount,
    balance: card.balance,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    recipientName: card.recipientName,
    fromName: card.source === "goodwill" ? null : card.buyerName,
    message: card.message,
    usable: refusal === null,
    status: refusal ?? "Ready to spend",
  };
}

/**
 * A card paying for an order, in the order's transaction (orders/service.ts placeOrder): what it pays
 * of `rest` (the order's total less the member's store credit), debited once. A code that is no card,
 * or a card that cannot pay, is refused (400 on giftCardCode); a balance that changed under the order
 * (the card spent elsewhere at the same moment) is a conflict and the order is not written.
 */
export async function spendGiftCard(
  tx: Transaction,
  code: string,
  order: { id: string; number: number | null },
  rest: Paise,
  online: boolean,
): Promise<{ giftCardId: string; amount: Paise } | null> {
  const card = await giftCardByHash(tx, hashGiftCardCode(code));
  const refusal =
    !card || card.status === "pending_payment" || card.status === "scheduled"
      ? giftCardMessages.notFound
      : unusable(card);
  if (!card || refusal) {
    const message = refusal ?? giftCardMessages.notFound;
    throw new Invalid(message, { giftCardCode: message });
  }
  const amount = giftCardApplied(rest, card.balance, online);
  if (amount <= 0) return null;
  const taken = await debitGiftCard(tx, {
    giftCardId: card.id,
    amount,
    kind: "spent",
    note: "Paid towards an order",
    orderId: order.id,
  });
  if (!taken) throw new Conflict(giftCardMessages.changed);
  return { giftCardId: card.id, amount };
}

// ── The admin ──────────────────────────────────────────────────────────────────────────────

/** Who a card is from and for, its message, and its dates: what the admin and the data export show alike. */
function whoAndWhen(card: GiftCardRow) {
  return {
    buyerName: card.buyerName,
    buyerEmail: card.buyerEmail,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    message: card.message,
    sendOn: card.sendOn,
    issuedAt: card.issuedAt?.toISOString() ?? null,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}

/** A card as the admin reads it: its code masked. */
function adminAnswer(card: GiftCardRow) {
  return {
    id: card.id,
    number: card.number,
    status: card.status,
    statusName: giftCardStatusNames[card.status],
    source: card.source,
    code: card.last4 ? maskGiftCardCode(card.last4) : null,
    amount: card.amount,
    balance: card.balance,
    ...whoAndWhen(card),
    expired: card.expiresAt !== null && card.expiresAt <= new Date(),
    paidAt: card.paidAt?.toISOString() ?? null,
    disabledReason: card.disabledReason,
  };
}

export async function adminGiftCards(ctx: AppContext, filter: { status?: GiftCardStatus; last4?: string }) {
  const [rows, outstanding] = await Promise.all([listGiftCards(ctx.db, filter), outstandingBalance(ctx.db)]);
  return { giftCards: rows.map(adminAnswer), outstanding };
}

export async function adminGiftCard(ctx: AppContext, id: string) {
  const card = await giftCardById(ctx.db, id);
  if (!card) throw new NotFound("No such gift card.");
  const entries = await giftCardEntriesOf(ctx.db, id);
  return {
    giftCard: adminAnswer(card),
    ledger: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/** A goodwill card: active at once, its code mailed to its recipient only. */
export async function issueGoodwillCard(
  ctx: AppContext,
  admin: SessionUser,
  input: { amount: number; recipientName: string; recipientEmail: string; message: string | null; reason: string },
) {
  const amount = fromRupees(input.amount);
  const { giftCards: settings } = await readSettings(ctx);
  // the admin may give less than the shop sells, never more than its most
  if (amount > fromRupees(settings.max)) {
    const message = `A card is at most ${formatRupees(fromRupees(settings.max))} (Settings → Gift cards).`;
    throw new Invalid(message, { amount: message });
  }
  const card = await ctx.db.transaction(async (tx) => {
    const written = await insertGiftCard(tx, {
      status: "scheduled",
      source: "goodwill",
      amount,
      buyerName: "Sattva",
      buyerEmail: admin.email,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message,
      sendOn: dateKeyOf(new Date()),
      issuedBy: admin.id,
      disabledReason: null,
      // no page bought it: the recipient's own language when they are a member, else English
      language: await memberLanguage(tx, input.recipientEmail),
    });
    const sent = await sendCard(ctx, tx, written);
    if (!sent) throw new Error("a goodwill card was not sent");
    return sent;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ giftCard: card.number, by: admin.id, reason: input.reason }, "a goodwill gift card was issued");
  return { giftCard: adminAnswer(card) };
}

/** Disables a card (it cannot pay; its balance stays) or enables it again. */
export async function setGiftCardDisabled(ctx: AppContext, id: string, disabled: boolean, reason: string | null) {
  const card = await ctx.db.transaction(async (tx) => {
    const found = await lockGiftCard(tx, id);
    if (!found) throw new NotFound("No such gift card.");
    if (disabled) {
      if (found.status === "disabled") return found;
      if (found.status !== "active") throw new Conflict("Only a card that has been sent can be disabled.");
      return updateGiftCard(tx, id, { status: "disabled", disabledReason: reason });
    }
    if (found.status !== "disabled") return found;
    return updateGiftCard(tx, id, { status: "active", disabledReason: null });
  });
  if (!card) throw new NotFound("No such gift card.");
  return { giftCard: adminAnswer(card) };
}

// ── The sandbox (no Razorpay keys, never in production) ─────────────────────────────────────

/** A gift card's sandbox payment link: what it asks, or pays it as Razorpay's callback would return. */
export async function sandboxGiftCardLink(ctx: AppContext, linkId: string, pay: boolean) {
  const provider = paymentProvider(ctx);
  if (!isSandbox(provider)) throw new HttpError(404, "not_found", "The sandbox is not in use.");
  const card = await giftCardByLink(ctx.db, provider.name, linkId);
  if (!card) return null;
  const paid = card.status !== "pending_payment";
  if (!pay) return { id: linkId, amount: card.amount, status: paid ? "paid" : "created", returnTo: null };
  const fields = provider.payLink(linkId, giftCardReference(card));
  const params = new URLSearchParams({
    razorpay_payment_id: fields.paymentId,
    razorpay_payment_link_id: fields.linkId,
    razorpay_payment_link_reference_id: fields.referenceId,
    razorpay_payment_link_status: fields.status,
    razorpay_signature: fields.signature,
  });
  return { id: linkId, amount: card.amount, status: "created", returnTo: `${returnPathOf(card)}?${params}` };
}

/** The gift card part an executor can read for an order's pages: the card's last four. */
export async function giftCardLast4(exec: Executor, giftCardId: string): Promise<string | null> {
  return (await giftCardById(exec, giftCardId))?.last4 ?? null;
}

// ── Privacy (export, erasure, retention: privacy/service.ts and retention.ts) ─────────────────

/** The cards a member bought or was given, as their data export shows them (never a code). */
export async function giftCardsForExport(exec: Executor, person: { userId: string; email: string }) {
  const rows = await giftCardsOfPerson(exec, person);
  return rows.map((card) => ({
    number: card.number,
    role: card.buyerUserId === person.userId || card.buyerEmail === person.email ? "bought" : "received",
    status: card.status,
    amount: toRupees(card.amount),
    balance: toRupees(card.balance),
    codeEndsWith: card.last4,
    ...whoAndWhen(card),
  }));
}

export { forgetGiftCardPerson, forgetUnpaidGiftCards };
