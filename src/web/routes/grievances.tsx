// /grievances: the grievance desk (Consumer Protection (E-Commerce) Rules 2020 rule 4(4)-(5)). The
// grievance officer's name, designation and contacts (from settings), the promise (acknowledged within
// 48 hours, resolved within one month), the complaint form (a member as signed in, a guest with the
// e-mail and the number of their order, or a code mailed to it) posting to /api/grievances, and
// following a complaint by its ticket and e-mail (?ticket=&email=, read by the loader: personal, never cached).
import { type FormEvent, useState } from "react";
import { Form, Link } from "react-router";
import { formatClockTime, formatDate, formatDateTime, formatLongDate } from "../../core/dates.ts";
import type { Language } from "../../core/i18n.ts";
import { contactMessages } from "../../core/schemas/contact.ts";
import {
  acknowledgeWithin,
  type GrievanceTopic,
  grievanceMessages,
  grievanceSchema,
  grievanceTopicNames,
  grievanceTopics,
  resolveWithin,
  ticketPattern,
} from "../../core/schemas/grievances.ts";
import { Button } from "../components/button.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { GuestProof, type GuestProofKind } from "../grievances/guest-proof.tsx";
import { English, metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError, TextAreaField } from "../shared/field.tsx";
import { checkForm } from "../shared/form-errors.ts";
import type { Route } from "./+types/grievances";
import "../styles/content.css";
import "../styles/dashboard.css";
import "../styles/privacy.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [
    { title: `${t("Complaints and grievance officer")} · Sattva` },
    {
      name: "description",
      content: t(
        "Raise a complaint with Sattva's grievance officer. We acknowledge every complaint within {acknowledge} and resolve it within {resolve}.",
        { acknowledge: t(acknowledgeWithin), resolve: t(resolveWithin) },
      ),
    },
  ];
}

/** A moment as the page's language says it: "29 नवंबर 2026, 1:20 pm" (English: as before). */
function momentIn(language: Language, value: string): string {
  return language === "en" ? formatDateTime(value) : `${formatLongDate(value, language)}, ${formatClockTime(value)}`;
}
const dayIn = (language: Language, value: string) =>
  language === "en" ? formatDate(value) : formatLongDate(value, language);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ticket = (url.searchParams.get("ticket") ?? "").trim().toUpperCase();
  const email = (url.searchParams.get("email") ?? "").trim().toLowerCase();
  const asked = Boolean(ticket || email);
  const followed =
    asked && ticketPattern.test(ticket) && email ? await context.services.grievances.follow(ticket, email) : null;
  return {
    contacts: await context.services.privacy.contacts(),
    member: context.user
      ? { name: `${context.user.firstName} ${context.user.lastName}`.trim(), email: context.user.email }
      : null,
    lookup: { ticket, email, asked, followed },
  };
}

interface Filed {
  ticket: string;
  acknowledgeBy: string;
  resolveBy: string;
  message: string;
}

type Fields = {
  name: string;
  email: string;
  orderNumber: string;
  code: string;
  topic: GrievanceTopic | "";
  message: string;
};

function ComplaintForm({ member }: { member: { name: string; email: string } | null }) {
  const { t, language } = useI18n();
  const [form, setForm] = useState<Fields>({
    name: member?.name ?? "",
    email: "",
    orderNumber: "",
    code: "",
    topic: "",
    message: "",
  });
  const [proof, setProof] = useState<GuestProofKind>("order");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [filed, setFiled] = useState<Filed | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    const { name, email, orderNumber, code, topic, message } = form;
    const body = member
      ? { name, topic, message, orderNumber }
      : proof === "order"
        ? { name, email, orderNumber, topic, message }
        : { name, email, code, topic, message };
    const problems = { ...(checkForm(grievanceSchema, body) ?? {}) };
    if (!member && proof === "order" && !orderNumber.trim()) problems.orderNumber = grievanceMessages.orderNumber;
    if (!member && proof === "code" && !code.trim()) problems.code = grievanceMessages.code;
    if (!member && !email.trim()) problems.email = contactMessages.email;
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      setFiled(await callApi<Filed>("POST", "/api/grievances", body));
    } catch (failure) {
      if (failure instanceof ApiError && failure.details.fields) {
        setErrors(failure.details.fields as Record<string, string>);
      }
      setError(failure instanceof ApiError ? t(failure.message) : t("Request failed. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  if (filed) {
    return (
      <div className="desk__ticket" role="status">
        <p>{t(filed.message)}</p>
        <p>{rich(t("Your ticket: {ticket}"), { ticket: <strong>{filed.ticket}</strong> })}</p>
        <p>
          {rich(
            t("We will acknowledge it by {acknowledge} and resolve it by {resolve} at the latest.", {
              acknowledge: momentIn(language, filed.acknowledgeBy),
            }),
            { resolve: <strong>{dayIn(language, filed.resolveBy)}</strong> },
          )}
        </p>
      </div>
    );
  }
  return (
    <form className="dashboard-form" onSubmit={(event) => void submit(event)} noValidate>
      {member ? (
        <p className="dashboard-muted">
          {t("Signed in as {email}. Our reply goes to this address.", { email: member.email })}
        </p>
      ) : (
        <p className="dashboard-muted">
          {t(
            "Give your e-mail address and the number of your order, so we can find it. No order with us? We e-mail you a code instead.",
          )}
        </p>
      )}
      <Field
        label={t("Your name")}
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={set("name")}
        error={errors.name && t(errors.name)}
      />
      {!member && (
        <Field
          label={t("E-mail")}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set("email")}
          error={errors.email && t(errors.email)}
        />
      )}
      {member ? (
        <Field
          label={t("Order number (optional)")}
          name="orderNumber"
          inputMode="numeric"
          placeholder={t("e.g. {number}", { number: "100042" })}
          value={form.orderNumber}
          onChange={set("orderNumber")}
          error={errors.orderNumber && t(errors.orderNumber)}
        />
      ) : (
        <GuestProof
          email={form.email}
          proof={proof}
          onProof={(kind) => {
            setProof(kind);
            setErrors((current) => ({ ...current, orderNumber: "", code: "" }));
          }}
          orderNumber={form.orderNumber}
          code={form.code}
          onChange={set}
          errors={errors}
          onErrors={(fields) => setErrors((current) => ({ ...current, ...fields }))}
        />
      )}
      <label className="admin-filters__field">
        <span>{t("What is it about?")}</span>
        <select
          className="field__input"
          name="topic"
          value={form.topic}
          onChange={set("topic")}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? "topic-error" : undefined}
        >
          <option value="">{t("Choose one")}</option>
          {grievanceTopicNames.map((topic) => (
            <option key={topic} value={topic}>
              {t(grievanceTopics[topic])}
            </option>
          ))}
        </select>
        {errors.topic && (
          <span id="topic-error" className="field__error">
            {t(errors.topic)}
          </span>
        )}
      </label>
      <TextAreaField
        label={t("Your complaint")}
        name="message"
        rows={6}
        value={form.message}
        onChange={set("message")}
        error={errors.message && t(errors.message)}
      />
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText={t("Sending...")}>
          {t("Send complaint")}
        </Button>
      </div>
    </form>
  );
}

export default function Grievances({ loaderData }: Route.ComponentProps) {
  const { t, to, language } = useI18n();
  const { contacts, member, lookup } = loaderData;
  const officer = contacts.grievanceOfficer;
  return (
    <>
      <ContentHero
        eyebrow={t("Complaints")}
        title={t("Grievance Desk")}
        lead={t(
          "If something went wrong, tell us. Every complaint is acknowledged within {acknowledge} and resolved within {resolve}.",
          { acknowledge: t(acknowledgeWithin), resolve: t(resolveWithin) },
        )}
        art={["divine-crystals", "sacred-rituals"]}
        tone="sand"
      />
      <div className="page-width section desk">
        <div className="dashboard-stack">
          <section className="desk__card" aria-labelledby="officer-title">
            <h2 id="officer-title">{t("Our grievance officer")}</h2>
            <dl className="desk__officer">
              <dt>{t("Name")}</dt>
              <dd>
                <English>{officer.name}</English>
              </dd>
              <dt>{t("Designation")}</dt>
              <dd>
                <English>{officer.designation}</English>
              </dd>
              <dt>{t("E-mail")}</dt>
              <dd>
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </dd>
              <dt>{t("Phone")}</dt>
              <dd>
                <a href={`tel:${officer.phone.replace(/[^\d+]/g, "")}`}>{officer.phone}</a>
              </dd>
            </dl>
            <p className="dashboard-muted">
              {rich(
                t(
                  "As the Consumer Protection (E-Commerce) Rules, 2020 require, we acknowledge a complaint within {acknowledge} and resolve it within {resolve} of receiving it. If you are not satisfied, you may call the National Consumer Helpline on 1915 or file at e-Daakhil. Complaints about your personal data: see our {privacy}.",
                  { acknowledge: t(acknowledgeWithin), resolve: t(resolveWithin) },
                ),
                { privacy: <Link to={to("/privacy-policy")}>{t("privacy notice")}</Link> },
              )}
            </p>
          </section>
          <section className="desk__card" aria-labelledby="follow-title">
            <h2 id="follow-title">{t("Follow a complaint")}</h2>
            <Form method="get" className="dashboard-form">
              <Field
                label={t("Ticket number")}
                name="ticket"
                placeholder={t("e.g. {number}", { number: "GRV-001234" })}
                defaultValue={lookup.ticket}
              />
              <Field label={t("E-mail")} name="email" type="email" autoComplete="email" defaultValue={lookup.email} />
              <div className="dashboard-form__buttons">
                <Button type="submit" variant="secondary" size="sm">
                  {t("Show")}
                </Button>
              </div>
            </Form>
            {lookup.asked &&
              (lookup.followed ? (
                <div className="desk__replies" aria-live="polite">
                  <p>
                    <strong>{lookup.followed.ticket}</strong> · {t(lookup.followed.statusName)} ·{" "}
                    {t("received {when}", { when: momentIn(language, lookup.followed.receivedAt) })} ·{" "}
                    {t("to be resolved by {day}", { day: dayIn(language, lookup.followed.resolveBy) })}
                  </p>
                  {lookup.followed.replies.length === 0 ? (
                    <p className="dashboard-muted">{t("No reply yet.")}</p>
                  ) : (
                    lookup.followed.replies.map((reply) => (
                      <p key={reply.createdAt} className="desk__reply">
                        {momentIn(language, reply.createdAt)}: <English>{reply.message}</English>
                      </p>
                    ))
                  )}
                </div>
              ) : (
                <p className="form-error" role="alert">
                  {t(grievanceMessages.notFound)}
                </p>
              ))}
          </section>
        </div>
        <section className="desk__card" aria-labelledby="complaint-title">
          <h2 id="complaint-title">{t("Raise a complaint")}</h2>
          <ComplaintForm member={member} />
        </section>
      </div>
    </>
  );
}
