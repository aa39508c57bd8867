// The product form's claims check (core/claims.ts; decision 0049): what the copy claims, found as
// the owner types, each phrase shown in its sentence with why the law minds it and a wording to use
// instead. A claim to cure a scheduled disease stops an active product; a warning goes live once
// the owner ticks "I can prove this".
import { type ClaimFinding, claimKey } from "../../../core/claims.ts";
import { claimFieldLabel } from "./draft.ts";

interface ClaimsCheckProps {
  findings: readonly ClaimFinding[];
  /** Each field's text, to show a phrase in its sentence. */
  texts: Readonly<Record<string, string>>;
  acknowledged: readonly string[];
  onAcknowledge: (key: string, proven: boolean) => void;
}

/** The phrase with up to a few words either side, cut at the sentence. */
function inContext(text: string, finding: ClaimFinding) {
  const before = text.slice(Math.max(0, finding.start - 60), finding.start);
  const after = text.slice(finding.end, finding.end + 60);
  const lead = before.split(/[.!?।\n]/).pop() ?? "";
  const tail = after.split(/[.!?।\n]/)[0] ?? "";
  return { lead: lead.trimStart(), phrase: text.slice(finding.start, finding.end), tail: tail.trimEnd() };
}

export function ClaimsCheck({ findings, texts, acknowledged, onAcknowledge }: ClaimsCheckProps) {
  const proven = new Set(acknowledged.map(claimKey));
  if (findings.length === 0)
    return <p className="claims-check__clear">No health claims found in the name, description or properties.</p>;
  return (
    <ul className="claims-check" aria-label="Claims found in the copy">
      {findings.map((finding) => {
        const { lead, phrase, tail } = inContext(texts[finding.field] ?? "", finding);
        const key = claimKey(finding.phrase);
        const id = `claim-${finding.field.replace(/[^A-Za-z0-9]+/g, "-")}-${finding.start}`;
        return (
          <li key={id} className={`claims-check__item claims-check__item--${finding.severity}`}>
            <p className="claims-check__head">
              <span className="claims-check__badge">{finding.severity === "hard" ? "Not allowed" : "Needs proof"}</span>
              <span className="claims-check__field">{claimFieldLabel(finding.field)}</span>
            </p>
            <blockquote className="claims-check__quote">
              {lead}
              <mark>{phrase}</mark>
              {tail}
            </blockquote>
            <p className="claims-check__reason">{finding.reason}</p>
            <p className="claims-check__suggestion">{finding.suggestion}</p>
            {finding.severity === "soft" && (
              <label className="dashboard-check claims-check__proof" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={proven.has(key)}
                  onChange={(event) => onAcknowledge(key, event.target.checked)}
                />
                I can prove this
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
