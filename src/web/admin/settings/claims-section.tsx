// Settings: claims (decision 0049). The notice every wellness product's page carries; the claims
// guard itself is the law's, so it has no switch here.
import type { Settings } from "../../../core/schemas/settings.ts";
import { TextAreaField } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ClaimsSection({ value }: { value: Settings["claims"] }) {
  return (
    <SettingsSectionForm
      section="claims"
      title="Health claims"
      intro="Products may not claim to cure, treat or prevent an illness (Drugs and Magic Remedies Act 1954); the product form checks every description. Crystals and rituals with healing properties carry this notice on their page."
      initial={{ wellnessDisclaimer: value.wellnessDisclaimer }}
      // a section is saved whole: the labs (not edited here yet) go back as they are stored
      toBody={(values) => ({ ...values, labs: value.labs })}
    >
      {({ field }) => <TextAreaField label="Wellness notice" rows={3} {...field("wellnessDisclaimer")} />}
    </SettingsSectionForm>
  );
}
