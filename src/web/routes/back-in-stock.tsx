// /back-in-stock?token=: the confirm link of a "Notify me" request (double opt-in). Like
// /unsubscribe it changes nothing on a GET (mail scanners follow links); its one button confirms,
// with JavaScript through POST /api/back-in-stock/confirm, without it through this route's action.
import { data, Link } from "react-router";
import { backInStockConfirmSchema, backInStockMessages } from "../../core/schemas/back-in-stock.ts";
import { readForm } from "../form-input.ts";
import { ConfirmLinkPage } from "../shared/confirm-link-page.tsx";
import type { Route } from "./+types/back-in-stock";
import "../styles/content.css";
import "../styles/dashboard.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Confirm your request · Sattva" }, { name: "robots", content: "noindex" }];
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
  return (
    <ConfirmLinkPage
      eyebrow="Back in stock"
      title="Confirm your request"
      lead="One click and we e-mail you once when the piece you asked about is back in stock."
      buttonLabel="Yes, tell me"
      apiPath="/api/back-in-stock/confirm"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={backInStockMessages.invalidLink}
      answered={actionData}
      footer={
        <>
          Every such e-mail has a one-click stop. Read our <Link to="/privacy-policy">privacy notice</Link>, or go on{" "}
          <Link to="/shop">shopping</Link>.
        </>
      }
    />
  );
}
