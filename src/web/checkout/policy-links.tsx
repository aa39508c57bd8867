// Under the place-order buttons: the policies the order is placed under (Consumer Protection
// (E-Commerce) Rules 2020 rule 5(3)/6: return, refund, delivery and payment terms shown before the
// purchase). Their figures are rendered from the same settings this checkout charges by.
import { Link } from "react-router";

export const checkoutPolicyLinks = [
  { to: "/policies#shipping", label: "Shipping" },
  { to: "/policies#cancellations", label: "Cancellations" },
  { to: "/policies#returns", label: "Returns and refunds" },
  { to: "/privacy-policy", label: "Privacy" },
  { to: "/termsandconditions", label: "Terms" },
] as const;

export function CheckoutPolicyLinks() {
  return (
    <nav className="checkout__policies" aria-label="Policies for this order">
      <p>
        By placing the order you agree to our terms. Read before you buy:{" "}
        {checkoutPolicyLinks.map((link, index) => (
          <span key={link.to}>
            {index > 0 && " · "}
            <Link to={link.to} target="_blank" rel="noopener">
              {link.label}
            </Link>
          </span>
        ))}
      </p>
    </nav>
  );
}
