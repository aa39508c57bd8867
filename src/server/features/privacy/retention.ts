// Storage limitation (DPDP Act 2023 s.8(7); issue 24 point 6): a guest's unfinished checkout (an online
// payment never made, a cash-on-delivery order never confirmed) is personal data kept for no sale, so
// after the privacy setting's retention its name, contact, address, gift message or note and link keys are removed and the mails
// sent only about it are deleted; the row stays (its number, amounts and state) for the stock and sales
// records. A checkout that became a sale (paid, confirmed, or with a tax document) is never touched: tax law
// keeps it (decision 0024). The same job purges audit-log rows past their retention (at least a year),
// and newsletter sign-ups never confirmed within the privacy setting's newsletterSignupExpiryDays, and
// gift card purchases never paid, after the same retention as checkouts (their names, addresses, message).
// Every instance runs the loop; the job lease (db/leases.ts) lets one at a time do a round.
import { and, eq, inArray, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { mailOutbox, orderStatusHistory, orders, taxDocuments, users } from "../../db/schema.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { purgeAuditLog } from "../audit/service.ts";
import { forgetUnpaidGiftCards } from "../gift-cards/service.ts";
import { deleteExpiredSignups } from "../newsletter/service.ts";
import { readSettings } from "../settings/service.ts";

const day = 86_400_000;

/**
 * Anonymises guests' unfinished checkouts abandoned before `now` minus `retentionDays`; answers how many.
 * One transaction: the orders and the mails about them go together or not at all.
 */
export async function forgetUnfinishedGuestCheckouts(ctx: AppContext, retentionDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - retentionDays * day);
  return ctx.db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id, email: orders.email })
      .from(orders)
      .where(
        and(
          eq(orders.guest, true),
          isNull(orders.userId),
          eq(orders.orderStatus, "cancelled"),
          isNull(orders.paidAt),
          isNull(orders.shippedAt),
          ne(orders.email, ""),
          lt(sql`coalesce(${orders.cancelledAt}, ${orders.updatedAt})`, cutoff),
          notExists(tx.select({ one: sql`1` }).from(taxDocuments).where(eq(taxDocuments.orderId, orders.id))),
          // confirmed once (then cancelled): it was a sale, not an unfinished checkout
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderStatusHistory)
              .where(and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.toStatus, "processing"))),
          ),
        ),
      )
      .limit(1000)
      .for("update", { of: orders, skipLocked: true });
    if (stale.length === 0) return { anonymised: 0, mailsDeleted: 0 };
    await tx
      .update(orders)
      .set({
        firstName: "Erased",
        lastName: "guest",
        email: "",
        phone: "",
        shippingAddress: sql`jsonb_build_object('state', ${orders.shippingAddress}->>'state', 'country', ${orders.shippingAddress}->>'country')`,
        orderNote: null,
        accessKeyHash: null,
        confirmTokenHash: null,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          orders.id,
          stale.map((row) => row.id),
        ),
      );
    // the mails about those checkouts, to addresses the shop has no other reason to keep
    const emails = [...new Set(stale.map((row) => row.email))];
    const stillUsed = new Set(
      [
        ...(await tx.selectDistinct({ email: orders.email }).from(orders).where(inArray(orders.email, emails))),
        ...(await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))),
      ].map((row) => row.email),
    );
    const forgotten = emails.filter((email) => !stillUsed.has(email));
    const mails = forgotten.length
      ? await tx
          .delete(mailOutbox)
          .where(and(inArray(mailOutbox.to, forgotten), lt(mailOutbox.createdAt, now)))
          .returning({ id: mailOutbox.id })
      : [];
    return { anonymised: stale.length, mailsDeleted: mails.length };
  });
}

/** One round: guests' unfinished checkouts, old audit rows and expired newsletter sign-ups, unless another instance is doing it. */
export async function runPrivacyRetention(ctx: AppContext, now = new Date(), holder?: string) {
  const round = await withLease(
    ctx.db,
    "privacy-retention",
    10 * 60_000,
    async () => {
      const { privacy } = await readSettings(ctx);
      const checkouts = await forgetUnfinishedGuestCheckouts(ctx, privacy.guestCheckoutRetentionDays, now);
      const auditPurged = await purgeAuditLog(ctx.db, privacy.auditLogRetentionDays, now);
      const signupsExpired = await deleteExpiredSignups(ctx.db, privacy.newsletterSignupExpiryDays, now);
      const giftCardsForgotten = await forgetUnpaidGiftCards(
        ctx.db,
        new Date(now.getTime() - privacy.guestCheckoutRetentionDays * day),
      );
      if (checkouts.anonymised > 0 || auditPurged > 0 || signupsExpired > 0 || giftCardsForgotten > 0) {
        ctx.log.info(
          { ...checkouts, auditPurged, signupsExpired, giftCardsForgotten },
          "privacy retention: old personal data removed",
        );
      }
      return { ...checkouts, auditPurged, signupsExpired, giftCardsForgotten };
    },
    holder,
  );
  return round
    ? { ran: true, ...round }
    : { ran: false, anonymised: 0, mailsDeleted: 0, auditPurged: 0, signupsExpired: 0, giftCardsForgotten: 0 };
}

export function startPrivacyRetention(ctx: AppContext, everyMs = 60 * 60_000): Repeating {
  return repeatEvery(ctx, everyMs, "privacy retention failed", () => runPrivacyRetention(ctx));
}
