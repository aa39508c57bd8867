// /back-in-stock?token=: the confirm link of a "Notify me" request (double opt-in). Like
// /unsubscribe it changes nothing on a GET (mail scanners follow links); its one button confirms,
// with JavaScript through POST /api/back-in-stock/confirm, without it through this route's action.
import { data, Link } from "react-router";
import { backInStockConfirmSchema, backInStockMessages } from "../../core/schemas/back-in-stock.ts";
import { readForm } from "../form-input.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ConfirmLinkPage } from "../shared/confirm-link-page.tsx";
import type { Route } from "./+types/back-in-stock";
import "../styles/content.css";
import "../styles/dashboard.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Confirm your request · Sattva") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: backInStockConfirmSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = backInStockConfirmSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return data({ done: false, message: backInStockMessages.invalidLink }, { status: 400 });
  const done = await context.services.backInStock.confirm(parsed.data.token);
  if (!done) return data({ done: false, message: backInStockMessages.invalidLink }, { status: 404 });
  return { done: true, message: done.message };
}

export default function ConfirmBackInStock({ loaderData, actionData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  return (
    <ConfirmLinkPage
      eyebrow={t("Back in stock")}
      title={t("Confirm your request")}
      lead={t("One click and we e-mail you once when the piece you asked about is back in stock.")}
      buttonLabel={t("Yes, tell me")}
      apiPath="/api/back-in-stock/confirm"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={backInStockMessages.invalidLink}
      answered={actionData}
      footer={rich(t("Every such e-mail has a one-click stop. Read our {notice}, or go on {shopping}."), {
        notice: <Link to={to("/privacy-policy")}>{t("privacy notice")}</Link>,
        shopping: <Link to={to("/shop")}>{t("shopping")}</Link>,
      })}
    />
  );
}
