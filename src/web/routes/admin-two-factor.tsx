// /admin-two-factor: the signed-in admin turns two-factor sign-in on or off (issue 18 point 4). The
// set-up is two cards (issue 38 point 16): the QR code of the otpauth:// address with the key in
// groups of four, then the app's first code; then the ten recovery codes, shown once, to copy or
// download. The page talks to /api/auth/two-factor*.
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { ConfirmStep, RecoveryCodesCard, ScanStep } from "../admin/two-factor-set-up.tsx";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-two-factor";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Two-factor sign-in · Admin · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, { duringTwoFactorSetUp: true });
  return { setUpRequired: Boolean(admin.twoFactorSetUpRequired), email: admin.email };
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
  const [busy, setBusy] = useState(false);

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
      setBusy(true);
      const answer = await call<{ recoveryCodes?: string[] }>(path, { code }).finally(() => setBusy(false));
      if (!answer.ok) return setError(answer.data.error?.message ?? "That code is not right.");
      setError(undefined);
      after(answer.data);
      await refresh();
    };

  return (
    <div className="admin-page two-factor-page">
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
      {recovery ? <RecoveryCodesCard codes={recovery} account={loaderData.email} /> : null}
      {status && !status.enabled && !setup ? (
        <section className="dashboard-card two-factor-card" aria-labelledby="two-factor-start">
          <h2 id="two-factor-start" className="dashboard-card__title">
            Protect your admin sign-in
          </h2>
          <p className="two-factor-card__text">
            After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone.
          </p>
          <FormError message={error} />
          <div>
            <Button onClick={start}>Set up two-factor sign-in</Button>
          </div>
        </section>
      ) : null}
      {status && !status.enabled && setup ? (
        <div className="two-factor-steps">
          <ScanStep otpauthUri={setup.otpauthUri} secret={setup.secret} />
          <ConfirmStep
            onSubmit={submit("/api/auth/two-factor/enable", (data) => setRecovery(data.recoveryCodes ?? []))}
            error={error}
            busy={busy}
          />
        </div>
      ) : null}
      {status?.enabled ? (
        <section className="dashboard-card two-factor-card" aria-labelledby="two-factor-off">
          <h2 id="two-factor-off" className="dashboard-card__title">
            Turn two-factor sign-in off
          </h2>
          <form
            className="two-factor-card__form"
            onSubmit={submit("/api/auth/two-factor/disable", () => {
              setSetup(null);
              setRecovery(null);
            })}
          >
            <Field label="Code from the app, or a recovery code" name="code" autoComplete="one-time-code" required />
            <FormError message={error} />
            <div>
              <Button type="submit" variant="secondary" busy={busy} busyText="Checking...">
                Turn off
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
