// The optional purposes as a form shows them (sign-up; DPDP Act 2023 s.6): one box each, never ticked
// for the shopper, with what it is for and a link to the notice. The form sends `consent-<purpose>`.
import { Link } from "react-router";
import { consentPurposes, formConsentPurposes } from "../../core/schemas/privacy.ts";

export function ConsentChoices() {
  return (
    <fieldset className="consent-choices">
      <legend className="consent-choices__legend">Messages from us (optional)</legend>
      {formConsentPurposes.map((purpose) => (
        <label key={purpose} className="consent-choices__option">
          <input type="checkbox" name={`consent-${purpose}`} defaultChecked={false} />
          <span>
            <strong>{consentPurposes[purpose].label}</strong>: {consentPurposes[purpose].description}
          </span>
        </label>
      ))}
      <p className="consent-choices__note">
        You can change these at any time in My Account. How we use your data: our{" "}
        <Link to="/privacy-policy">privacy notice</Link>.
      </p>
    </fieldset>
  );
}
