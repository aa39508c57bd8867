// The admin's Tax reports: which month of the GSTR-1 export (the page's picker and the API).
import { z } from "zod";

export const gstReportMessages = {
  month: "Choose a month as YYYY-MM",
  beforeGst: "GST returns start in July 2017",
} as const;

/** A month of the return, "2026-11" (GST began on 1 July 2017). */
export const gstMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstReportMessages.month)
  .refine((month) => month >= "2017-07", gstReportMessages.beforeGst);
