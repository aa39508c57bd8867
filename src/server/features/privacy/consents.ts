// Consent records (DPDP Act 2023 s.6): one row per consent given, with its purpose, the notice
// version, the time and where it was given; a withdrawal stamps the row. The newsletter's list
// follows its consent both ways, a back-in-stock withdrawal cancels the address's waits, and a
// withdrawal also drops the messages of that purpose still waiting in the outboxes, so none of a
// withdrawn purpose leaves after the withdrawal.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentSource,
  consentPurposeNames,
  consentPurposes,
  privacyNoticeVersion,
} from "../../../core/schemas/privacy.ts";
import type { Executor } from "../../db/connection.ts";
import {
  backInStockRequests,
  consentRecords,
  mailOutbox,
  newsletterSubscribers,
  users,
  whatsappOutbox,
} from "../../db/schema.ts";

export type ConsentRow = typeof consentRecords.$inferSelect;

const newToken = () => crypto.randomBytes(24).toString("base64url");

/** Records a consent; a live one for the address and purpose stays as it is (its userId filled in). */
export async function giveConsent(
  exec: Executor,
  input: {
    email: string;
    userId: string | null;
    purpose: ConsentPurpose;
    source: ConsentSource;
    /** The `whatsapp` purpose: the mobile number agreed to (a live consent takes the newest). */
    phone?: string | null;
  },
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const inserted = await exec
    .insert(consentRecords)
    .values({
      email,
      userId: input.userId,
      purpose: input.purpose,
      noticeVersion: privacyNoticeVersion,
      source: input.source,
      withdrawToken: newToken(),
      phone: input.phone ?? null,
    })
    .onConflictDoNothing({ target: [consentRecords.email, consentRecords.purpose], where: sql`withdrawn_at is null` })
    .returning({ id: consentRecords.id });
  if (inserted.length === 0 && input.userId) {
    await exec
      .update(consentRecords)
      .set({ userId: input.userId })
      .where(
        and(
          eq(consentRecords.email, email),
          eq(consentRecords.purpose, input.purpose),
          isNull(consentRecords.withdrawnAt),
          isNull(consentRecords.userId),
        ),
      );
  }
  if (inserted.length === 0 && input.phone) {
    await exec
      .update(consentRecords)
      .set({ phone: input.phone })
      .where(
        and(
          eq(consentRecords.email, email),
          eq(consentRecords.purpose, input.purpose),
          isNull(consentRecords.withdrawnAt),
        ),
      );
  }
  if (input.purpose === "newsletter") {
    await exec
      .insert(newsletterSubscribers)
      .values({ email, consentText: consentPurposes.newsletter.description, source: input.source })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { unsubscribedAt: null, consentAt: sql`now()`, source: input.source },
        setWhere: sql`${newsletterSubscribers.unsubscribedAt} is not null`,
      });
  }
  return inserted.length > 0;
}

/** Withdraws the live consent(s) of these addresses for a purpose; answers how many were live. */
export async function withdrawConsent(
  exec: Executor,
  input: { emails: readonly string[]; purpose: ConsentPurpose; source: ConsentSource },
): Promise<number> {
  const emails = [...new Set(input.emails.map((email) => email.trim().toLowerCase()))];
  if (emails.length === 0) return 0;
  const withdrawn = await exec
    .update(consentRecords)
    .set({ withdrawnAt: sql`now()`, withdrawnSource: input.source })
    .where(
      and(
        inArray(consentRecords.email, emails),
        eq(consentRecords.purpose, input.purpose),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .returning({ id: consentRecords.id });
  await afterWithdrawal(exec, emails, input.purpose);
  return withdrawn.length;
}

async function afterWithdrawal(exec: Executor, emails: readonly string[], purpose: ConsentPurpose) {
  // letters of this purpose not sent yet are not sent at all
  await exec
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.to, [...emails]),
        or(eq(mailOutbox.template, `letter-${purpose}`), eq(mailOutbox.purpose, purpose)),
        eq(mailOutbox.status, "pending"),
      ),
    );
  // and nothing of it on WhatsApp either (withdrawing WhatsApp itself stops every message there)
  await exec
    .delete(whatsappOutbox)
    .where(
      and(
        inArray(whatsappOutbox.email, [...emails]),
        eq(whatsappOutbox.status, "pending"),
        purpose === "whatsapp" ? undefined : eq(whatsappOutbox.purpose, purpose),
      ),
    );
  if (purpose === "back_in_stock") {
    // the consent is one per address, so its stop ends every wait of the address, not one variant's:
    // a later confirm click is a new yes and does not revive these (decision 0031)
    await exec
      .update(backInStockRequests)
      .set({ status: "cancelled" })
      .where(and(inArray(backInStockRequests.email, [...emails]), eq(backInStockRequests.status, "waiting")));
  }
  if (purpose === "newsletter") {
    await exec
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(inArray(newsletterSubscribers.email, [...emails]), isNull(newsletterSubscribers.unsubscribedAt)));
  }
}

/** The one-click link: withdraws the consent the mail was sent under; null when the token is unknown. */
export async function withdrawByToken(
  exec: Executor,
  token: string,
): Promise<{ purpose: ConsentPurpose; alreadyWithdrawn: boolean } | null> {
  const [row] = await exec.select().from(consentRecords).where(eq(consentRecords.withdrawToken, token)).limit(1);
  if (!row || !isPurpose(row.purpose)) return null;
  if (row.withdrawnAt) return { purpose: row.purpose, alreadyWithdrawn: true };
  await withdrawConsent(exec, { emails: [row.email], purpose: row.purpose, source: "mail" });
  return { purpose: row.purpose, alreadyWithdrawn: false };
}

const isPurpose = (value: string): value is ConsentPurpose => (consentPurposeNames as string[]).includes(value);

/** Every consent row of a member: by account, or given under their address before they had one. */
export function consentRowsOf(exec: Executor, member: { id: string; email: string }): Promise<ConsentRow[]> {
  return exec
    .select()
    .from(consentRecords)
    .where(or(eq(consentRecords.userId, member.id), eq(consentRecords.email, member.email)))
    .orderBy(consentRecords.givenAt);
}

/** Each purpose's current state for the Privacy tab: the live consent, else the latest withdrawn one. */
export function consentSummary(rows: readonly ConsentRow[]): ConsentRecord[] {
  return consentPurposeNames.map((purpose) => {
    const mine = rows.filter((row) => row.purpose === purpose);
    const live = mine.find((row) => !row.withdrawnAt);
    const latest = live ?? mine.at(-1);
    return {
      purpose,
      label: consentPurposes[purpose].label,
      given: Boolean(live),
      noticeVersion: latest?.noticeVersion ?? null,
      givenAt: latest?.givenAt.toISOString() ?? null,
      withdrawnAt: live ? null : (latest?.withdrawnAt?.toISOString() ?? null),
      source: latest?.source ?? null,
    };
  });
}

/** The export's full history: every row, given and withdrawn. */
export function consentHistory(rows: readonly ConsentRow[]) {
  return rows.map((row) => ({
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    source: row.source,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnSource: row.withdrawnSource,
  }));
}

/** Who may receive a letter of this purpose: the live consents, with their withdrawal tokens. */
export function liveConsents(exec: Executor, purpose: ConsentPurpose) {
  return exec
    .select({ id: consentRecords.id, email: consentRecords.email, withdrawToken: consentRecords.withdrawToken })
    .from(consentRecords)
    .where(and(eq(consentRecords.purpose, purpose), isNull(consentRecords.withdrawnAt)))
    .orderBy(consentRecords.givenAt);
}

/** The live consent of one address for one purpose (what a message sent under it needs), if any. */
export async function liveConsentOf(
  exec: Executor,
  email: string,
  purpose: ConsentPurpose,
): Promise<ConsentRow | undefined> {
  const [row] = await exec
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.email, email.trim().toLowerCase()),
        eq(consentRecords.purpose, purpose),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The mobile number an address agreed to be written to on WhatsApp: the live `whatsapp` consent's
 * number, else its member's phone; with its withdrawal token (the messages' stop link).
 */
export async function whatsappConsentOf(
  exec: Executor,
  email: string,
): Promise<{ phone: string; withdrawToken: string } | undefined> {
  const row = await liveConsentOf(exec, email, "whatsapp");
  if (!row) return undefined;
  let phone = row.phone;
  if (!phone && row.userId) {
    const [member] = await exec.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId)).limit(1);
    phone = member?.phone ?? null;
  }
  return phone ? { phone, withdrawToken: row.withdrawToken } : undefined;
}

/**
 * The checkout's WhatsApp box ("Send me reminders on WhatsApp"), ticked or unticked:
 * the same `whatsapp` consent a member gives in My Account → Privacy, for the number typed. A visitor
 * who is not signed in cannot move a member's consent to another number, and unticking withdraws only
 * the consent for the number typed (so a stranger who knows an address cannot switch its messages
 * off); a signed-in member's untick withdraws theirs. Answers whether a live consent stands after it.
 */
export async function recordWhatsappChoice(
  exec: Executor,
  input: { email: string; phone: string; given: boolean; member: { id: string } | null; source: ConsentSource },
): Promise<boolean> {
  const live = await liveConsentOf(exec, input.email, "whatsapp");
  if (!input.given) {
    if (live && (input.member || live.phone === input.phone)) {
      await withdrawConsent(exec, { emails: [input.email], purpose: "whatsapp", source: input.source });
      return false;
    }
    return Boolean(live);
  }
  const theirs = live?.userId && !input.member;
  await giveConsent(exec, {
    email: input.email,
    userId: input.member?.id ?? null,
    purpose: "whatsapp",
    source: input.source,
    phone: theirs ? null : input.phone,
  });
  return true;
}
