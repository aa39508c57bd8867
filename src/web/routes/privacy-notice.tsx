// /privacy-policy: the privacy notice (DPDP Act 2023 s.5; DPDP Rules 2025 rule 3): on its own and in
// plain words, each item of personal data with what it is for and how long it is kept, each optional
// purpose with its consent, how to withdraw it, the rights and how to use them, how to complain (to
// us, then to the Data Protection Board), and who answers (from settings). Its version is the one
// every consent is recorded with.
import { Link } from "react-router";
import { consentPurposeNames, consentPurposes, privacyNoticeVersion } from "../../core/schemas/privacy.ts";
import type { PrivacyContacts } from "../../server/http/web-services.ts";
import { ContentHero } from "../components/content/content-hero.tsx";
import { type DocumentSection, LegalDocument } from "../components/content/legal-document.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/privacy-notice";
import "../styles/content.css";
import "../styles/privacy.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), contacts: await context.services.privacy.contacts() };
}

export function meta({ data, location }: Route.MetaArgs) {
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: "Privacy notice",
    description:
      "What personal data Sattva keeps, why and for how long, the e-mails you can say yes or no to, your rights over your data and how to complain.",
  });
}

/** What the shop needs to sell to you: no consent box, as the law allows for a purchase you ask for. */
const needed = (retention: PrivacyContacts["retention"]) => [
  [
    "A checkout you did not finish as a guest: name, contact, delivery address",
    "Completing that order, or telling you it was cancelled",
    `${retention.guestCheckoutDays} days after it was abandoned; then name, contact and address are removed`,
  ],
  [
    "Records of our team viewing or exporting your data",
    "Showing who saw your data and when",
    `${retention.auditLogDays} days, then deleted`,
  ],
  [
    "Name, e-mail address and mobile number",
    "Your account, your orders and their e-mails, delivery calls",
    "While you have an account; on orders, see below",
  ],
  ["Delivery addresses", "Delivering your orders; your address book", "Until you delete them or your account"],
  [
    "What you ordered, amounts, payment status (never card or UPI details)",
    "Your order, its invoice, returns and refunds",
    "Eight years for orders with a tax invoice (CGST Act s.36); others until you delete your account",
  ],
  [
    "Reviews you write (name, text, photos)",
    "Showing your review on the product",
    "Until you delete your account; then shown as “A Sattva customer”",
  ],
  [
    "Messages and complaints you send us",
    "Answering you; the grievance desk's record",
    "Messages until you delete your account; complaints while needed to resolve them and show how they were handled",
  ],
  [
    "Sign-in records: session, device cookie, IP address",
    "Keeping your account safe",
    "Sessions end within 30 days; security logs are kept at least one year (DPDP Rules 2025, rule 8(3))",
  ],
];

function sections(contacts: PrivacyContacts): DocumentSection[] {
  const dpo = contacts.privacyOfficer;
  const officer = contacts.grievanceOfficer;
  return [
    {
      id: "who",
      title: "Who we are",
      body: (
        <p>
          {contacts.shopName}, {contacts.location}, sells the products on this site and decides what happens with your
          personal data. Questions about your data go to {dpo.name}, {dpo.designation}:{" "}
          <a href={`mailto:${dpo.email}`}>{dpo.email}</a>, {dpo.phone}.
        </p>
      ),
    },
    {
      id: "what",
      title: "What we keep, why, and for how long",
      body: (
        <table className="notice-table">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">What it is for</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {needed(contacts.retention).map(([item, purpose, period]) => (
              <tr key={item}>
                <th scope="row" data-label="Data">
                  {item}
                </th>
                <td data-label="For">{purpose}</td>
                <td data-label="Kept">{period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      id: "choices",
      title: "E-mails you can say yes or no to",
      body: (
        <>
          <p>
            Each of these has its own box, never ticked for you, at sign-up, at checkout and in My Account. Saying no
            changes nothing about your orders.
          </p>
          <ul>
            {consentPurposeNames.map((purpose) => (
              <li key={purpose}>
                <strong>{consentPurposes[purpose].label}</strong>: {consentPurposes[purpose].description} Data used:{" "}
                {consentPurposes[purpose].data}
              </li>
            ))}
          </ul>
          <p>
            <strong>To withdraw</strong>, use the “Stop these e-mails” link in any of them (one click), or{" "}
            <Link to="/userdashboard?tab=privacy">My Account → Privacy</Link>, where each choice is one button. We
            record each consent with the time, where it was given and this notice's version.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who else sees it",
      body: (
        <p>
          Only those who help deliver your order: the courier (name, address, phone), the payment provider (amount, and
          what you type on its page) and our e-mail service. We do not sell your data or share it for advertising.
        </p>
      ),
    },
    {
      id: "rights",
      title: "Your rights",
      body: (
        <ul>
          <li>
            <strong>See your data</strong>: My Account → Privacy → “Download my data” gives you everything we hold about
            you.
          </li>
          <li>
            <strong>Correct it</strong>: Edit Information and Address in My Account, or write to {dpo.email}.
          </li>
          <li>
            <strong>Erase it</strong>: “Delete my account” in My Account → Privacy. Orders with a tax invoice keep your
            name and delivery address for eight years, as GST law requires; the rest goes.
          </li>
          <li>
            <strong>Withdraw a consent</strong> at any time, as above.
          </li>
          <li>
            <strong>Nominate</strong> someone to use these rights if you cannot: write to {dpo.email}.
          </li>
        </ul>
      ),
    },
    {
      id: "complain",
      title: "How to complain",
      body: (
        <p>
          Write to us first through the <Link to="/grievances">grievance desk</Link> or to our grievance officer,{" "}
          {officer.name} ({officer.designation}), <a href={`mailto:${officer.email}`}>{officer.email}</a>,{" "}
          {officer.phone}. If our answer does not satisfy you, you may complain to the Data Protection Board of India.
        </p>
      ),
    },
  ];
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentHero
        eyebrow="Privacy"
        title="Privacy Notice"
        lead="What we keep about you, why, for how long, and how you stay in charge of it."
        art={["skin-care", "aura-jewels"]}
        tone="sand"
      />
      <LegalDocument sections={sections(loaderData.contacts)} updated={`Version ${privacyNoticeVersion}`} />
    </>
  );
}
