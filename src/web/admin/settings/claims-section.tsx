// Settings: claims (decisions 0049, 0054). The notice every wellness product's page carries, the
// gemstone laboratories a lab report may name (each with its report check, where it has one online)
// and the largest lab report PDF the owner may upload. The claims guard itself is the law's, so it
// has no switch here. The section is saved whole: labs, notice and limit together.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field, TextAreaField } from "../../shared/field.tsx";
import { type SectionFields, SettingsSectionForm } from "./section-form.tsx";

type ClaimsValues = {
  wellnessDisclaimer: string;
  reportMaxMb: string;
  labNames: string[];
  labChecks: string[];
};

export function ClaimsSection({ value }: { value: Settings["claims"] }) {
  return (
    <SettingsSectionForm<ClaimsValues>
      section="claims"
      title="Health claims"
      intro="Products may not claim to cure, treat or prevent an illness (Drugs and Magic Remedies Act 1954); the product form checks every description. Crystals and rituals with healing properties carry this notice on their page."
      initial={{
        wellnessDisclaimer: value.wellnessDisclaimer,
        reportMaxMb: String(value.reportMaxMb),
        labNames: value.labs.map((lab) => lab.name),
        labChecks: value.labs.map((lab) => lab.checkUrl),
      }}
      toBody={({ labNames, labChecks, ...rest }) => ({
        ...rest,
        labs: labNames.map((name, index) => ({ name, checkUrl: labChecks[index] ?? "" })),
      })}
    >
      {(fields) => (
        <>
          <TextAreaField label="Wellness notice" rows={3} {...fields.field("wellnessDisclaimer")} />
          <Field
            label="Largest lab report PDF (MB)"
            inputMode="numeric"
            hint="From 1 to 25 MB"
            {...fields.field("reportMaxMb")}
          />
          <LabsEditor {...fields} />
        </>
      )}
    </SettingsSectionForm>
  );
}

/** The laboratories: a name and a report check address each; added and removed in place. */
function LabsEditor({ values, errors, setValue }: SectionFields<ClaimsValues>) {
  const { labNames, labChecks } = values;
  const change = (names: string[], checks: string[]) => {
    setValue("labNames", names);
    setValue("labChecks", checks);
  };
  const at = (list: string[], index: number, text: string) =>
    list.map((entry, place) => (place === index ? text : entry));
  return (
    <fieldset className="settings-labs">
      <legend className="field__label">Gemstone laboratories</legend>
      <p className="field__hint">
        A report check is the lab's https:// address with {"{report}"} where the report number goes; leave it empty for
        a lab without one.
      </p>
      {/* a message about the list itself (too many); a lab's own message shows under its field */}
      {errors.labs && !Object.keys(errors).some((key) => key.startsWith("labs.")) && (
        <p className="field__error" role="alert">
          {errors.labs}
        </p>
      )}
      <ol className="settings-labs__list">
        {labNames.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
          <li key={index} className="settings-labs__row">
            <Field
              label={`Laboratory ${index + 1}`}
              name={`labs.${index}.name`}
              value={name}
              error={errors[`labs.${index}.name`]}
              onChange={(event) => change(at(labNames, index, event.target.value), labChecks)}
            />
            <Field
              label={`Report check of laboratory ${index + 1}`}
              name={`labs.${index}.checkUrl`}
              inputMode="url"
              value={labChecks[index] ?? ""}
              error={errors[`labs.${index}.checkUrl`]}
              onChange={(event) => change(labNames, at(labChecks, index, event.target.value))}
            />
            <button
              type="button"
              className="link-button"
              onClick={() =>
                change(
                  labNames.filter((_, place) => place !== index),
                  labChecks.filter((_, place) => place !== index),
                )
              }
            >
              Remove<span className="visually-hidden"> laboratory {name || index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {labNames.length < 30 && (
        <button type="button" className="link-button" onClick={() => change([...labNames, ""], [...labChecks, ""])}>
          Add a laboratory
        </button>
      )}
    </fieldset>
  );
}
