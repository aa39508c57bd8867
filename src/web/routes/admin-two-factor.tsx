// /admin-two-factor: the signed-in admin turns two-factor sign-in on or off (issue 18 point 4). The
// set-up shows the otpauth:// link and the secret for the authenticator app once, asks for a first
// code, then shows the ten recovery codes once. The page talks to /api/auth/two-factor*.
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "../components/button.tsx";
import { QrCode } from "../components/qr-code.tsx";
import { requireAdmin } from "../guards.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-two-factor";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Two-factor sign-in · Admin · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, { duringTwoFactorSetUp: true });
  return { setUpRequired: Boolean(admin.twoFactorSetUpRequired) };
}

async function call<T>(
  path: string,
  body?: unknown,
): Promise<{ ok: boolean; data: T & { error?: { message: string } } }> {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  return { ok: response.ok, data: await response.json() };
}

type Status = { enabled: boolean; recoveryCodesLeft: number };

export default function AdminTwoFactor({ loaderData }: Route.ComponentProps) {
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<{ otpauthUri: string; secret: string } | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();

  const refresh = useCallback(() => call<Status>("/api/auth/two-factor").then(({ data }) => setStatus(data)), []);
  useEffect(() => {
    refresh();
  }, [refresh]);

  const start = async () => {
    setError(undefined);
    const answer = await call<{ otpauthUri: string; secret: string }>("/api/auth/two-factor/setup", {});
    if (answer.ok) setSetup(answer.data);
    else setError(answer.data.error?.message);
  };

  const submit =
    (path: string, after: (data: { recoveryCodes?: string[] }) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const code = String(new FormData(event.currentTarget).get("code") ?? "");
      const answer = await call<{ recoveryCodes?: string[] }>(path, { code });
      if (!answer.ok) return setError(answer.data.error?.message ?? "That code is not right.");
      setError(undefined);
      after(answer.data);
      await refresh();
    };

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Two-factor sign-in</h1>
        <p className="dashboard-muted">
          {status === null ? "…" : status.enabled ? `On · ${status.recoveryCodesLeft} recovery codes left` : "Off"}
        </p>
      </header>
      {loaderData.setUpRequired && !status?.enabled ? (
        <p className="dashboard-muted" role="status">
          This shop requires two-factor sign-in for admins: set it up to reach the other admin pages.
        </p>
      ) : null}
      {recovery ? (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">Your recovery codes</h2>
          <p>Each works once, if your phone is lost. Keep them somewhere safe: they are not shown again.</p>
          <ul className="recovery-codes">
            {recovery.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {status && !status.enabled && !setup ? (
        <section>
          <p>After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone.</p>
          <Button onClick={start}>Set up two-factor sign-in</Button>
        </section>
      ) : null}
      {status && !status.enabled && setup ? (
        <form onSubmit={submit("/api/auth/two-factor/enable", (data) => setRecovery(data.recoveryCodes ?? []))}>
          <p>
            Scan this QR code with your authenticator app, open <a href={setup.otpauthUri}>this link</a> on your phone,
            or add an account there with this key:
          </p>
          <QrCode
            className="two-factor-qr"
            value={setup.otpauthUri}
            label="QR code for setting up two-factor sign-in in your authenticator app"
          />
          <p>
            <code data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <p className="dashboard-muted">
            <code>{setup.otpauthUri}</code>
          </p>
          <Field label="Code from the app" name="code" autoComplete="one-time-code" inputMode="numeric" required />
          <FormError message={error} />
          <Button type="submit">Turn on</Button>
        </form>
      ) : null}
      {status?.enabled ? (
        <form onSubmit={submit("/api/auth/two-factor/disable", () => setSetup(null))}>
          <Field label="Code from the app, or a recovery code" name="code" autoComplete="one-time-code" required />
          <FormError message={error} />
          <Button type="submit" variant="secondary">
            Turn off
          </Button>
        </form>
      ) : null}
      {status && !status.enabled && !setup ? <FormError message={error} /> : null}
    </div>
  );
}
