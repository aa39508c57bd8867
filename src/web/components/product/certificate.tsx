// The chosen piece's gemstone lab report on the product page (issue 36 point 3): who tested it,
// the report's number, date and carats, the lab's own report check and the report itself (a picture,
// or a PDF that downloads).
import { formatLongDate } from "../../../core/dates.ts";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

export function LabCertificate({ certificate }: { certificate: ProductVariant["certificate"] }) {
  const { t } = useI18n();
  if (!certificate) return null;
  return (
    <section className="lab-certificate" aria-labelledby="lab-certificate-title">
      <h2 id="lab-certificate-title" className="lab-certificate__title">
        <Icon name="check" size={18} />
        Lab certified by {certificate.lab}
      </h2>
      <dl className="lab-certificate__facts">
        <div>
          <dt>{t("Report number")}</dt>
          <dd>{certificate.reportNumber}</dd>
        </div>
        <div>
          <dt>{t("Report date")}</dt>
          {/* core/dates.ts, as the reviews: the same text on the server and in the browser, no Intl data */}
          <dd>{formatLongDate(certificate.reportDate)}</dd>
        </div>
        {certificate.caratWeight !== null && (
          <div>
            <dt>{t("Weight")}</dt>
            <dd>{certificate.caratWeight.toFixed(2)} ct</dd>
          </div>
        )}
      </dl>
      <p className="lab-certificate__links">
        {certificate.checkUrl && (
          <a href={certificate.checkUrl} target="_blank" rel="noopener noreferrer">
            Check this report at {certificate.lab}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {certificate.imageUrl && (
          <a href={certificate.imageUrl} target="_blank" rel="noopener">
            {t("See the report")}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {certificate.pdfUrl && (
          <a href={certificate.pdfUrl} download>
            View lab report (PDF)
          </a>
        )}
      </p>
    </section>
  );
}
