// The code screen shared by /verification (sign-up) and /resetpasswordvarification (reset): six
// boxes, Continue, and Resend Code with a visible cool-down. The route's action answers the
// intents "verify" and "resend"; what happens after a right code is the route's business.
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { codeSchema, messages } from "../../core/schemas/accounts.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import type { FormAnswer } from "./answers.ts";
import { CodeBoxes } from "./code-boxes.tsx";
import "../shared/field.css";
import { useI18n } from "../i18n/i18n.tsx";
import { crossed } from "../shared/form-errors.ts";

/** A code was just sent when the screen opens: the first resend waits this long. */
export const resendCooldownSeconds = 60;

export interface CodeScreenProps {
  email: string;
  /** Called with the answer to a right code (routes that redirect never get here). */
  onVerified?: (answer: FormAnswer) => void;
}

function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { left, restart };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function CodeScreen({ email, onVerified }: CodeScreenProps) {
  const verify = useFetcher<FormAnswer>({ key: "verify-code" });
  const resend = useFetcher<FormAnswer>({ key: "resend-code" });
  const toast = useToast();
  const { t, language } = useI18n();
  const errorId = useId();
  const cooldown = useCountdown(resendCooldownSeconds);
  const [localError, setLocalError] = useState<string | undefined>();
  const verifyAnswer = verify.data?.intent === "verify" ? verify.data : undefined;
  const resendAnswer = resend.data?.intent === "resend" ? resend.data : undefined;
  const { restart } = cooldown;

  const verifySettled = verify.state === "idle";

  useEffect(() => {
    // only once the action's revalidation is over, or a navigation from onVerified races it
    if (verifyAnswer?.ok && verifySettled) onVerified?.(verifyAnswer);
  }, [verifyAnswer, verifySettled, onVerified]);

  useEffect(() => {
    if (!resendAnswer) return;
    if (resendAnswer.ok) {
      toast(t("Verification code resent"), { tone: "success" });
      restart(resendCooldownSeconds);
    } else {
      toast(crossed(t(resendAnswer.message ?? "Failed to send verification email.")), { tone: "error" });
      if (resendAnswer.retryAfterSeconds) restart(resendAnswer.retryAfterSeconds);
    }
  }, [resendAnswer, toast, restart, t]);

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    const code = new FormData(event.currentTarget).get("code");
    const checked = codeSchema.safeParse(typeof code === "string" ? code : "");
    setLocalError(checked.success ? undefined : messages.incorrectCode);
    if (!checked.success) event.preventDefault();
  };

  const error = localError ?? (verifyAnswer && !verifyAnswer.ok ? verifyAnswer.message : undefined);

  return (
    <div className="code-screen">
      <verify.Form method="post" className="account-form" noValidate onSubmit={onVerify}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        <CodeBoxes name="code" invalid={Boolean(error)} errorId={error ? errorId : undefined} autoFocus />
        {error && (
          <p id={errorId} className="field__error code-screen__error" role="alert">
            {t(error)}
          </p>
        )}
        <Button type="submit" busy={verify.state !== "idle"} busyText={t("Checking...")} fullWidth>
          {t("Continue")}
        </Button>
      </verify.Form>
      <resend.Form method="post" className="code-screen__resend">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="email" value={email} />
        <span>{t("Didn’t get the code?")}</span>
        <Button
          type="submit"
          variant="quiet"
          size="sm"
          disabled={cooldown.left > 0}
          busy={resend.state !== "idle"}
          busyText={t("Sending...")}
        >
          {cooldown.left > 0 ? t("Resend Code in {time}", { time: clock(cooldown.left) }) : t("Resend Code")}
        </Button>
      </resend.Form>
    </div>
  );
}
