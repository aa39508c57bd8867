// The pieces of two-factor set-up (issue 38 point 16): the QR code of the otpauth:// address (never
// the address printed), the key in groups of four with a Copy button, the step that asks for the
// app's first code as a card of its own, and the recovery codes with Copy and Download (.txt).
import type { FormEvent, ReactNode } from "react";
import { Button } from "../components/button.tsx";
import { QrCode } from "../components/qr-code.tsx";
import { useToast } from "../components/toast.tsx";
import { Field, FormError } from "../shared/field.tsx";

/** The key as people copy it by hand: groups of four, e.g. "JBSW Y3DP EHPK 3PXP". */
export function groupInFours(key: string): string {
  return (
    key
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? key
  );
}

/** Copies `text` to the clipboard and says so (or that it could not, where the browser refuses). */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(`${what} copied`, { tone: "success" });
    } catch {
      toast(`Could not copy the ${what.toLowerCase()}: select it and copy it yourself.`, { tone: "error" });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={label}>
      Copy
    </Button>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-card two-factor-card" aria-labelledby={id}>
      <h2 id={id} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Step 1: the QR code to scan, a link for an app on this device, and the key to type instead. */
export function ScanStep({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const grouped = groupInFours(secret);
  return (
    <Card id="two-factor-scan" title="1. Scan the QR code">
      <p className="two-factor-card__text">
        Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and scan this code.
      </p>
      <QrCode
        className="two-factor-qr"
        value={otpauthUri}
        label="QR code for setting up two-factor sign-in in your authenticator app"
      />
      <p className="two-factor-card__text">
        Setting up on this device? <a href={otpauthUri}>Open it in your authenticator app</a>.
      </p>
      <div className="two-factor-key">
        <p className="two-factor-key__label">Can&rsquo;t scan? Enter this key in the app:</p>
        <div className="two-factor-key__row">
          <code className="two-factor-key__value" data-testid="two-factor-secret">
            {grouped}
          </code>
          <CopyButton text={secret} label="Copy the key" what="Key" />
        </div>
      </div>
    </Card>
  );
}

/** Step 2, a card of its own: the first code from the app turns two-factor sign-in on. */
export function ConfirmStep({
  onSubmit,
  error,
  busy,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | undefined;
  busy: boolean;
}) {
  return (
    <Card id="two-factor-confirm" title="2. Enter the code from the app">
      <form className="two-factor-card__form" onSubmit={onSubmit} noValidate>
        <p className="two-factor-card__text">
          The app now shows a 6-digit code for Sattva that changes every 30 seconds.
        </p>
        <Field label="Code from the app" name="code" autoComplete="one-time-code" inputMode="numeric" required />
        <FormError message={error} />
        <Button type="submit" busy={busy} busyText="Checking...">
          Turn on
        </Button>
      </form>
    </Card>
  );
}

/** The recovery codes, shown once, with Copy and a .txt to keep. */
export function RecoveryCodesCard({ codes, account }: { codes: string[]; account: string }) {
  const text = [
    `Sattva two-factor recovery codes for ${account}`,
    "Each code works once, in place of the code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
  return (
    <Card id="recovery-title" title="Your recovery codes">
      <p className="two-factor-card__text">
        Each works once, if your phone is lost. Keep them somewhere safe: they are not shown again.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor-card__actions">
        <CopyButton text={codes.join("\n")} label="Copy the recovery codes" what="Recovery codes" />
        <a
          className="button button--secondary button--sm"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="sattva-recovery-codes.txt"
        >
          Download (.txt)
        </a>
      </div>
    </Card>
  );
}
