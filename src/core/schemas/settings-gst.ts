// Settings: the shop's identity on its tax invoices (CGST rule 46(a): name, address and GSTIN of the
// supplier) and the prefixes of its invoice and credit-note series (rule 46(b)).
import { z } from "zod";
import { isValidGstin } from "../gst.ts";
import { findIndianState, indianStates } from "../india.ts";

export const gstSettingsMessages = {
  legalName: "Enter the shop's legal name",
  address: "Enter the registered address",
  state: "Choose the state of registration",
  gstin: "Enter a valid GSTIN (15 characters; the last one is a check character)",
  gstinState: "The GSTIN's first two digits must be the state's code",
  prefix: "Use 1 to 4 capital letters or digits",
  samePrefix: "The credit-note prefix must differ from the invoice prefix",
} as const;

const prefix = (fallback: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,4}$/, gstSettingsMessages.prefix)
    .default(fallback);

export const gstSettingsSchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(1, gstSettingsMessages.legalName)
      .max(120)
      .default("Sattva Wellness Private Limited"),
    address: z
      .string()
      .trim()
      .min(1, gstSettingsMessages.address)
      .max(300)
      .default("12 Hauz Khas Village, New Delhi 110016"),
    state: z
      .string()
      .trim()
      .refine((name) => findIndianState(name) !== null, gstSettingsMessages.state)
      .default("Delhi"),
    gstin: z.string().trim().toUpperCase().refine(isValidGstin, gstSettingsMessages.gstin).default("07AAACS1234A1Z4"),
    invoicePrefix: prefix("SAT"),
    creditNotePrefix: prefix("SCN"),
  })
  .superRefine((gst, issues) => {
    const state = findIndianState(gst.state);
    if (state && isValidGstin(gst.gstin) && gst.gstin.slice(0, 2) !== state.code) {
      issues.addIssue({ code: "custom", path: ["gstin"], message: gstSettingsMessages.gstinState });
    }
    if (gst.invoicePrefix === gst.creditNotePrefix) {
      issues.addIssue({ code: "custom", path: ["creditNotePrefix"], message: gstSettingsMessages.samePrefix });
    }
  });

export const gstStateNames = indianStates.map((state) => state.name);
