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
import { useI18n } from "../../i18n/i18n.tsx";

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
export function netQuantityText(quantity: NetQuantity): string {
  if (!quantity.value) return "";
  const value = quantity.value.toLocaleString("en-IN");
  if (quantity.unit === "pieces") return `${value} ${quantity.value === 1 ? "piece" : "pieces"}`;
  return `${value} ${quantity.unit}`;
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
    { label: "Generic name", value: own.genericName },
    { label: "Country of origin", value: own.countryOfOrigin },
    {
      label: roleLabel[own.packerRole],
      value: own.packerName && (
        <>
          {own.packerName}
          <br />
          {own.packerAddress}
        </>
      ),
    },
    { label: "Net quantity", value: pack ? netQuantityText(pack.netQuantity) : "" },
    { label: "Unit sale price", value: unitPriceText(unit, pack?.pricePer100) },
    {
      label: "M.R.P.",
      value: variant ? `${formatRupees(fromRupees(variant.costPrice))} (inclusive of all taxes)` : "",
    },
    { label: "Dimensions", value: pack?.dimensions },
    { label: "Month and year of manufacture", value: pack?.manufacturedOn },
    { label: own.cosmetic ? "Use before" : "Best before", value: pack?.bestBefore },
    { label: "Ingredients", value: own.cosmetic ? own.ingredients : "" },
    { label: "Batch number", value: pack?.batchNumber },
    { label: "Manufacturing licence number", value: own.cosmetic ? own.licenceNumber : "" },
    {
      label: "Customer care",
      value: own.customerCare || (
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
          {seller.legalName}, {seller.registeredAddress} · GSTIN {seller.gstin}
        </>
      ),
    },
    {
      label: "Grievance officer",
      value: (
        <>
          {seller.grievanceOfficer.name}, {seller.grievanceOfficer.designation} ·{" "}
          <a href={`mailto:${seller.grievanceOfficer.email}`}>{seller.grievanceOfficer.email}</a> ·{" "}
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
        Returns, refunds, exchanges, delivery and warranty: see <Link to={to("/policies")}>{t("our policies")}</Link>.
        Everything about the seller: <Link to={to("/seller-information")}>{t("Seller information")}</Link>.
      </p>
    </section>
  );
}

/** "₹2.99 per g (₹299.00 per 100 g)": the rule's unit, then the per-100 figure the shopper compares by. */
function unitPriceText(
  unit: { price: number; per: string } | null | undefined,
  per100: { price: number; per: string } | null | undefined,
): string {
  // the rule: rupees "rounded off to the nearest two decimal place"
  const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));
  if (!unit) return per100 ? `${money(per100.price)} per ${per100.per}` : "";
  const rule = `${money(unit.price)} per ${unit.per}`;
  return per100 ? `${rule} (${money(per100.price)} per ${per100.per})` : rule;
}
