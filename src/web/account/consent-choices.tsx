// The optional purposes as a form shows them (sign-up; DPDP Act 2023 s.6): one box each, never ticked
// for the shopper, with what it is for and a link to the notice. The form sends `consent-<purpose>`.
import { Link } from "react-router";
import { consentPurposes, formConsentPurposes } from "../../core/schemas/privacy.ts";
import { useI18n } from "../i18n/i18n.tsx";

export function ConsentChoices() {
  const { t, to } = useI18n();
  return (
    <fieldset className="consent-choices">
      <legend className="consent-choices__legend">{t("Messages from us (optional)")}</legend>
      {formConsentPurposes.map((purpose) => (
        <label key={purpose} className="consent-choices__option">
          <input type="checkbox" name={`consent-${purpose}`} defaultChecked={false} />
          <span>
            <strong>{t(consentPurposes[purpose].label)}</strong>: {t(consentPurposes[purpose].description)}
          </span>
        </label>
      ))}
      <p className="consent-choices__note">
        {t("You can change these at any time in My Account. How we use your data: our")}{" "}
        <Link to={to("/privacy-policy")}>{t("privacy notice")}</Link>.
      </p>
    </fieldset>
  );
}
