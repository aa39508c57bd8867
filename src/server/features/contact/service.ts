// Contact rules: a message from /contactus is stored for the shop's team (the admin Queries screen),
// at most a few per sender in a while, so the form cannot be used to flood the inbox.
import {
  type ContactAnswerBody,
  type ContactInput,
  type ContactListQuery,
  contactMessages,
} from "../../../core/schemas/contact.ts";
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { submitGrievance } from "../grievances/service.ts";
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

/**
 * Stores the message; the answer is the spec's success text. A complaint is not stored here: it goes to
 * the grievance desk (one desk, one set of timers and mails), and the answer names its ticket.
 */
export async function submitContactQuery(
  ctx: AppContext,
  input: ContactInput,
  client: Pick<ClientInfo, "ip">,
  viewer?: SessionUser,
): Promise<{ created: boolean; answer: ContactAnswerBody }> {
  if (input.kind === "complaint") return fileComplaint(ctx, input, client, viewer);
  await enforceLimits(ctx, [
    [contactLimits.perAddress, input.email],
    [contactLimits.perIp, client.ip],
  ]);
  const row = await insertContactQuery(ctx.db, input);
  ctx.log.info({ contactQuery: row.id }, "contact query received");
  return { created: true, answer: { message: contactMessages.sent } };
}

/** The contact form's complaint, as the grievance desk's: the subject heads the complaint's text. */
async function fileComplaint(
  ctx: AppContext,
  input: ContactInput,
  client: Pick<ClientInfo, "ip">,
  viewer: SessionUser | undefined,
) {
  const filed = await submitGrievance(
    ctx,
    {
      name: `${input.firstname} ${input.lastname}`.trim(),
      email: input.email,
      orderNumber: input.orderNumber,
      topic: input.topic ?? "other",
      message: `${input.subject}\n\n${input.message}`.slice(0, 5000),
    },
    viewer,
    client,
  );
  return {
    created: filed.created,
    answer: {
      message: `${contactMessages.complaintFiled} Your ticket number is ${filed.answer.ticket}.`,
      ticket: filed.answer.ticket,
      resolveBy: filed.answer.resolveBy,
    },
  };
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
