// A member's saved addresses at checkout: the first two (the default first), Show All Addresses,
// and "Use a new address".
import { useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import type { SavedAddress } from "./use-checkout-form.ts";

/** Addresses shown before "Show All Addresses". */
const addressesShown = 2;

export function SavedAddresses({
  addresses,
  chosen,
  onChoose,
  disabled,
}: {
  addresses: readonly SavedAddress[];
  chosen: string | "new";
  onChoose: (id: string | "new") => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? addresses : addresses.slice(0, addressesShown);
  return (
    <fieldset className="saved-addresses" disabled={disabled}>
      <legend className="visually-hidden">{t("Choose a saved address")}</legend>
      {shown.map((address) => (
        <SavedAddressOption
          key={address.id}
          address={address}
          checked={chosen === address.id}
          onChoose={() => onChoose(address.id)}
        />
      ))}
      <label className="saved-address">
        <input type="radio" name="address" checked={chosen === "new"} onChange={() => onChoose("new")} />
        <span className="saved-address__text">{t("Use a new address")}</span>
      </label>
      {addresses.length > addressesShown && (
        <button type="button" className="link-button" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t("Show Fewer Addresses") : t("Show All Addresses")}
        </button>
      )}
    </fieldset>
  );
}

function SavedAddressOption({
  address,
  checked,
  onChoose,
}: {
  address: SavedAddress;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useI18n();
  return (
    <label className="saved-address">
      <input type="radio" name="address" checked={checked} onChange={onChoose} />
      <span className="saved-address__text">
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        {address.isDefault && <span className="badge badge--amethyst saved-address__badge">{t("Default")}</span>}
        <br />
        {address.addressLine1}
        {address.addressLine2 ? `, ${address.addressLine2}` : ""}, {address.city}, {address.state} {address.zipCode}
        <br />
        {address.phone}
      </span>
    </label>
  );
}
