// Under the place-order buttons: the policies the order is placed under (Consumer Protection
// (E-Commerce) Rules 2020 rule 5(3)/6: return, refund, delivery and payment terms shown before the
// purchase). Their figures are rendered from the same settings this checkout charges by.
import { Link } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";

export const checkoutPolicyLinks = [
  { to: "/policies#shipping", label: "Shipping" },
  { to: "/policies#cancellations", label: "Cancellations" },
  { to: "/policies#returns", label: "Returns and refunds" },
  { to: "/privacy-policy", label: "Privacy" },
  { to: "/termsandconditions", label: "Terms" },
] as const;

export function CheckoutPolicyLinks() {
  const { t, to } = useI18n();
  return (
    <nav className="checkout__policies" aria-label={t("Policies for this order")}>
      <p>
        {t("By placing the order you agree to our terms. Read before you buy:")}{" "}
        {checkoutPolicyLinks.map((link, index) => (
          <span key={link.to}>
            {index > 0 && " · "}
            <Link to={to(link.to)} target="_blank" rel="noopener">
              {t(link.label)}
            </Link>
          </span>
        ))}
      </p>
    </nav>
  );
}
