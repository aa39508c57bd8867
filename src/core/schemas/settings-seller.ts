// Settings: the seller's grievance officer (Consumer Protection (E-Commerce) Rules 2020 rule 4(4):
// name, contact details and designation displayed on the platform). The grievance desk and the
// privacy notice read these. The seller-information issue owns this section (legal name, GSTIN,
// address...): only the grievance officer's fields are declared here, under the names it uses.
import { z } from "zod";

export const sellerSettingsSchema = z.object({
  grievanceOfficerName: z.string().trim().max(80).default("Anjali Rao"),
  grievanceOfficerDesignation: z.string().trim().max(80).default("Grievance Officer"),
  grievanceOfficerEmail: z
    .union([z.literal(""), z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address"))])
    .default("grievance@sattva.local"),
  grievanceOfficerPhone: z.string().trim().max(20).default("+91 98765 43211"),
});
