// What the import would do with the answers as suggested: counts, the drafts with their to-dos, and
// each row's problem (row, handle, column) and the claims guard's findings (claims-table.tsx).
import { ClaimsTable } from "./claims-table.tsx";
import type { DryRun } from "./types.ts";

export function DryRunSummary({ report }: { report: DryRun }) {
  return (
    <>
      <p role="status">
        {report.rows} rows: {report.products.create} products to create ({report.products.drafts} as drafts),{" "}
        {report.products.update} to update, {report.products.unchanged} unchanged, {report.products.skipped} skipped;{" "}
        {report.variants.create} variants to create, {report.variants.update} to update.
      </p>
      {report.drafts.length > 0 && (
        <section aria-labelledby="drafts-title">
          <h3 id="drafts-title">Coming in as drafts ({report.products.drafts})</h3>
          <ul className="import-drafts">
            {report.drafts.map((draft) => (
              <li key={draft.handle}>
                <p className="admin-product__name">{draft.name}</p>
                <p className="dashboard-muted">Needs: {draft.todos.join("; ")}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ClaimsTable claims={report.claims} more={report.moreClaims} />
      {report.problems.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
        <section className="admin-table-wrap" aria-label="Problems found" tabIndex={0}>
          <table className="admin-table">
            <caption>Problems ({report.problems.length + report.moreProblems})</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Handle</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem) => (
                <tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                  <td>{problem.row}</td>
                  <td>{problem.handle}</td>
                  <td>{problem.column}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
