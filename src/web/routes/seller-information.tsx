// /seller-information: who sells on this shop and how to reach them, as the Consumer Protection
// (E-Commerce) Rules 2020 (rule 4) ask it shown: legal name, registered address, GSTIN, customer
// care, and the grievance officer's name, designation and contact. Every value is a setting.
import { Link } from "react-router";
import { acknowledgeWithin, resolveWithin } from "../../core/schemas/grievances.ts";
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { telHref } from "../components/content/shop-facts.ts";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/seller-information";
import "../styles/content.css";
import "../styles/declarations.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await context.services.settings.site();
  return { origin: pageOrigin(request, context), shopName: site.shopName, seller: site.seller };
}

export function meta({ data, location }: Route.MetaArgs) {
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: "Seller information",
    description:
      "Who sells on the shop: legal name, registered address, GSTIN, customer care and the grievance officer's contact.",
  });
}

export default function SellerInformation({ loaderData }: Route.ComponentProps) {
  const { seller, shopName } = loaderData;
  const officer = seller.grievanceOfficer;
  const sections = [
    {
      id: "seller",
      title: "Who sells",
      body: (
        <dl className="fact-list">
          <div className="fact-list__row">
            <dt>Legal name</dt>
            <dd>{seller.legalName}</dd>
          </div>
          <div className="fact-list__row">
            <dt>Registered address</dt>
            <dd>{seller.registeredAddress}</dd>
          </div>
          <div className="fact-list__row">
            <dt>GSTIN</dt>
            <dd>{seller.gstin}</dd>
          </div>
          <div className="fact-list__row">
            <dt>Website</dt>
            <dd>{shopName}, this shop</dd>
          </div>
        </dl>
      ),
    },
    {
      id: "customer-care",
      title: "Customer care",
      body: (
        <dl className="fact-list">
          <div className="fact-list__row">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(seller.customerCarePhone)}>{seller.customerCarePhone}</a>
            </dd>
          </div>
          <div className="fact-list__row">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${seller.customerCareEmail}`}>{seller.customerCareEmail}</a>
            </dd>
          </div>
        </dl>
      ),
    },
    {
      id: "grievance-officer",
      title: "Grievance officer",
      body: (
        <>
          <dl className="fact-list">
            <div className="fact-list__row">
              <dt>Name</dt>
              <dd>{officer.name}</dd>
            </div>
            <div className="fact-list__row">
              <dt>Designation</dt>
              <dd>{officer.designation}</dd>
            </div>
            <div className="fact-list__row">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>Phone</dt>
              <dd>
                <a href={telHref(officer.phone)}>{officer.phone}</a>
              </dd>
            </div>
            <div className="fact-list__row">
              <dt>Address</dt>
              <dd>{officer.address}</dd>
            </div>
          </dl>
          <p>
            Every complaint is acknowledged within {acknowledgeWithin} and resolved within {resolveWithin} of its
            receipt. You may also approach the National Consumer Helpline (1915) or the consumer commission of your
            district.
          </p>
        </>
      ),
    },
    {
      id: "product-declarations",
      title: "What each product declares",
      body: (
        <p>
          Every product page lists its declarations: the generic name, country of origin, the manufacturer, packer or
          importer with their address, the net quantity and its unit sale price, the M.R.P. inclusive of all taxes and,
          for soaps and skin care, their ingredients, batch, licence and use-before date. Imported goods can be found
          with the <Link to="/shop">shop's</Link> country-of-origin filter.
        </p>
      ),
    },
  ];
  return (
    <>
      <ContentHero
        eyebrow="Who you buy from"
        title="Seller information"
        lead={`${shopName} is sold by ${seller.legalName}. Here is how to reach us, and whom to write to if something goes wrong.`}
        art={["skin-care", "sacred-rituals"]}
        tone="amethyst"
      />
      <LegalDocument sections={sections} />
    </>
  );
}
