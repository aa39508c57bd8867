// The claims guard's findings in the file (issue 36 point 1, decision 0054): each row's phrase, where
// it is (row, column), hard or warning, and why, with a wording that says the same without the claim.
import type { DryRun } from "./types.ts";

const severityLabel = (claim: DryRun["claims"][number]) =>
  claim.severity === "hard" ? "Hard: comes in as a draft" : claim.acknowledged ? "Warning: acknowledged" : "Warning";

export function ClaimsTable({ claims, more }: { claims: DryRun["claims"]; more: number }) {
  if (claims.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
    <section className="admin-table-wrap" aria-label="Health claims found" tabIndex={0}>
      <table className="admin-table">
        <caption>Health claims ({claims.length + more})</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Phrase</th>
            <th scope="col">Finding</th>
            <th scope="col">Why, and a wording</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={`${claim.handle}-${claim.row}-${claim.column}-${claim.phrase}`}>
              <td>{claim.row}</td>
              <td>{claim.column}</td>
              <td>
                <mark>{claim.phrase}</mark>
              </td>
              <td>{severityLabel(claim)}</td>
              <td>
                {claim.reason} {claim.suggestion}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
