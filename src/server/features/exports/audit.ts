// The one place an export of the owner's data is noted. Today a log line; the audit log (the law
// lane's work) writes its row here, so every export (products, orders, customers, import reports) is
// recorded without touching the export routes.
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../http/permissions.ts";

export interface ExportRecord {
  /** "products", "orders", "customers", "import report". */
  what: string;
  user: SessionUser | undefined;
  rows: number;
}

export async function auditExport(ctx: AppContext, record: ExportRecord): Promise<void> {
  ctx.log.info({ export: record.what, by: record.user?.id, rows: record.rows }, "data exported by an admin");
}
