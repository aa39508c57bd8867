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
import { English, type I18n, metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/privacy-notice";
import "../styles/content.css";
import "../styles/privacy.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), contacts: await context.services.privacy.contacts() };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Privacy notice"),
    description: t(
      "What personal data Sattva keeps, why and for how long, the e-mails you can say yes or no to, your rights over your data and how to complain.",
    ),
  });
}

/**
 * What the shop needs to sell to you: no consent box, as the law allows for a purchase you ask for.
 * In the page's language (decision 0061): the Hindi is a translation of the same notice version.
 */
const needed = ({ t }: I18n, retention: PrivacyContacts["retention"]) => [
  [
    t("A checkout you did not finish as a guest: name, contact, delivery address"),
    t("Completing that order, or telling you it was cancelled"),
    t("{days} days after it was abandoned; then name, contact and address are removed", {
      days: retention.guestCheckoutDays,
    }),
  ],
  [
    t("Records of our team viewing or exporting your data"),
    t("Showing who saw your data and when"),
    t("{days} days, then deleted", { days: retention.auditLogDays }),
  ],
  [
    t("Name, e-mail address and mobile number"),
    t("Your account, your orders and their e-mails, delivery calls"),
    t("While you have an account; on orders, see below"),
  ],
  [t("Delivery addresses"), t("Delivering your orders; your address book"), t("Until you delete them or your account")],
  [
    t("What you ordered, amounts, payment status (never card or UPI details)"),
    t("Your order, its invoice, returns and refunds"),
    t("Eight years for orders with a tax invoice (CGST Act s.36); others until you delete your account"),
  ],
  [
    t("Reviews you write (name, text, photos)"),
    t("Showing your review on the product"),
    t("Until you delete your account; then shown as “A Sattva customer”"),
  ],
  [
    t("Messages and complaints you send us"),
    t("Answering you; the grievance desk's record"),
    t("Messages until you delete your account; complaints while needed to resolve them and show how they were handled"),
  ],
  [
    t("Sign-in records: session, device cookie, IP address"),
    t("Keeping your account safe"),
    t("Sessions end within 30 days; security logs are kept at least one year (DPDP Rules 2025, rule 8(3))"),
  ],
];

function sections(contacts: PrivacyContacts, i18n: I18n): DocumentSection[] {
  const { t, to } = i18n;
  const dpo = contacts.privacyOfficer;
  const officer = contacts.grievanceOfficer;
  return [
    {
      id: "who",
      title: t("Who we are"),
      body: (
        <p>
          {rich(
            t(
              "{shop}, {location}, sells the products on this site and decides what happens with your personal data. Questions about your data go to {dpo}: {email}, {phone}.",
              { shop: contacts.shopName, phone: dpo.phone },
            ),
            {
              location: <English>{contacts.location}</English>,
              dpo: (
                <English>
                  {dpo.name}, {dpo.designation}
                </English>
              ),
              email: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>,
            },
          )}
        </p>
      ),
    },
    {
      id: "what",
      title: t("What we keep, why, and for how long"),
      body: (
        <table className="notice-table">
          <thead>
            <tr>
              <th scope="col">{t("Data")}</th>
              <th scope="col">{t("What it is for")}</th>
              <th scope="col">{t("How long")}</th>
            </tr>
          </thead>
          <tbody>
            {needed(i18n, contacts.retention).map(([item, purpose, period]) => (
              <tr key={item}>
                <th scope="row" data-label={t("Data")}>
                  {item}
                </th>
                <td data-label={t("For")}>{purpose}</td>
                <td data-label={t("Kept")}>{period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      id: "choices",
      title: t("E-mails you can say yes or no to"),
      body: (
        <>
          <p>
            {t(
              "Each of these has its own box, never ticked for you, at sign-up, at checkout and in My Account. Saying no changes nothing about your orders.",
            )}
          </p>
          <ul>
            {consentPurposeNames.map((purpose) => (
              <li key={purpose}>
                <strong>{t(consentPurposes[purpose].label)}</strong>: {t(consentPurposes[purpose].description)}{" "}
                {t("Data used: {data}", { data: t(consentPurposes[purpose].data) })}
              </li>
            ))}
          </ul>
          <p>
            {rich(
              t(
                "<b>To withdraw</b>, use the “Stop these e-mails” link in any of them (one click), or {account}, where each choice is one button. We record each consent with the time, where it was given and this notice's version.",
              ),
              { account: <Link to={to("/userdashboard?tab=privacy")}>{t("My Account → Privacy")}</Link> },
            )}
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: t("Who else sees it"),
      body: (
        <p>
          {t(
            "Only those who help deliver your order: the courier (name, address, phone), the payment provider (amount, and what you type on its page) and our e-mail service. We do not sell your data or share it for advertising.",
          )}
        </p>
      ),
    },
    {
      id: "rights",
      title: t("Your rights"),
      body: (
        <ul>
          <li>
            {rich(
              t(
                "<b>See your data</b>: My Account → Privacy → “Download my data” gives you everything we hold about you.",
              ),
            )}
          </li>
          <li>
            {rich(
              t("<b>Correct it</b>: Edit Information and Address in My Account, or write to {email}.", {
                email: dpo.email,
              }),
            )}
          </li>
          <li>
            {rich(
              t(
                "<b>Erase it</b>: “Delete my account” in My Account → Privacy. Orders with a tax invoice keep your name and delivery address for eight years, as GST law requires; the rest goes.",
              ),
            )}
          </li>
          <li>{rich(t("<b>Withdraw a consent</b> at any time, as above."))}</li>
          <li>
            {rich(
              t("<b>Nominate</b> someone to use these rights if you cannot: write to {email}.", { email: dpo.email }),
            )}
          </li>
        </ul>
      ),
    },
    {
      id: "complain",
      title: t("How to complain"),
      body: (
        <p>
          {rich(
            t(
              "Write to us first through the {desk} or to our grievance officer, {officer}, {email}, {phone}. If our answer does not satisfy you, you may complain to the Data Protection Board of India.",
              { phone: officer.phone },
            ),
            {
              desk: <Link to={to("/grievances")}>{t("grievance desk")}</Link>,
              officer: (
                <English>
                  {officer.name} ({officer.designation})
                </English>
              ),
              email: <a href={`mailto:${officer.email}`}>{officer.email}</a>,
            },
          )}
        </p>
      ),
    },
  ];
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <>
      <ContentHero
        eyebrow={t("Privacy")}
        title={t("Privacy Notice")}
        lead={t("What we keep about you, why, for how long, and how you stay in charge of it.")}
        art={["skin-care", "aura-jewels"]}
        tone="sand"
      />
      <LegalDocument
        sections={sections(loaderData.contacts, i18n)}
        updated={t("Version {version}", { version: privacyNoticeVersion })}
      />
    </>
  );
}
