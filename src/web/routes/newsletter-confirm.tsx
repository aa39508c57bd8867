// /newsletter/confirm?token=: the confirm link of a newsletter sign-up (double opt-in). Like
// /back-in-stock it changes nothing on a GET (mail scanners follow links); its one button confirms,
// with JavaScript through POST /api/newsletter/confirm, without it through this route's action.
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { newsletterConfirmSchema, newsletterMessages } from "../../core/schemas/newsletter.ts";
import { Button } from "../components/button.tsx";
import { readForm } from "../form-input.ts";
import { ApiError, callApi } from "../shared/api.ts";
import { FormError } from "../shared/field.tsx";
import type { Route } from "./+types/newsletter-confirm";
import "../styles/content.css";
import "../styles/dashboard.css";

export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Confirm your subscription · Sattva" }, { name: "robots", content: "noindex" }];
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
  const [answer, setAnswer] = useState<{ done: boolean; message: string } | undefined>(actionData);
  const [busy, setBusy] = useState(false);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await callApi<{ message: string }>("POST", "/api/newsletter/confirm", { token: loaderData.token });
      setAnswer({ done: true, message: done.message });
    } catch (failure) {
      setAnswer({
        done: false,
        message: failure instanceof ApiError ? failure.message : newsletterMessages.invalidLink,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width section narrow-page">
      <p className="eyebrow">Newsletter</p>
      <h1>Confirm your subscription</h1>
      {answer?.done ? (
        <p role="status" className="form-notice">
          {answer.message}
        </p>
      ) : loaderData.valid ? (
        <Form method="post" onSubmit={(event) => void confirm(event)} className="dashboard-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <p>One click and we send you our letters about new arrivals, offers and rituals.</p>
          <FormError message={answer?.message} />
          <div>
            <Button type="submit" busy={busy} busyText="Confirming...">
              Yes, subscribe me
            </Button>
          </div>
        </Form>
      ) : (
        <p className="form-error">{newsletterMessages.invalidLink}</p>
      )}
      <p className="dashboard-muted">
        Every letter has a one-click stop. Read our <Link to="/privacy-policy">privacy notice</Link>, or go on{" "}
        <Link to="/shop">shopping</Link>.
      </p>
    </div>
  );
}
