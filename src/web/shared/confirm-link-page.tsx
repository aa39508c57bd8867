// The page a mailed double opt-in link opens (a "Notify me" request, a newsletter sign-up). Like
// /unsubscribe it changes nothing on a GET (mail scanners follow links); its one button confirms,
// with JavaScript through the API, without it through the route's own action (whose answer arrives
// as `answered`).
import type { ReactNode } from "react";
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "../components/button.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, callApi } from "./api.ts";
import { FormError } from "./field.tsx";

export type ConfirmAnswer = { done: boolean; message: string };

export function ConfirmLinkPage(props: {
  eyebrow: string;
  title: string;
  /** What one click agrees to. */
  lead: string;
  buttonLabel: string;
  /** POST { token } here with JavaScript. */
  apiPath: string;
  token: string;
  /** The token has the shape of a real one (checked by the loader). */
  valid: boolean;
  invalidMessage: string;
  answered: ConfirmAnswer | undefined;
  /** The closing words: the one-click stop and the privacy notice. */
  footer: ReactNode;
}) {
  const [answer, setAnswer] = useState<ConfirmAnswer | undefined>(props.answered);
  const [busy, setBusy] = useState(false);
  const { t } = useI18n();

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await callApi<{ message: string }>("POST", props.apiPath, { token: props.token });
      setAnswer({ done: true, message: done.message });
    } catch (failure) {
      setAnswer({ done: false, message: failure instanceof ApiError ? failure.message : props.invalidMessage });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width section narrow-page">
      <p className="eyebrow">{props.eyebrow}</p>
      <h1>{props.title}</h1>
      {answer?.done ? (
        <p role="status" className="form-notice">
          {t(answer.message)}
        </p>
      ) : props.valid ? (
        <Form method="post" onSubmit={(event) => void confirm(event)} className="dashboard-form">
          <input type="hidden" name="token" value={props.token} />
          <p>{props.lead}</p>
          <FormError message={answer?.message} />
          <div>
            <Button type="submit" busy={busy} busyText={t("Confirming...")}>
              {props.buttonLabel}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="form-error">{t(props.invalidMessage)}</p>
      )}
      <p className="dashboard-muted">{props.footer}</p>
    </div>
  );
}
