// /admin-import (admins only): moving a catalogue in from Shopify. Choose the product CSV (and a ZIP
// of its images), see the dry run's report (POST /api/admin/import/products?dryRun=1), start the
// import, follow its progress (GET /api/admin/import/{jobId}) and download its report; the catalogue,
// orders and customers go out again as CSV (GET /api/admin/export/...).
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { todoFilter } from "../../core/product-todos.ts";
import { DryRunSummary } from "../admin/import/dry-run-summary.tsx";
import { MappingStep } from "../admin/import/mapping-step.tsx";
import { type DryRun, firstAnswers, type MappingAnswers, mappingJson, type Progress } from "../admin/import/types.ts";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-import";
import "../styles/dashboard.css";
import "../admin/import/import.css";

export function meta() {
  return [{ title: "Import and export · Admin · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { lastJobId: await context.services.admin.lastImportJob() };
}

async function send(form: HTMLFormElement, dryRun: boolean, answers: MappingAnswers | null) {
  const body = new FormData(form);
  if (answers) body.append("mapping", mappingJson(answers));
  const response = await fetch(`/api/admin/import/products${dryRun ? "?dryRun=1" : ""}`, { method: "POST", body });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer?.error?.message ?? "The upload failed.");
  return answer;
}

/** The job the page follows: in the address (?job=…), so a reload shows it again. */
function jobInAddress(jobId: string | null) {
  const url = new URL(window.location.href);
  if (jobId) url.searchParams.set("job", jobId);
  else url.searchParams.delete("job");
  window.history.replaceState(window.history.state, "", url);
}

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [report, setReport] = useState<DryRun | null>(null);
  const [answers, setAnswers] = useState<MappingAnswers | null>(null);
  const [job, setJob] = useState<Progress | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // the job in the address, else the newest import's: its result is there when the owner returns
    const jobId = new URL(window.location.href).searchParams.get("job") ?? loaderData.lastJobId;
    if (!jobId) return;
    void fetch(`/api/admin/import/${encodeURIComponent(jobId)}`).then(async (response) => {
      // an import started meanwhile is the one to follow, not the older one this fetch was for
      if (response.ok) {
        const found: Progress = await response.json();
        setJob((current) => current ?? found);
      } else if (new URL(window.location.href).searchParams.get("job") === jobId) jobInAddress(null);
    });
  }, [loaderData.lastJobId]);

  useEffect(() => {
    if (!job || job.status === "done" || job.status === "failed") return;
    const timer = setTimeout(async () => {
      const response = await fetch(`/api/admin/import/${job.jobId}`);
      if (response.ok) setJob(await response.json());
    }, 700);
    return () => clearTimeout(timer);
  }, [job]);

  const run = async (dryRun: boolean) => {
    if (!formRef.current) return;
    setBusy(true);
    setError("");
    try {
      const answer = await send(formRef.current, dryRun, dryRun ? null : answers);
      if (dryRun) {
        setReport(answer);
        setAnswers(firstAnswers(answer.mapping));
        setJob(null);
        jobInAddress(null);
      } else {
        setJob({ ...answer, progress: 0, doneProducts: 0, counts: null, error: null, report: "" });
        jobInAddress(answer.jobId);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The upload failed.");
    } finally {
      setBusy(false);
    }
  };
  const unmapped = answers ? Object.values(answers.categories).filter((id) => id === "").length : 0;

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Import and export</h1>
        <p className="dashboard-muted">
          Move your catalogue in from Shopify: its product export as it is. Check it first, map Shopify's categories to
          the shop's once, and import; products that lack the label's declarations come in as drafts with a to-do list.
          Nothing is written until you import.
        </p>
      </header>
      <form
        ref={formRef}
        className="import-upload"
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <label className="import-file">
          <span>Product CSV (Shopify's product export)</span>
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <label className="import-file">
          <span>Images ZIP (optional)</span>
          <input type="file" name="images" accept=".zip,application/zip" />
        </label>
        <div>
          <Button type="submit" busy={busy} busyText="Checking...">
            Check the file
          </Button>
        </div>
      </form>
      {error && (
        <p className="admin-empty" role="alert">
          {error}
        </p>
      )}
      {report && answers && (
        <section aria-labelledby="mapping-title" className="import-step">
          <h2 id="mapping-title">Map your Shopify catalogue</h2>
          <MappingStep questions={report.mapping} answers={answers} onChange={setAnswers} />
          <DryRunSummary report={report} />
          <div className="import-actions">
            <Button
              type="button"
              busy={busy}
              busyText="Starting..."
              disabled={Boolean(job && job.status !== "done" && job.status !== "failed")}
              onClick={() => void run(false)}
            >
              Import
            </Button>
            {unmapped > 0 && (
              <p className="dashboard-muted">
                {unmapped} Shopify {unmapped === 1 ? "type has" : "types have"} no category yet: its products will be
                skipped.
              </p>
            )}
          </div>
        </section>
      )}
      {job && (
        <section aria-labelledby="job-title" className="import-step">
          <h2 id="job-title">
            Import {job.status === "done" ? "finished" : job.status === "failed" ? "failed" : "running"}
          </h2>
          <progress className="import-progress" max={100} value={job.progress} aria-label="Import progress">
            {job.progress}%
          </progress>
          <p role="status">
            {job.doneProducts} of {job.totalProducts} products
            {job.counts &&
              `: ${job.counts.created} created (${job.counts.drafts} as drafts), ${job.counts.updated} updated, ${job.counts.unchanged} unchanged, ${job.counts.skipped} skipped, ${job.counts.problems} problems`}
          </p>
          {job.error && <p role="alert">{job.error}</p>}
          {job.status === "done" && (
            <div className="import-actions">
              <a href={job.report}>Download the report (CSV)</a>
              {(job.counts?.drafts ?? 0) > 0 && (
                <Link to={`/admin-view-products?todo=${todoFilter.value}`}>See the drafts that need attention</Link>
              )}
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <ul className="plain-list">
          <li>
            <a href="/api/admin/export/products.csv">Products (Shopify's format, with the shop's columns)</a>
          </li>
          <li>
            <a href="/api/admin/export/orders.csv">Orders (a row per line, with GST)</a>
          </li>
          <li>
            <a href="/api/admin/export/customers.csv">Customers (with their consents)</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
