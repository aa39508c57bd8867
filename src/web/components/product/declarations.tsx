// "Product declarations" on every product page (issue 24, decision 0023): what the label says, as the
// Legal Metrology (Packaged Commodities) Rules 2011 (rule 6(10): the rule 6(1) declarations online)
// and, for soaps and skin care, the Cosmetics Rules 2020 ask; who sells and how to reach them
// (Consumer Protection (E-Commerce) Rules 2020). Server-rendered with the page; the shown variant's
// values where a pack differs.
import { Link } from "react-router";
import { formatRupees, formatRupeesExact, fromRupees } from "../../../core/money.ts";
import type { ProductDetail, ProductVariant } from "../../../core/schemas/catalogue.ts";
import type { NetQuantity } from "../../../core/schemas/declarations.ts";
import { telHref } from "../content/shop-facts.ts";
import { SectionHeading } from "../section-heading.tsx";
import "../../styles/declarations.css";
import { English, type I18n, useI18n } from "../../i18n/i18n.tsx";

export interface SellerFacts {
  legalName: string;
  registeredAddress: string;
  gstin: string;
  customerCarePhone: string;
  customerCareEmail: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
}

const roleLabel = { manufacturer: "Manufactured by", packer: "Packed by", importer: "Imported by" } as const;

/** "100 g", "1 piece", "3 pieces". */
export function netQuantityText(quantity: NetQuantity, t: I18n["t"]): string {
  if (!quantity.value) return "";
  if (quantity.unit === "pieces") return t("{n, plural, one {# piece} other {# pieces}}", { n: quantity.value });
  return `${quantity.value.toLocaleString("en-IN")} ${quantity.unit}`;
}

interface Row {
  label: string;
  value: React.ReactNode;
}

export function ProductDeclarations({
  product,
  variant,
  seller,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  seller: SellerFacts;
}) {
  const { t, to } = useI18n();
  const own = product.declarations;
  const pack = variant?.declarations;
  const unit = pack?.unitSalePrice;
  const rows: Row[] = [
    { label: "Generic name", value: own.genericName && <English>{own.genericName}</English> },
    { label: "Country of origin", value: own.countryOfOrigin && <English>{own.countryOfOrigin}</English> },
    {
      label: roleLabel[own.packerRole],
      value: own.packerName && (
        <English>
          {own.packerName}
          <br />
          {own.packerAddress}
        </English>
      ),
    },
    { label: "Net quantity", value: pack ? netQuantityText(pack.netQuantity, t) : "" },
    { label: "Unit sale price", value: unitPriceText(unit, pack?.pricePer100, t) },
    {
      label: "M.R.P.",
      value: variant
        ? t("{price} (inclusive of all taxes)", { price: formatRupees(fromRupees(variant.costPrice)) })
        : "",
    },
    { label: "Dimensions", value: pack?.dimensions && <English>{pack.dimensions}</English> },
    { label: "Month and year of manufacture", value: pack?.manufacturedOn && <English>{pack.manufacturedOn}</English> },
    {
      label: own.cosmetic ? "Use before" : "Best before",
      value: pack?.bestBefore && <English>{pack.bestBefore}</English>,
    },
    { label: "Ingredients", value: own.cosmetic && own.ingredients ? <English>{own.ingredients}</English> : "" },
    { label: "Batch number", value: pack?.batchNumber },
    { label: "Manufacturing licence number", value: own.cosmetic ? own.licenceNumber : "" },
    {
      label: "Customer care",
      value: (own.customerCare && <English>{own.customerCare}</English>) || (
        <>
          <a href={telHref(seller.customerCarePhone)}>{seller.customerCarePhone}</a> ·{" "}
          <a href={`mailto:${seller.customerCareEmail}`}>{seller.customerCareEmail}</a>
        </>
      ),
    },
    {
      label: "Sold by",
      value: (
        <>
          <English>
            {seller.legalName}, {seller.registeredAddress}
          </English>{" "}
          · GSTIN {seller.gstin}
        </>
      ),
    },
    {
      label: "Grievance officer",
      value: (
        <>
          <English>
            {seller.grievanceOfficer.name}, {seller.grievanceOfficer.designation}
          </English>{" "}
          · <a href={`mailto:${seller.grievanceOfficer.email}`}>{seller.grievanceOfficer.email}</a> ·{" "}
          <a href={telHref(seller.grievanceOfficer.phone)}>{seller.grievanceOfficer.phone}</a>
        </>
      ),
    },
  ];
  return (
    <section className="declarations section page-width" aria-labelledby="declarations-heading">
      <SectionHeading
        id="declarations-heading"
        eyebrow={t("Product information")}
        title={t("Product declarations")}
        align="center"
      />
      <dl className="fact-list declarations__list">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className="fact-list__row">
              <dt>{t(row.label)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
      <p className="declarations__more">
        {/* two sentences around their links: rich() (words.tsx) would be one more script on this page */}
        {t("Returns, refunds, exchanges, delivery and warranty: see")}{" "}
        <Link to={to("/policies")}>{t("our policies")}</Link>. {t("Everything about the seller:")}{" "}
        <Link to={to("/seller-information")}>{t("Seller information")}</Link>.
      </p>
    </section>
  );
}

/** "₹2.99 per g (₹299.00 per 100 g)": the rule's unit, then the per-100 figure the shopper compares by. */
function unitPriceText(
  unit: { price: number; per: string } | null | undefined,
  per100: { price: number; per: string } | null | undefined,
  t: I18n["t"],
): string {
  // the rule: rupees "rounded off to the nearest two decimal place"
  const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));
  const per = (entry: { price: number; per: string }) =>
    t("{price} per {unit}", { price: money(entry.price), unit: entry.per });
  if (!unit) return per100 ? per(per100) : "";
  return per100 ? `${per(unit)} (${per(per100)})` : per(unit);
}
