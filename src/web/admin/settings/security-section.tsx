// Settings: sign-in security. Requiring two-factor sign-in of admins sends every admin without it
// (the one saving included) to /admin-two-factor until they set it up.
import type { Settings } from "../../../core/schemas/settings.ts";
import { SettingsSectionForm } from "./section-form.tsx";

export function SecuritySection({ value }: { value: Settings["security"] }) {
  return (
    <SettingsSectionForm
      section="security"
      title="Sign-in security"
      intro="Admins without two-factor sign-in are sent to set it up before any other admin page."
      initial={{ ...value }}
    >
      {({ values, setValue }) => (
        <label className="dashboard-check">
          <input
            type="checkbox"
            name="adminTwoFactorRequired"
            checked={values.adminTwoFactorRequired}
            onChange={(event) => setValue("adminTwoFactorRequired", event.target.checked)}
          />
          Require two-factor sign-in for admins
        </label>
      )}
    </SettingsSectionForm>
  );
}
