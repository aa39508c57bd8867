// /seller-information: who sells on this shop and how to reach them, as the Consumer Protection
// (E-Commerce) Rules 2020 (rule 4) ask it shown: legal name, registered address, GSTIN, customer
// care, and the grievance officer's name, designation and contact. Every value is a setting.
import { Link } from "react-router";
import { acknowledgeWithin, resolveWithin } from "../../core/schemas/grievances.ts";
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { telHref } from "../components/content/shop-facts.ts";
import { English, metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/seller-information";
import "../styles/content.css";
import "../styles/declarations.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await context.services.settings.site();
  return { origin: pageOrigin(request, context), shopName: site.shopName, seller: site.seller };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Seller information"),
    description: t(
      "Who sells on the shop: legal name, registered address, GSTIN, customer care and the grievance officer's contact.",
    ),
  });
}

export default function SellerInformation({ loaderData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  const { seller, shopName } = loaderData;
  const officer = seller.grievanceOfficer;
  // the seller's names and addresses are the settings' words (English), marked so on a Hindi page
  const sections = [
    {
      id: "seller",
      title: t("Who sells"),
      body: (
        <dl className="fact-list">
          <div className="fact-list__row">
            <dt>{t("Legal name")}</dt>
            <dd>
              <English>{seller.legalName}</English>
            </dd>
          </div>
          <div className="fact-list__row">
            <dt>{t("Registered address")}</dt>
            <dd>
              <English>{seller.registeredAddress}</English>
            </dd>
          </div>
          <div className="fact-list__row">
            <dt>GSTIN</dt>
            <dd>{seller.gstin}</dd>
          </div>
          <div className="fact-list__row">
            <dt>{t("Website")}</dt>
            <dd>{t("{shopName}, this shop", { shopName })}</dd>
          </div>
        </dl>
      ),
    },
    {
      id: "customer-care",
      title: t("Customer care"),
      body: (
        <dl className="fact-list">
          <div className="fact-list__row">
            <dt>{t("Phone")}</dt>
            <dd>
              <a href={telHref(seller.customerCarePhone)}>{seller.customerCarePhone}</a>
            </dd>
          </div>
          <div className="fact-list__row">
            <dt>{t("E-mail")}</dt>
            <dd>
              <a href={`mailto:${seller.customerCareEmail}`}>{seller.customerCareEmail}</a>
            </dd>
          </div>
        </dl>
      ),
    },
    {
      id: "grievance-officer",
      title: t("Grievance officer"),
      body: (
        <>
          <dl className="fact-list">
            <div className="fact-list__row">
              <dt>{t("Name")}</dt>
              <dd>
                <English>{officer.name}</English>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>{t("Designation")}</dt>
              <dd>
                <English>{officer.designation}</English>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>{t("E-mail")}</dt>
              <dd>
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>{t("Phone")}</dt>
              <dd>
                <a href={telHref(officer.phone)}>{officer.phone}</a>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>{t("Address")}</dt>
              <dd>
                <English>{officer.address}</English>
              </dd>
            </div>
          </dl>
          <p>
            {t(
              "Every complaint is acknowledged within {acknowledge} and resolved within {resolve} of its receipt. You may also approach the National Consumer Helpline (1915) or the consumer commission of your district.",
              { acknowledge: t(acknowledgeWithin), resolve: t(resolveWithin) },
            )}
          </p>
        </>
      ),
    },
    {
      id: "product-declarations",
      title: t("What each product declares"),
      body: (
        <p>
          {rich(
            t(
              "Every product page lists its declarations: the generic name, country of origin, the manufacturer, packer or importer with their address, the net quantity and its unit sale price, the M.R.P. inclusive of all taxes and, for soaps and skin care, their ingredients, batch, licence and use-before date. Imported goods can be found with the {shop} country-of-origin filter.",
            ),
            { shop: <Link to={to("/shop")}>{t("shop's")}</Link> },
          )}
        </p>
      ),
    },
  ];
  return (
    <>
      <ContentHero
        eyebrow={t("Who you buy from")}
        title={t("Seller information")}
        lead={rich(
          t(
            "{shopName} is sold by {legalName}. Here is how to reach us, and whom to write to if something goes wrong.",
            { shopName },
          ),
          { legalName: <English>{seller.legalName}</English> },
        )}
        art={["skin-care", "sacred-rituals"]}
        tone="amethyst"
      />
      <LegalDocument sections={sections} />
    </>
  );
}
