// Contact rules: a message from /contactus is stored for the shop's team (the admin Queries screen),
// at most a few per sender in a while, so the form cannot be used to flood the inbox.
import { type ContactInput, type ContactListQuery, contactMessages } from "../../../core/schemas/contact.ts";
import type { AppContext } from "../../context.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import {
  type ContactQueryRow,
  contactQueryPage,
  insertContactQuery,
  unrepliedCount,
  unrepliedQueries,
} from "./queries.ts";

const hour = 60 * 60;

export const contactLimits = {
  /** A person may write a few times in an hour (a follow-up, a correction), not more. */
  perAddress: { name: "contact:address", max: 5, windowSeconds: hour, message: "You have sent several messages." },
  /** An office or a shared connection sends from one IP: more room, still a ceiling. */
  perIp: { name: "contact:ip", max: 20, windowSeconds: hour, message: "Too many messages were sent." },
} satisfies Record<string, Limit>;

/** Stores the message; the answer is the spec's success text. */
export async function submitContactQuery(
  ctx: AppContext,
  input: ContactInput,
  client: Pick<ClientInfo, "ip">,
): Promise<{ message: string }> {
  await enforceLimits(ctx, [
    [contactLimits.perAddress, input.email],
    [contactLimits.perIp, client.ip],
  ]);
  const row = await insertContactQuery(ctx.db, input);
  ctx.log.info({ contactQuery: row.id }, "contact query received");
  return { message: contactMessages.sent };
}

/** The admin's Queries screen: messages not yet replied to, oldest first. */
/** How many messages wait for a reply. */
export function unrepliedMessageCount(ctx: AppContext): Promise<number> {
  return unrepliedCount(ctx.db);
}

const messageAnswer = (row: ContactQueryRow) => ({
  _id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  replied: row.replied,
  createdAt: row.createdAt.toISOString(),
});

export async function unrepliedMessages(ctx: AppContext) {
  return (await unrepliedQueries(ctx.db)).map(messageAnswer);
}

/** The admin's Queries screen: the page its URL asks for (waiting, replied or all; a search). */
export async function messagePage(ctx: AppContext, query: ContactListQuery, pageSize = 20) {
  const { rows, total } = await contactQueryPage(ctx.db, {
    show: query.show,
    search: query.search || undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { queries: rows.map(messageAnswer), total, page: query.page, pageSize };
}
