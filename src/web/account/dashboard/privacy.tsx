// The dashboard's Privacy tab: Change Password (Current Password, New Password, Confirm New
// Password; 'Changing...' while busy) with the spec's messages; a field's error clears on edit.
import { type FormEvent, useState } from "react";
import { messages, passwordMinLength } from "../../../core/schemas/accounts.ts";
import { Button } from "../../components/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field, FormError, FormNotice } from "../../shared/field.tsx";

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: Fields = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePassword({ userId }: { userId: string }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function check(): Partial<Fields> {
    if (!form.currentPassword) return { currentPassword: messages.currentPasswordRequired };
    if (!form.newPassword) return { newPassword: messages.newPasswordRequired };
    if (form.newPassword.length < passwordMinLength) return { newPassword: messages.passwordTooShort };
    if (form.newPassword !== form.confirmPassword) return { confirmPassword: messages.changePasswordsDoNotMatch };
    return {};
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await callApi("PUT", `/api/userdashboard/${userId}/password`, {
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      });
      setForm(empty);
      setNotice(messages.passwordChanged);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        setErrors({ currentPassword: messages.incorrectCurrentPassword });
      } else if (failure instanceof ApiError && failure.network) {
        setError("No response from server. Please try again.");
      } else if (failure instanceof ApiError) {
        setError(failure.message || `Server error: ${failure.status}`);
      } else setError("Request failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="dashboard-card dashboard-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="dashboard-card__title">{t("Change Password")}</h2>
      <FormNotice message={notice} />
      <div className="dashboard-form__column">
        <Field
          label={t("Current Password")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <Field
          label={t("New Password")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
          hint={t("At least {count} characters.", { count: passwordMinLength })}
        />
        <Field
          label={t("Confirm New Password")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
          error={errors.confirmPassword}
        />
      </div>
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText={t("Changing...")}>
          {t("Change Password")}
        </Button>
      </div>
    </form>
  );
}
