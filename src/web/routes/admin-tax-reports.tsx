// /admin-tax-reports (admins only): the month's GST at a glance and the GSTR-1 tables the accountant
// uploads with the GST portal's offline tool, each as CSV or all in one ZIP
// (GET /api/admin/gst/gstr1?month=&table=). Invoices count in the month they were issued (shipped).

import { Form } from "react-router";
import { dateKeyOf, formatMonth } from "../../core/dates.ts";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { gstMonthSchema } from "../../core/schemas/gst-reports.ts";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-tax-reports";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Tax reports · Admin · Sattva" }];
}

const tables = [
  [
    "b2cs",
    "B2C small (table 7)",
    "Sales within your state, and inter-state invoices up to ₹1 lakh, by state and rate.",
  ],
  ["b2cl", "B2C large (table 5)", "Inter-state invoices above ₹1 lakh, one row each."],
  ["cdnur", "Credit notes (table 9B)", "Credit notes against B2C large invoices."],
  ["hsn", "HSN summary (table 12)", "Quantity, value and tax by HSN code and rate."],
  ["docs", "Documents issued (table 13)", "Invoice and credit-note series: first, last, total, cancelled."],
  ["invoices", "Invoice register", "Every invoice and credit note of the month, for your books."],
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const thisMonth = dateKeyOf(new Date()).slice(0, 7);
  const parsed = gstMonthSchema.safeParse(asked);
  const month = parsed.success && asked <= thisMonth ? asked : thisMonth;
  return {
    month,
    thisMonth,
    refused: asked !== "" && asked !== month,
    summary: await context.services.gst.summary(month),
  };
}

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

function monthName(month: string): string {
  return formatMonth(`${month}-15T00:00:00Z`);
}

export default function AdminTaxReports({ loaderData }: Route.ComponentProps) {
  const { month, thisMonth, refused, summary } = loaderData;
  const tax = summary.igst + summary.cgst + summary.sgst;
  const base = `/api/admin/gst/gstr1?month=${month}`;
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Tax reports</h1>
        <p className="dashboard-muted">GSTR-1 for {monthName(month)}: invoices count in the month the order shipped.</p>
      </header>
      <Form method="get" className="admin-filters">
        <label className="admin-filters__field">
          <span>Month</span>
          <input
            className="field__input"
            type="month"
            name="month"
            defaultValue={month}
            min="2017-07"
            max={thisMonth}
          />
        </label>
        <Button type="submit" size="sm">
          Show
        </Button>
      </Form>
      {refused && (
        <p className="admin-empty" role="status">
          That month is not available; showing {monthName(month)}.
        </p>
      )}
      <ul className="admin-tiles plain-list">
        <li className="dashboard-card">
          <p className="dashboard-muted">Documents</p>
          <p className="admin-tiles__figure">{summary.invoices}</p>
          <p className="dashboard-muted">
            invoices · {summary.creditNotes} credit notes · {summary.b2clInvoices} above ₹1 lakh inter-state
          </p>
        </li>
        <li className="dashboard-card">
          <p className="dashboard-muted">Taxable value (net)</p>
          <p className="admin-tiles__figure">{money(summary.taxableValue)}</p>
          <p className="dashboard-muted">invoices less credit notes</p>
        </li>
        <li className="dashboard-card">
          <p className="dashboard-muted">Tax (net)</p>
          <p className="admin-tiles__figure">{money(tax)}</p>
          <p className="dashboard-muted">
            IGST {money(summary.igst)} · CGST {money(summary.cgst)} · SGST {money(summary.sgst)}
          </p>
        </li>
      </ul>
      <section className="dashboard-card" aria-labelledby="downloads-heading">
        <div className="dashboard-card__head">
          <h2 id="downloads-heading" className="dashboard-card__title">
            Downloads
          </h2>
          <a className="button button--primary button--sm" href={base} download>
            Download all (ZIP)
          </a>
        </div>
        <ul className="plain-list admin-reports">
          {tables.map(([table, title, about]) => (
            <li key={table} className="admin-reports__row">
              <div>
                <p className="admin-reports__title">{title}</p>
                <p className="dashboard-muted">{about}</p>
              </div>
              <a className="button button--secondary button--sm" href={`${base}&table=${table}`} download>
                CSV<span className="visually-hidden"> of {title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
