// /userdashboard/orders/{orderId}/invoice, /credit-note and /credit-notes/{documentId} (signed in: the
// order's owner or an admin): the tax invoice issued when the order shipped, or one of its credit notes
// (the whole order's as it came back, or a refund's: its lines, or a goodwill value), as an A4 sheet
// with print CSS and a PDF of the same (GET /api/orders/{orderId}/invoice.pdf). It shows the issued
// document, never one recomputed from today's catalogue or settings; a credit note names the order's
// other credit notes.

import { Link } from "react-router";
import { formatLongDate } from "../../core/dates.ts";
import { formatAmount, formatRupeesExact, fromRupees } from "../../core/money.ts";
import { prepaidRows } from "../../core/paid-with.ts";
import { restAfterStoreCreditLabel } from "../../core/pricing.ts";
import { ButtonLink } from "../components/button.tsx";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/tax-document";
import "../styles/tax-document.css";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

const kinds = {
  invoice: { kind: "invoice", title: "Tax Invoice", pdf: "invoice.pdf" },
  "credit-note": { kind: "credit_note", title: "Credit Note", pdf: "credit-note.pdf" },
} as const;

function kindOf(pathname: string) {
  return /\/credit-notes?(\/[^/]+)?\/*$/.test(pathname) ? kinds["credit-note"] : kinds.invoice;
}

const uuid = /^[0-9a-f-]{36}$/i;

export function meta({ data }: Route.MetaArgs) {
  const number = data?.document.kind === "invoice" ? data.document.invoiceNumber : data?.document.creditNoteNumber;
  return [{ title: `${data?.title ?? "Invoice"} ${number ?? ""} · Sattva` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { kind, title, pdf } = kindOf(new URL(request.url).pathname);
  const documentId = "documentId" in params ? params.documentId : undefined;
  const valid = uuid.test(params.orderId) && (documentId === undefined || uuid.test(documentId));
  const document = valid ? await context.services.gst.document(user, params.orderId, kind, documentId) : null;
  if (!document) throw new Response("Not found", { status: 404 });
  const site = await context.services.settings.site();
  const creditNotes = document.kind === "credit_note" ? await context.services.gst.creditNotes(params.orderId) : [];
  return {
    document,
    title,
    creditNotes,
    pdfUrl: documentId
      ? `/api/orders/${params.orderId}/credit-notes/${documentId}.pdf`
      : `/api/orders/${params.orderId}/${pdf}`,
    shopName: site.shopName,
    backTo: user.role === "admin" ? "/admin-orders" : `/userdashboard?tab=orderHistory&order=${params.orderId}`,
  };
}

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));
/** The table's columns, headed "(₹)". */
const amount = (rupees: number) => formatAmount(fromRupees(rupees));

export default function TaxDocument({ loaderData }: Route.ComponentProps) {
  const { document, title, pdfUrl, shopName, backTo, creditNotes } = loaderData;
  const number = document.kind === "invoice" ? document.invoiceNumber : document.creditNoteNumber;
  const date = document.kind === "invoice" ? document.invoiceDate : document.creditNoteDate;
  const intraState = document.taxType === "CGST+SGST";
  const { totals } = document;
  return (
    <div className="tax-document page-width">
      <div className="tax-document__bar no-print">
        <ButtonLink to={backTo} variant="quiet" size="sm">
          Back to the order
        </ButtonLink>
        <div className="tax-document__actions">
          <a className="button button--secondary button--sm" href={pdfUrl} download>
            Download PDF
          </a>
          <button type="button" className="button button--primary button--sm" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {creditNotes.length > 1 && (
        <nav className="tax-document__others no-print" aria-label="Credit notes of this order">
          <span>Credit notes of this order:</span>
          <ul className="plain-list">
            {creditNotes.map((note) => (
              <li key={note.id}>
                {note.number === number ? (
                  <span aria-current="page">{note.number}</span>
                ) : (
                  <Link to={`/userdashboard/orders/${document.orderId}/credit-notes/${note.id}`}>{note.number}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article className="tax-document__sheet" aria-labelledby="tax-document-title">
        <header className="tax-document__head">
          <div className="tax-document__seller">
            <p className="tax-document__shop">{shopName}</p>
            <p className="tax-document__strong">{document.seller.legalName}</p>
            <p>{document.seller.address}</p>
            <p>
              {document.seller.state} (state code {document.seller.stateCode})
            </p>
            <p>GSTIN {document.seller.gstin}</p>
          </div>
          <div className="tax-document__meta">
            <h1 id="tax-document-title" className="tax-document__title">
              {title}
            </h1>
            <p>No. {number}</p>
            <p>Date {formatLongDate(date)}</p>
            <p>
              Order #{document.orderNumber} of {formatLongDate(document.orderDate)}
            </p>
            {document.kind === "invoice" && document.ewayBillNo && <p>E-way bill {document.ewayBillNo}</p>}
            {document.kind === "credit_note" && document.invoice && (
              <p>
                Against invoice {document.invoice.number} of {formatLongDate(document.invoice.date)}
              </p>
            )}
          </div>
        </header>
        <section className="tax-document__parties">
          <div>
            <h2 className="tax-document__label">Billed and shipped to</h2>
            <p>{document.buyer.name}</p>
            <p>{document.buyer.address}</p>
            <p>
              {document.buyer.state} (state code {document.buyer.stateCode})
            </p>
          </div>
          <div className="tax-document__supply">
            <h2 className="tax-document__label">Place of supply</h2>
            <p>
              {document.placeOfSupply.state} ({document.placeOfSupply.code})
            </p>
            <p>{intraState ? "Intra-state supply: CGST + SGST" : "Inter-state supply: IGST"}</p>
          </div>
        </section>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take keyboard focus (WCAG 2.1.1) */}
        <section className="tax-document__scroll" tabIndex={0} aria-label="Lines">
          <table className="tax-document__table">
            <caption className="visually-hidden">{title} lines: taxable value and tax per item, in rupees</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Description</th>
                <th scope="col">HSN</th>
                <th scope="col">Qty</th>
                <th scope="col">Taxable value (₹)</th>
                <th scope="col">Rate</th>
                {intraState ? (
                  <>
                    <th scope="col">CGST (₹)</th>
                    <th scope="col">SGST (₹)</th>
                  </>
                ) : (
                  <th scope="col">IGST (₹)</th>
                )}
                <th scope="col">Total (₹)</th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line, index) => (
                <tr key={line.description}>
                  <td data-label="#">{index + 1}</td>
                  <td data-label="Description">{line.description}</td>
                  <td data-label="HSN">{line.hsn}</td>
                  <td data-label="Qty">
                    {/* a goodwill credit note lowers the value, no units come back */}
                    {line.quantity > 0 ? `${line.quantity} ${line.unit}` : "Value only"}
                  </td>
                  <td data-label="Taxable value (₹)">{amount(line.taxableValue)}</td>
                  <td data-label="Rate">{line.rate}%</td>
                  {intraState ? (
                    <>
                      <td data-label="CGST (₹)">{amount(line.cgst)}</td>
                      <td data-label="SGST (₹)">{amount(line.sgst)}</td>
                    </>
                  ) : (
                    <td data-label="IGST (₹)">{amount(line.igst)}</td>
                  )}
                  <td data-label="Total (₹)">{amount(line.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total
                </th>
                <td data-label="Taxable value (₹)">{amount(totals.taxableValue)}</td>
                <td className="tax-document__empty" />
                {intraState ? (
                  <>
                    <td data-label="CGST (₹)">{amount(totals.cgst)}</td>
                    <td data-label="SGST (₹)">{amount(totals.sgst)}</td>
                  </>
                ) : (
                  <td data-label="IGST (₹)">{amount(totals.igst)}</td>
                )}
                <td data-label="Total (₹)">{amount(totals.total)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <dl className="tax-document__totals">
          <div>
            <dt>Taxable value</dt>
            <dd>{money(totals.taxableValue)}</dd>
          </div>
          {intraState ? (
            <>
              <div>
                <dt>CGST</dt>
                <dd>{money(totals.cgst)}</dd>
              </div>
              <div>
                <dt>SGST</dt>
                <dd>{money(totals.sgst)}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>IGST</dt>
              <dd>{money(totals.igst)}</dd>
            </div>
          )}
          <div>
            <dt>Total tax</dt>
            <dd>{money(totals.cgst + totals.sgst + totals.igst)}</dd>
          </div>
          <div className="tax-document__grand">
            <dt>{document.kind === "invoice" ? "Invoice total" : "Total credited"}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
          {document.kind === "invoice" && document.payment && (
            <>
              {prepaidRows(document.payment.storeCredit, document.payment.giftCard ?? 0).map(([label, rupees]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>−{money(rupees)}</dd>
                </div>
              ))}
              <div>
                <dt>{restAfterStoreCreditLabel(document.payment.method)}</dt>
                <dd>{money(document.payment.rest)}</dd>
              </div>
            </>
          )}
        </dl>
        <footer className="tax-document__foot">
          <div className="tax-document__muted">
            <p>{document.reverseCharge}</p>
            <p>Amounts in Indian rupees. Shelf prices include GST; this document shows the tax inside them.</p>
          </div>
          <div className="tax-document__signature">
            <p>For {document.seller.legalName}</p>
            <p className="tax-document__sign-line">Authorised signatory</p>
          </div>
        </footer>
      </article>
    </div>
  );
}
