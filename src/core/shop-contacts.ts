// The demo shop's contacts, once: every contact a page, a mail, a label or a policy shows is read from
// settings (or, for the sender and the first admin, from the environment), and this is what those
// settings hold until the owner types their own. One domain (.example is reserved for examples, RFC
// 2606), one number per desk: complaints go to the grievance officer, so they share a phone.
// contacts.test.ts keeps every other phone number and e-mail address out of the tree and the pages.

/** The demo contacts' e-mail domain. */
export const demoDomain = "sattva.example";

export const demoContacts = {
  /** Customer care: the contact page, the footer, every policy, product pages, labels. */
  supportPhone: "+91 98765 43210",
  supportEmail: `care@${demoDomain}`,
  /** The floating chat button: customer care's number on WhatsApp, country code first, digits only. */
  whatsappNumber: "919876543210",
  /** Business and careers (the contact page). */
  businessEmail: `business@${demoDomain}`,
  /** The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4), who takes complaints. */
  grievancePhone: "+91 98765 43211",
  grievanceEmail: `grievance@${demoDomain}`,
  /** Privacy questions (DPDP): the same officer's phone, a mailbox of its own. */
  privacyEmail: `privacy@${demoDomain}`,
  /** The shop's mail sender (MAIL_FROM) and the admin made on first start (ADMIN_EMAIL). */
  mailFrom: `Sattva <care@${demoDomain}>`,
  adminEmail: `admin@${demoDomain}`,
} as const;
