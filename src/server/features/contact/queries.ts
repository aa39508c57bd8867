// The contact feature's SQL: messages sent through /contactus (the admin's Queries screen reads them).
import type { Executor } from "../../db/connection.ts";
import { contactQueries } from "../../db/schema.ts";

export type ContactQueryRow = typeof contactQueries.$inferSelect;

export async function insertContactQuery(
  db: Executor,
  values: Pick<ContactQueryRow, "firstname" | "lastname" | "email" | "phone" | "subject" | "message">,
): Promise<ContactQueryRow> {
  const [row] = await db.insert(contactQueries).values(values).returning();
  if (!row) throw new Error("the contact query was not stored");
  return row;
}
