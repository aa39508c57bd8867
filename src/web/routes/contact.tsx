// /contactus (spec "Contact Us"): 'Get In Touch', the ways to reach the shop (support and complaints
// phones, support and business e-mail, the chat app, New Delhi), the reply promise and the FAQ,
// and the message form. The form posts JSON to /api/contact; without JavaScript it posts here.
// Choosing "A complaint" files it with the grievance desk, and the page tells its ticket number.
import { data } from "react-router";
import { contactMessages, contactSchema } from "../../core/schemas/contact.ts";
import { ButtonLink } from "../components/button.tsx";
import { type ContactAnswer, ContactForm } from "../components/content/contact-form.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { displayWhatsapp, serviceWindows, shopFacts, telHref } from "../components/content/shop-facts.ts";
import { Icon, type IconName } from "../components/icon.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { readForm } from "../form-input.ts";
import { organizationJsonLd, pageOrigin, seoMeta } from "../seo.ts";
import { checkForm } from "../shared/form-errors.ts";
import type { Route } from "./+types/contact";
import "../styles/content.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { Term } from "../i18n/term.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

/** The form sent without JavaScript: the same schema and service as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const fields = checkForm(contactSchema, values) ?? {};
    const message = Object.values(fields)[0] ?? contactMessages.failed;
    return data<ContactAnswer>({ ok: false, message, fields }, { status: 400 });
  }
  try {
    const { created, answer } = await context.services.contact.submit(
      parsed.data,
      context.client,
      context.user ?? undefined,
    );
    return data<ContactAnswer>(
      { ok: true, message: answer.message, ticket: answer.ticket },
      { status: created ? 201 : 200 },
    );
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 429) return data<ContactAnswer>({ ok: false, message: (error as Error).message }, { status: 429 });
    if (status === 400) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      return data<ContactAnswer>({ ok: false, message: (error as Error).message, fields }, { status: 400 });
    }
    throw error;
  }
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Contact us"),
    description: t(
      "Questions about an order, a crystal or a gift? Call, WhatsApp or write to the Sattva team in New Delhi. We reply within 24 business hours.",
    ),
  });
}

interface Way {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  note?: string;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  const { facts, origin } = loaderData;
  const ways: Way[] = [
    {
      icon: "phone",
      label: "Customer support",
      value: facts.supportPhone,
      href: telHref(facts.supportPhone),
      note: t("Mon–Sat, 10 am – 6 pm"),
    },
    { icon: "phone", label: "Complaints", value: facts.complaintsPhone, href: telHref(facts.complaintsPhone) },
    {
      icon: "whatsapp",
      label: "WhatsApp",
      value: displayWhatsapp(facts.whatsappNumber),
      href: `https://wa.me/${facts.whatsappNumber}`,
    },
    { icon: "mail", label: "Support e-mail", value: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
    {
      icon: "mail",
      label: "Business & careers",
      value: facts.businessEmail,
      href: `mailto:${facts.businessEmail}`,
    },
  ];
  return (
    <>
      <ContentHero
        eyebrow={t("Contact us")}
        title={t("Get In Touch")}
        lead={t(
          "A question about an order, a crystal that called to you, or a gift you can't decide on: we would love to hear from you.",
        )}
        art={["aura-jewels", "divine-crystals"]}
        tone="rose"
      />
      <div className="contact page-width section">
        <aside className="contact__info" aria-labelledby="contact-ways">
          <h2 id="contact-ways" className="contact__heading">
            {t("Reach us directly")}
          </h2>
          <ul className="plain-list contact__ways">
            {ways.map((way) => (
              <li key={way.label} className="contact__way">
                <span className={`contact__icon contact__icon--${way.icon}`}>
                  <Icon name={way.icon} size={20} />
                </span>
                <span className="contact__way-text">
                  <span className="contact__label">{t(way.label)}</span>
                  {way.href ? (
                    <a
                      href={way.href}
                      className="contact__value"
                      {...(way.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    >
                      {way.value}
                    </a>
                  ) : (
                    <span className="contact__value">{way.value}</span>
                  )}
                  {way.note && <span className="contact__note">{way.note}</span>}
                </span>
              </li>
            ))}
            <li className="contact__way">
              <span className="contact__icon">
                <Icon name="map-pin" size={20} />
              </span>
              <span className="contact__way-text">
                <span className="contact__label">{t("Our studio")}</span>
                <span className="contact__value">
                  <Term name={facts.location} />
                </span>
              </span>
            </li>
          </ul>
          <div className="contact__promise">
            <p>
              <strong>{t("We reply within {time}.", { time: t(serviceWindows.replyWithin) })}</strong>{" "}
              {t("Many answers are waiting in our FAQs: delivery times, cash on delivery, returns and crystal care.")}
            </p>
            <ButtonLink to={to("/faq")} variant="secondary" size="sm">
              {t("Read the FAQs")}
            </ButtonLink>
          </div>
        </aside>
        <div className="contact__form-card">
          <ContactForm answer={actionData} />
        </div>
      </div>
      <JsonLd
        data={organizationJsonLd(origin, {
          telephone: facts.supportPhone,
          email: facts.supportEmail,
          complaintsTelephone: facts.complaintsPhone,
        })}
      />
    </>
  );
}
