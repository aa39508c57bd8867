// /admin-import (admins only): moving a catalogue in from Shopify. Choose the product CSV (and a ZIP
// of its images), see the dry run's report (POST /api/admin/import/products?dryRun=1), start the
// import, follow its progress (GET /api/admin/import/{jobId}) and download its report; the catalogue,
// orders and customers go out again as CSV (GET /api/admin/export/...).
import { useEffect, useRef, useState } from "react";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-import";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Import and export · Admin · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

interface DryRun {
  products: { create: number; update: number; unchanged: number; skipped: number };
  variants: { create: number; update: number };
  rows: number;
  problems: { row: number; column: string; handle: string; message: string }[];
  moreProblems: number;
}

interface Progress {
  jobId: string;
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  doneProducts: number;
  totalProducts: number;
  counts: { created: number; updated: number; unchanged: number; skipped: number; problems: number };
  error: string | null;
  report: string;
}

async function send(form: HTMLFormElement, dryRun: boolean) {
  const response = await fetch(`/api/admin/import/products${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    body: new FormData(form),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer?.error?.message ?? "The upload failed.");
  return answer;
}

export default function AdminImport() {
  const formRef = useRef<HTMLFormElement>(null);
  const [report, setReport] = useState<DryRun | null>(null);
  const [job, setJob] = useState<Progress | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

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
      const answer = await send(formRef.current, dryRun);
      if (dryRun) {
        setReport(answer);
        setJob(null);
      } else setJob({ ...answer, progress: 0, doneProducts: 0, counts: null, error: null, report: "" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The upload failed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Import and export</h1>
        <p className="dashboard-muted">
          Move your catalogue in from Shopify: its product CSV, with the shop's own columns (HSN, GST Rate, Country of
          Origin and the other declarations) added. Check it first; nothing is written until you import.
        </p>
      </header>
      <form
        ref={formRef}
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
      >
        <label className="admin-filters__field">
          <span>Product CSV</span>
          <input className="field__input" type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <label className="admin-filters__field">
          <span>Images ZIP (optional)</span>
          <input className="field__input" type="file" name="images" accept=".zip,application/zip" />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          Check the file
        </Button>
      </form>
      {error && (
        <p className="admin-empty" role="alert">
          {error}
        </p>
      )}
      {report && (
        <section aria-labelledby="dry-run-title" className="admin-import__report">
          <h2 id="dry-run-title">What the import would do</h2>
          <p role="status">
            {report.rows} rows: {report.products.create} products to create, {report.products.update} to update,{" "}
            {report.products.unchanged} unchanged, {report.products.skipped} skipped; {report.variants.create} variants
            to create, {report.variants.update} to update.
          </p>
          {report.problems.length > 0 && (
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
          )}
          <Button
            type="button"
            disabled={busy || Boolean(job && job.status !== "done")}
            onClick={() => void run(false)}
          >
            Import
          </Button>
        </section>
      )}
      {job && (
        <section aria-labelledby="job-title">
          <h2 id="job-title">
            Import {job.status === "done" ? "finished" : job.status === "failed" ? "failed" : "running"}
          </h2>
          <progress max={100} value={job.progress} aria-label="Import progress">
            {job.progress}%
          </progress>
          <p role="status">
            {job.doneProducts} of {job.totalProducts} products
            {job.counts &&
              `: ${job.counts.created} created, ${job.counts.updated} updated, ${job.counts.unchanged} unchanged, ${job.counts.skipped} skipped, ${job.counts.problems} problems`}
          </p>
          {job.error && <p role="alert">{job.error}</p>}
          {job.status === "done" && <a href={job.report}>Download the report (CSV)</a>}
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
