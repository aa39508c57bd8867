// Settings: who sells, as the Consumer Protection (E-Commerce) Rules 2020 ask a shop to show it
// (rule 4: customer care's contacts; the grievance officer's name, designation and contact). The
// legal name, registered address and GSTIN are the tax invoice's (settings-gst.ts) and the phone the
// shop's support phone (settings.ts): each is typed once. The grievance desk mails and names this
// officer too (decision 0023).
import { z } from "zod";
import { demoContacts } from "../shop-contacts.ts";

export const sellerSettingsMessages = {
  email: "Enter a valid e-mail address",
  name: "Enter the grievance officer's name",
  designation: "Enter the grievance officer's designation",
  contact: "Enter the grievance officer's phone",
  address: "Enter the grievance officer's address",
} as const;

const email = (fallback: string) =>
  z.string().trim().toLowerCase().max(120).pipe(z.email(sellerSettingsMessages.email)).default(fallback);
const required = (max: number, message: string, fallback: string) =>
  z.string().trim().min(1, message).max(max).default(fallback);

export const sellerSettingsSchema = z.object({
  /** Customer care's e-mail: the contact page, the footer, policies, product pages, the seller page. */
  customerCareEmail: email(demoContacts.supportEmail),
  /** Business and careers enquiries (the contact page). */
  businessEmail: email(demoContacts.businessEmail),
  grievanceOfficerName: required(80, sellerSettingsMessages.name, "Meera Iyer"),
  grievanceOfficerDesignation: required(80, sellerSettingsMessages.designation, "Grievance Officer"),
  grievanceOfficerEmail: email(demoContacts.grievanceEmail),
  /** Also the contact page's and the terms' complaints phone. */
  grievanceOfficerPhone: required(20, sellerSettingsMessages.contact, demoContacts.grievancePhone),
  grievanceOfficerAddress: required(300, sellerSettingsMessages.address, "12 Hauz Khas Village, New Delhi 110016"),
});

export type SellerSettings = z.output<typeof sellerSettingsSchema>;
