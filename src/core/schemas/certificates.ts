// A gemstone's lab report (issue 36 point 3; decision 0049): the laboratory (from the owner's list
// in settings, claims.labs), the report's number and date, the weight in carats and a picture of
// the report. The product page shows it with the lab's own report check where the lab has one; the
// product's JSON-LD names it.
import { z } from "zod";
import { dateKeySchema } from "./dates.ts";

export const certificateMessages = {
  lab: "Choose the laboratory",
  unknownLab: "Choose a laboratory from the list in Settings, Health claims",
  reportNumber: "A report number has 4 to 30 letters, digits or hyphens",
  reportDate: "Enter the report's date (not in the future)",
  carats: "Enter the weight in carats, up to two decimals, or leave it empty",
} as const;

export interface Lab {
  name: string;
  /** The lab's report check with {report} where the number goes; empty when it has none online. */
  checkUrl: string;
}

/** The labs a new shop knows (the owner adds others in Settings). */
export const defaultLabs: readonly Lab[] = [
  { name: "GIA", checkUrl: "https://www.gia.edu/report-check?reportno={report}" },
  { name: "IGI", checkUrl: "https://www.igi.org/verify-your-report/?r={report}" },
  { name: "GII (Gemmological Institute of India)", checkUrl: "" },
  { name: "GJEPC Gem Testing Laboratory (GTL), Jaipur", checkUrl: "" },
];

export const labSchema = z.object({
  name: z.string().trim().min(2).max(80),
  checkUrl: z
    .string()
    .trim()
    .max(300)
    .refine((url) => url === "" || (/^https:\/\//.test(url) && url.includes("{report}")), {
      message: "A report check is an https:// address with {report} where the number goes",
    })
    .default(""),
});

export const certificateSchema = z.object({
  lab: z.string({ error: certificateMessages.lab }).trim().min(1, certificateMessages.lab).max(80),
  reportNumber: z
    .string({ error: certificateMessages.reportNumber })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, certificateMessages.reportNumber),
  reportDate: dateKeySchema(certificateMessages.reportDate).refine(
    (day) => day <= new Date().toISOString().slice(0, 10),
    certificateMessages.reportDate,
  ),
  caratWeight: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce
      .number({ error: certificateMessages.carats })
      .positive(certificateMessages.carats)
      .max(100_000, certificateMessages.carats)
      .refine((carats) => Math.abs(carats * 100 - Math.round(carats * 100)) < 1e-6, certificateMessages.carats)
      .nullable(),
  ),
  /** A picture of the report (a media key uploaded through POST /api/admin/images), or none. */
  imageKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,120}$/, "Unknown image")
    .nullable()
    .default(null),
  /** The report as a PDF (a media key uploaded through POST /api/admin/lab-reports), or none. */
  pdfKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,120}$/, "Unknown report")
    .nullable()
    .default(null),
});

export type Certificate = z.output<typeof certificateSchema>;

/** The lab's report check for this report, or null where the lab has none. */
export function reportCheckUrl(labs: readonly Lab[], certificate: Pick<Certificate, "lab" | "reportNumber">) {
  const lab = labs.find((known) => known.name === certificate.lab);
  if (!lab?.checkUrl) return null;
  return lab.checkUrl.replace("{report}", encodeURIComponent(certificate.reportNumber));
}

/** "Lab report: GIA 1234567": how an invoice line and an order line name the report. */
export const labReportLine = (certificate: Pick<Certificate, "lab" | "reportNumber">) =>
  `Lab report: ${certificate.lab} ${certificate.reportNumber}`;
