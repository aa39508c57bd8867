// Where an order goes, as the thank-you page and the order's detail in My Account show it: the
// contact's name, the address on two lines, and the phone.
import { useI18n } from "../i18n/i18n.tsx";
export interface AddressBlockProps {
  contact: { firstName: string; lastName: string; phone: string };
  address: { addressLine1: string; addressLine2?: string | null; city: string; state: string; zipCode: string };
}

export function AddressBlock({ contact, address }: AddressBlockProps) {
  const { t, language } = useI18n();
  return (
    <div>
      <h3 className="thank-you__label">{t("Delivering to")}</h3>
      {/* what the shopper typed: data, English unless they wrote it otherwise */}
      <p lang={language === "en" ? undefined : "en"}>
        {contact.firstName} {contact.lastName}
        <br />
        {address.addressLine1}
        {address.addressLine2 ? `, ${address.addressLine2}` : ""}
        <br />
        {address.city}, {address.state} {address.zipCode}
        <br />
        {contact.phone}
      </p>
    </div>
  );
}
