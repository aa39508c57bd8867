// A variant's gemstone lab report in the product form (issue 36 point 3): the lab from the owner's
// list (Settings, Health claims), the report's number and date, the weight in carats and the report
// itself, a picture or a PDF (report-picker.tsx). Closed until the piece has one.

import { Field } from "../../shared/field.tsx";
import { typedValue } from "../typed-value.ts";
import type { CertificateDraft } from "./draft.ts";
import { emptyCertificate } from "./draft.ts";
import { ReportPicker } from "./report-picker.tsx";

interface CertificateFieldsProps {
  value: CertificateDraft | null;
  index: number;
  /** A label that names the variant ("Variant 1: 5 ct"). */
  title: string;
  labs: readonly string[];
  errors: Record<string, string>;
  onChange: (certificate: CertificateDraft | null) => void;
}

export function CertificateFields({ value, index, title, labs, errors, onChange }: CertificateFieldsProps) {
  const error = (field: string) => errors[`variants.${index}.certificate.${field}`];
  const set = (next: Partial<CertificateDraft>) => onChange({ ...(value ?? emptyCertificate()), ...next });
  const name = (field: string) => `variants.${index}.certificate.${field}`;
  const labId = `variant-${index}-certificate-lab`;
  return (
    <details className="variant-fields__more" open={value !== null || undefined}>
      <summary>Lab certificate</summary>
      <label className="dashboard-check">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? emptyCertificate() : null)}
        />
        This piece has a gemstone lab report
      </label>
      {value && (
        <div className="checkout-fields">
          <div className="field">
            <label className="field__label" htmlFor={labId}>
              Laboratory
            </label>
            <select
              id={labId}
              name={name("lab")}
              className="field__input field__input--select"
              value={value.lab}
              aria-invalid={error("lab") ? true : undefined}
              onChange={(event) => set({ lab: event.target.value })}
              required
            >
              <option value="">Choose the laboratory</option>
              {labs.map((lab) => (
                <option key={lab} value={lab}>
                  {lab}
                </option>
              ))}
            </select>
            {error("lab") && (
              <p className="field__error" role="alert">
                {error("lab")}
              </p>
            )}
          </div>
          <Field
            label="Report number"
            name={name("reportNumber")}
            value={value.reportNumber}
            onChange={(event) => set({ reportNumber: event.target.value })}
            error={error("reportNumber")}
            required
          />
          <Field
            label="Report date"
            name={name("reportDate")}
            type="date"
            value={value.reportDate}
            onChange={(event) => set({ reportDate: event.target.value })}
            error={error("reportDate")}
            required
          />
          <Field
            label="Weight (carats)"
            name={name("caratWeight")}
            inputMode="decimal"
            value={value.caratWeight}
            onChange={(event) => set({ caratWeight: typedValue(event.target) })}
            error={error("caratWeight")}
            hint="As the report states it, e.g. 5.12"
          />
          <ReportPicker
            label={`${title} lab report`}
            value={{ imageKey: value.imageKey, pdfKey: value.pdfKey }}
            onChange={(file) => set(file)}
          />
        </div>
      )}
    </details>
  );
}
