// /unsubscribe?token=: the one-click stop in every marketing mail (DPDP Act 2023 s.6(4): withdrawing
// as easy as giving). The page does not withdraw on a GET (mail scanners follow links); its one button
// does, with JavaScript through POST /api/consents/withdraw, without it through this route's action.
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { consentPurposes, privacyMessages, withdrawByTokenSchema } from "../../core/schemas/privacy.ts";
import { Button } from "../components/button.tsx";
import { readForm } from "../form-input.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { FormError } from "../shared/field.tsx";
import type { Route } from "./+types/unsubscribe";
import "../styles/content.css";
import "../styles/dashboard.css";
import "../styles/privacy.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Stop these e-mails · Sattva") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: withdrawByTokenSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = withdrawByTokenSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return data({ done: false, message: privacyMessages.unsubscribeInvalid }, { status: 400 });
  const done = await context.services.privacy.withdrawByToken(parsed.data.token);
  if (!done) return data({ done: false, message: privacyMessages.unsubscribeInvalid }, { status: 404 });
  return { done: true, message: privacyMessages.unsubscribed, purpose: consentPurposes[done.purpose].label };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [answer, setAnswer] = useState<{ done: boolean; message: string; purpose?: string } | undefined>(actionData);
  const [busy, setBusy] = useState(false);
  const { t, to } = useI18n();
  // the purpose's name (core/schemas/privacy.ts) after the answer, both in the page's language
  const stopped = (message: string, purpose: string) => `${t(message)} (${t(purpose)})`;

  async function stop(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await callApi<{ message: string; purpose: keyof typeof consentPurposes }>(
        "POST",
        "/api/consents/withdraw",
        { token: loaderData.token },
      );
      setAnswer({ done: true, message: done.message, purpose: consentPurposes[done.purpose].label });
    } catch (failure) {
      setAnswer({
        done: false,
        message: failure instanceof ApiError ? failure.message : privacyMessages.unsubscribeInvalid,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width section narrow-page">
      <p className="eyebrow">{t("Your e-mails")}</p>
      <h1>{t("Stop these e-mails")}</h1>
      {answer?.done ? (
        <p role="status" className="form-notice">
          {answer.purpose ? stopped(answer.message, answer.purpose) : t(answer.message)}
        </p>
      ) : loaderData.valid ? (
        <Form method="post" onSubmit={(event) => void stop(event)} className="dashboard-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <p>{t("One click and we stop sending the e-mails this link came with. Your orders are not affected.")}</p>
          <FormError message={answer?.message} />
          <div>
            <Button type="submit" busy={busy} busyText={t("Stopping...")}>
              {t("Stop these e-mails")}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="form-error">{t(privacyMessages.unsubscribeInvalid)}</p>
      )}
      <p className="dashboard-muted">
        {rich(t("All your e-mail choices are in {account}. Read our {notice}."), {
          account: <Link to={to("/userdashboard?tab=privacy")}>{t("My Account → Privacy")}</Link>,
          notice: <Link to={to("/privacy-policy")}>{t("privacy notice")}</Link>,
        })}
      </p>
    </div>
  );
}
