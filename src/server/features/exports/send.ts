// Every CSV the admin downloads leaves through here: written a line at a time as its rows are read
// (the response's backpressure respected, nothing built whole in memory), every cell guarded against
// formula injection (core/csv.ts), private, and noted once by auditExport when it is complete.
import { once } from "node:events";
import type { Response } from "express";
import { type CsvCell, csvLine } from "../../../core/csv.ts";
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { auditExport } from "./audit.ts";

export async function sendCsv(
  ctx: AppContext,
  res: Response,
  user: SessionUser | undefined,
  fileName: string,
  what: string,
  rows: AsyncIterable<readonly CsvCell[]>,
): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "private, no-store");
  let count = -1;
  for await (const row of rows) {
    count += 1;
    if (!res.write(csvLine(row))) await once(res, "drain");
    if (res.destroyed) return;
  }
  res.end();
  await auditExport(ctx, { what, user, rows: Math.max(count, 0) });
}
