// The member's rights over their data (DPDP Act 2023 ss.11-12): a summary of everything the shop
// holds about them (the export), their consents given and withdrawn, and erasure. Erasure keeps only
// what tax law makes the shop keep: orders that carry a tax invoice or credit note keep the buyer's
// name and address as the invoice shows them (CGST Act s.36: books kept 72 months from the annual
// return's due date, about eight years); everything else personal is deleted or anonymised.
// docs/decisions/0024-grievances-and-consent.md lists exactly what is kept and why.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { moveRefusal, orderStatusNames } from "../../../core/order-status.ts";
import { type WhatsappChoiceInput, whatsappBoxMessages } from "../../../core/schemas/checkout.ts";
import type { ConsentPurpose, ConsentSource, OpenOrder } from "../../../core/schemas/privacy.ts";
import { consentPurposes, openOrdersMessage, privacyMessages } from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import {
  abandonedBags,
  addresses,
  backInStockRequests,
  consentRecords,
  contactQueries,
  grievances,
  mailOutbox,
  newsletterSignups,
  newsletterSubscribers,
  orderItems,
  orders,
  reviews,
  taxDocuments,
  users,
  whatsappOutbox,
} from "../../db/schema.ts";
import { Conflict, HttpError, NotFound, Unauthorized } from "../../http/errors.ts";
import { verifyPassword } from "../accounts/password.ts";
import { userData } from "../accounts/user-data.ts";
import { forgetGiftCardPerson, giftCardsForExport } from "../gift-cards/service.ts";
import { queueMail, sendQueuedMail } from "../mail/service.ts";
import { orderAnswer } from "../orders/serialize.ts";
import { afterTransition, type TransitionResult, transition } from "../orders/transitions.ts";
import {
  consentHistory,
  consentRowsOf,
  consentSummary,
  giveConsent,
  liveConsents,
  recordWhatsappChoice,
  withdrawConsent,
} from "./consents.ts";
import { letterMail } from "./mail.ts";

async function memberOf(ctx: AppContext, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new NotFound("No such user");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFound("No such user");
  return user;
}

/** The Privacy tab: each purpose, given or not, with the notice version and times. */
export async function memberConsents(ctx: AppContext, userId: string) {
  const user = await memberOf(ctx, userId);
  return consentSummary(await consentRowsOf(ctx.db, user));
}

/** Gives or withdraws one purpose for the member (one click either way). */
export async function changeConsent(
  ctx: AppContext,
  userId: string,
  purpose: ConsentPurpose,
  given: boolean,
  source: ConsentSource = "account",
) {
  const user = await memberOf(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    // a direct consent, with no confirm mail (unlike the newsletter form's double opt-in, issue 32
    // point 4): the member is signed in and the address is their own verified one
    if (given) await giveConsent(tx, { email: user.email, userId: user.id, purpose, source });
    else {
      // the member's address and any address a consent of theirs was recorded under
      const rows = await consentRowsOf(tx, user);
      const emails = [user.email, ...rows.filter((row) => row.purpose === purpose).map((row) => row.email)];
      await withdrawConsent(tx, { emails, purpose, source });
    }
  });
  ctx.log.info({ user: user.id, purpose, given }, "consent changed");
  return {
    message: given ? privacyMessages.consentGiven : privacyMessages.consentWithdrawn,
    consents: consentSummary(await consentRowsOf(ctx.db, user)),
  };
}

/** The checkout's WhatsApp box (POST /api/consents/whatsapp); a member's choice is for their own address. */
export async function checkoutWhatsappChoice(
  ctx: AppContext,
  input: WhatsappChoiceInput,
  member: { id: string; email: string } | null,
): Promise<{ message: string; given: boolean }> {
  const given = await ctx.db.transaction((tx) =>
    recordWhatsappChoice(tx, {
      email: member?.email ?? input.email,
      phone: input.phone,
      given: input.given,
      member,
      source: "checkout",
    }),
  );
  return { message: given ? whatsappBoxMessages.given : whatsappBoxMessages.withdrawn, given };
}

/** Everything the shop holds about the member, as JSON (GET /api/userdashboard/{userId}/export). */
export async function exportMemberData(ctx: AppContext, userId: string) {
  const user = await memberOf(ctx, userId);
  const [addressRows, orderRows, reviewRows, consentRows, newsletterRows, grievanceRows, contactRows] =
    await Promise.all([
      ctx.db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(addresses.createdAt),
      ctx.db
        .select()
        .from(orders)
        .where(or(eq(orders.userId, user.id), and(isNull(orders.userId), eq(orders.email, user.email))))
        .orderBy(orders.createdAt),
      ctx.db
        .select()
        .from(reviews)
        .where(or(eq(reviews.userId, user.id), eq(reviews.email, user.email))),
      consentRowsOf(ctx.db, user),
      ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      ctx.db
        .select()
        .from(grievances)
        .where(or(eq(grievances.userId, user.id), eq(grievances.email, user.email))),
      ctx.db.select().from(contactQueries).where(eq(contactQueries.email, user.email)),
    ]);
  const items = orderRows.length
    ? await ctx.db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((order) => order.id),
          ),
        )
    : [];
  const { Points, ...profile } = userData(user);
  const giftCards = await giftCardsForExport(ctx.db, { userId: user.id, email: user.email });
  return {
    exportedAt: new Date().toISOString(),
    about:
      "Everything this shop holds about you. Payment card or UPI details are never stored here: the payment provider holds them.",
    profile: { ...profile, points: Points },
    addresses: addressRows.map((row) => ({
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
      isDefault: row.isDefault,
      createdAt: row.createdAt.toISOString(),
    })),
    orders: orderRows.map((order) =>
      orderAnswer(
        order,
        items.filter((item) => item.orderId === order.id),
      ),
    ),
    reviews: reviewRows.map((row) => ({
      productId: row.productId,
      rating: row.rating,
      title: row.title,
      reviewText: row.reviewText,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
    })),
    consents: consentHistory(consentRows),
    newsletter: newsletterRows.map((row) => ({
      subscribedAt: row.consentAt.toISOString(),
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    complaints: grievanceRows.map((row) => ({
      topic: row.topic,
      message: row.message,
      status: row.status,
      receivedAt: row.receivedAt.toISOString(),
    })),
    messages: contactRows.map((row) => ({
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    giftCards,
  };
}

/**
 * Orders still moving: an account is not erased under them. An online payment never made (the
 * payment window closed, a hidden "unpaid attempt" the shopper's Order History does not show) is
 * no order of theirs: it is cancelled with the account, its stock back on sale (issue 38 point 4).
 */
const openStatuses = ["awaiting_confirmation", "processing", "shipped"] as const;

const erasedMark = (email: string) => `erased:${crypto.createHash("sha256").update(email).digest("hex")}`;

/**
 * DELETE /api/userdashboard/{userId}: checks the password, then in one transaction erases the
 * account (sessions, addresses, cart, wishlist, devices go with it), anonymises what must stay, and
 * keeps the invoiced orders' buyer name and address. Answers the orders kept.
 */
export async function eraseMember(ctx: AppContext, userId: string, password: string) {
  const user = await memberOf(ctx, userId);
  if (user.role === "admin") throw new Conflict(privacyMessages.adminAccount);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new Unauthorized(privacyMessages.wrongPassword);
  }
  const email = user.email;
  const moves: TransitionResult[] = [];
  const kept = await ctx.db.transaction(async (tx) => {
    // the account row is locked first: a second erasure waits here and then finds nothing
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (!locked) throw new NotFound("No such user");
    const theirs = or(eq(orders.userId, user.id), and(isNull(orders.userId), eq(orders.email, email)));
    const open = await tx
      .select({ _id: orders.id, number: orders.number, status: orders.orderStatus, userId: orders.userId })
      .from(orders)
      .where(and(theirs, inArray(orders.orderStatus, [...openStatuses])))
      .orderBy(orders.createdAt)
      .limit(20);
    if (open.length > 0) {
      const named: OpenOrder[] = open.map((order) => ({
        _id: order._id,
        number: order.number,
        status: orderStatusNames[order.status],
        // the shopper's own cancel (orders' cancelOwnOrder): their account's order, not shipped
        cancellable:
          order.number !== null &&
          order.userId === user.id &&
          moveRefusal(order.status, "cancelled", "customer") === null,
      }));
      throw new HttpError(409, "orders_open", openOrdersMessage(named), undefined, undefined, { orders: named });
    }

    const unpaid = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(theirs, eq(orders.orderStatus, "pending_payment")));
    for (const attempt of unpaid) {
      moves.push(
        await transition(ctx, tx, attempt.id, "cancelled", {
          actor: "customer",
          userId: user.id,
          note: "The account was deleted before the payment was made",
        }),
      );
    }

    const orderRows = await tx.select({ id: orders.id }).from(orders).where(theirs);
    const orderIds = orderRows.map((row) => row.id);
    const invoiced = orderIds.length
      ? (
          await tx
            .selectDistinct({ orderId: taxDocuments.orderId })
            .from(taxDocuments)
            .where(inArray(taxDocuments.orderId, orderIds))
        ).map((row) => row.orderId)
      : [];
    const notInvoiced = orderIds.filter((id) => !invoiced.includes(id));
    // every order: no more contact details, no link to the person, no gift message or note (free text
    // about the person, on no tax document)
    if (orderIds.length) {
      await tx
        .update(orders)
        .set({
          userId: null,
          email: "",
          phone: "",
          orderNote: null,
          accessKeyHash: null,
          confirmTokenHash: null,
          updatedAt: sql`now()`,
        })
        .where(inArray(orders.id, orderIds));
    }
    // invoiced orders keep the buyer's name and address (they are on the issued invoice, kept as issued);
    // the others lose them too, and keep only the state, which the sales figures need
    if (notInvoiced.length) {
      await tx
        .update(orders)
        .set({
          firstName: "Erased",
          lastName: "customer",
          shippingAddress: sql`jsonb_build_object('state', ${orders.shippingAddress}->>'state', 'country', ${orders.shippingAddress}->>'country')`,
        })
        .where(inArray(orders.id, notInvoiced));
    }
    await tx
      .update(reviews)
      .set({ userId: null, name: "A Sattva customer", email: "" })
      .where(or(eq(reviews.userId, user.id), eq(reviews.email, email)));
    // consents: withdrawn, and the record keeps only a hash of the address (proof of what was agreed)
    for (const purpose of Object.keys(consentPurposes) as ConsentPurpose[]) {
      await withdrawConsent(tx, { emails: [email], purpose, source: "account" });
    }
    await tx
      .update(consentRecords)
      .set({ email: erasedMark(email), userId: null, phone: null })
      .where(or(eq(consentRecords.userId, user.id), eq(consentRecords.email, email)));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    await tx.delete(newsletterSignups).where(eq(newsletterSignups.email, email));
    await tx.delete(contactQueries).where(eq(contactQueries.email, email));
    await tx
      .delete(backInStockRequests)
      .where(or(eq(backInStockRequests.userId, user.id), eq(backInStockRequests.email, email)));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.email, email));
    await tx.delete(abandonedBags).where(eq(abandonedBags.email, email));
    // gift cards: the buyer's details go, and a card received and sent loses its recipient and message;
    // each card's value stays owed to whoever holds its code
    await forgetGiftCardPerson(tx, { userId: user.id, email });
    // complaints are kept for their handling and defence, without the link to the account
    await tx.update(grievances).set({ userId: null }).where(eq(grievances.userId, user.id));
    // the account itself: sessions, addresses, cart, wishlist, devices, codes go with it (cascades)
    await tx.delete(users).where(eq(users.id, user.id));
    return { invoiced: invoiced.length, anonymised: notInvoiced.length };
  });
  for (const moved of moves) await afterTransition(ctx, moved);
  ctx.log.info({ user: user.id, ordersKept: kept.invoiced, ordersAnonymised: kept.anonymised }, "account erased");
  return { message: privacyMessages.erased, ordersKeptForTax: kept.invoiced };
}

/**
 * POST /api/admin/letters: a marketing letter to every live consent of its purpose, queued in one
 * transaction; each carries its own one-click withdrawal link.
 */
export async function sendLetter(
  ctx: AppContext,
  letter: { purpose: ConsentPurpose; subject: string; message: string },
  actorId: string,
) {
  const queued = await ctx.db.transaction(async (tx) => {
    const recipients = await liveConsents(tx, letter.purpose);
    for (const recipient of recipients) {
      await queueMail(ctx, tx, recipient.email, (brand) =>
        letterMail(brand, { ...letter, withdrawToken: recipient.withdrawToken }),
      );
    }
    return recipients.length;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ actor: actorId, purpose: letter.purpose, queued }, "letter queued");
  return { queued };
}
