// /newsletter/confirm?token=: the confirm link of a newsletter sign-up (double opt-in). Like
// /back-in-stock it changes nothing on a GET (mail scanners follow links); its one button confirms,
// with JavaScript through POST /api/newsletter/confirm, without it through this route's action.
import { data, Link } from "react-router";
import { newsletterConfirmSchema, newsletterMessages } from "../../core/schemas/newsletter.ts";
import { readForm } from "../form-input.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ConfirmLinkPage } from "../shared/confirm-link-page.tsx";
import type { Route } from "./+types/newsletter-confirm";
import "../styles/content.css";
import "../styles/dashboard.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Confirm your subscription · Sattva") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: newsletterConfirmSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = newsletterConfirmSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return data({ done: false, message: newsletterMessages.invalidLink }, { status: 400 });
  const done = await context.services.newsletter.confirm(parsed.data.token);
  if (!done) return data({ done: false, message: newsletterMessages.invalidLink }, { status: 404 });
  return { done: true, message: done.message };
}

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  return (
    <ConfirmLinkPage
      eyebrow={t("Newsletter")}
      title={t("Confirm your subscription")}
      lead={t("One click and we send you our letters about new arrivals, offers and rituals.")}
      buttonLabel={t("Yes, subscribe me")}
      apiPath="/api/newsletter/confirm"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={newsletterMessages.invalidLink}
      answered={actionData}
      footer={rich(t("Every letter has a one-click stop. Read our {notice}, or go on {shopping}."), {
        notice: <Link to={to("/privacy-policy")}>{t("privacy notice")}</Link>,
        shopping: <Link to={to("/shop")}>{t("shopping")}</Link>,
      })}
    />
  );
}
