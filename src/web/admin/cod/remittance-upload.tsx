// The courier's remittance report on /admin-cod: chosen, checked by the dry run (POST
// /api/admin/cod/remittances/dry-run: each line's order and outcome, nothing written), then imported
// (POST /api/admin/cod/remittances); the page's differences and remittances are read again after.
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { type RemittanceOutcome, remittanceOutcomeNames } from "../../../core/cod-remittance.ts";
import { countOf } from "../../../core/plural.ts";
import type { dryRunReport } from "../../../server/features/cod/service.ts";
import { Button } from "../../components/button.tsx";
import { money, RemittanceLines } from "./remittance-lines.tsx";

type DryRun = Awaited<ReturnType<typeof dryRunReport>>;
type Summary = Pick<DryRun, "lineCount" | "counts" | "totals" | "toRecord" | "lines" | "moreLines">;

async function send(form: HTMLFormElement, path: string) {
  const response = await fetch(path, { method: "POST", credentials: "same-origin", body: new FormData(form) });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(answer?.error?.message ?? "The report could not be sent. Try again.");
  return answer;
}

export function RemittanceUpload() {
  const formRef = useRef<HTMLFormElement>(null);
  const [report, setReport] = useState<DryRun | null>(null);
  const [done, setDone] = useState<string>("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const run = async (dryRun: boolean) => {
    if (!formRef.current) return;
    setBusy(true);
    setError("");
    setDone("");
    try {
      if (dryRun) setReport(await send(formRef.current, "/api/admin/cod/remittances/dry-run"));
      else {
        const answer = await send(formRef.current, "/api/admin/cod/remittances");
        setReport(null);
        setDone(answer.message ?? `Imported: ${countOf(answer.toRecord.orders, "order")} remitted.`);
        formRef.current.reset();
        void revalidator.revalidate();
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The report could not be sent.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="cod-upload-title" className="dashboard-stack">
      <h2 id="cod-upload-title">Import a remittance report</h2>
      <form
        ref={formRef}
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <label className="admin-filters__field">
          <span>Remittance report (CSV)</span>
          <input
            className="field__input"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            onChange={() => setReport(null)}
          />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          Check the report
        </Button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form-notice" role="status">
          {done}
        </p>
      )}
      {report && (
        <div className="dashboard-stack">
          <h3>What the import would do</h3>
          {report.alreadyImported && (
            <p role="status">This report was imported before: importing it changes nothing.</p>
          )}
          <ReportSummary summary={report} />
          <RemittanceLines lines={report.lines} caption="The report's lines" />
          {report.moreLines > 0 && <p className="dashboard-muted">…and {countOf(report.moreLines, "more line")}.</p>}
          <div>
            <Button type="button" disabled={busy || report.nothingNew} onClick={() => void run(false)}>
              Import
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function ReportSummary({ summary }: { summary: Summary }) {
  const outcomes = (Object.keys(summary.counts) as RemittanceOutcome[]).filter(
    (outcome) => summary.counts[outcome] > 0,
  );
  return (
    <p role="status">
      {countOf(summary.lineCount, "line")}:{" "}
      {outcomes
        .map((outcome) => `${summary.counts[outcome]} ${remittanceOutcomeNames[outcome].toLowerCase()}`)
        .join(", ")}
      . {countOf(summary.toRecord.orders, "order")} to record as remitted: {money(summary.toRecord.remittedAmount)} to
      the bank, {money(summary.toRecord.deductions)} kept by the courier
      {summary.totals.shortfall > 0 ? `, ${money(summary.totals.shortfall)} short` : ""}.
    </p>
  );
}
