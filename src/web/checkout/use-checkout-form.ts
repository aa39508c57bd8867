// The checkout form's state: the contact details, the address (a member's saved one, or typed, with
// "Save this address" ticked at first), each field's error, and the PIN code's answer (it fills city
// and state, and says when the parcel arrives and whether Pay on Delivery is possible there). A member
// starts filled in: the default address's name and phone (who the parcel is for), else their own.
import { useState } from "react";
import { type CheckoutForm, checkoutFormError } from "../../core/checkout.ts";
import { stateFor, usePincodePlace } from "../delivery/pincode.ts";
import type { FieldErrors } from "./place-order.ts";

export interface SavedAddress {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
}

interface Member {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const emptyForm: CheckoutForm = {
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  country: "India",
  zipCode: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
};

/** Who the parcel is for: a saved address's name and phone, or the member's own. */
function recipientOf(member: Member | null, address: SavedAddress | undefined) {
  const from = address ?? member;
  return { firstName: from?.firstName ?? "", lastName: from?.lastName ?? "", phone: from?.phone ?? "" };
}

export function useCheckoutForm(member: Member | null, addresses: readonly SavedAddress[]) {
  const defaultAddress = member ? (addresses.find((address) => address.isDefault) ?? addresses[0]) : undefined;
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...emptyForm,
    ...recipientOf(member, defaultAddress),
    email: member?.email ?? "",
  }));
  const [addressId, chooseAddressId] = useState<string | "new">(defaultAddress?.id ?? "new");
  /** "Save this address" under a member's new address: ticked until the shopper unticks it. */
  const [saveAddress, setSaveAddress] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const usingSaved = addressId !== "new" && member !== null;
  const chosenAddress = usingSaved ? addresses.find((address) => address.id === addressId) : undefined;

  /** Another address chosen: the contact details follow whom it is for (a new one: the member). */
  const setAddressId = (id: string | "new") => {
    chooseAddressId(id);
    const address = id === "new" ? undefined : addresses.find((saved) => saved.id === id);
    setForm((current) => ({ ...current, ...recipientOf(member, address) }));
    setErrors((current) => ({ ...current, firstName: undefined, lastName: undefined, phone: undefined }));
  };

  const update = (field: keyof CheckoutForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const place = usePincodePlace(
    (chosenAddress?.zipCode ?? form.zipCode).trim(),
    (answer) => {
      if (chosenAddress) return;
      setForm((now) => ({
        ...now,
        city: now.city.trim() ? now.city : answer.district,
        state: stateFor(answer, now.state),
      }));
      setErrors((now) => ({
        ...now,
        state: undefined,
        city: undefined,
        zipCode: answer.serviceable ? undefined : answer.reason,
      }));
    },
    (message) => {
      if (!chosenAddress) setErrors((now) => ({ ...now, zipCode: message }));
    },
  );

  /** The first problem, in the spec's order: its field is marked and focused, its message answered. */
  function check(): string | null {
    const problem = checkoutFormError(form, { address: !usingSaved });
    if (!problem) return null;
    setErrors({ [problem.field]: problem.message });
    document.getElementById(`checkout-${problem.field}`)?.focus();
    return problem.message;
  }

  return {
    form,
    errors,
    setErrors,
    update,
    addressId,
    setAddressId,
    chosenAddress,
    usingSaved,
    /** The box as ticked (shown, and sent, only under a member's new address). */
    saveAddress,
    setSaveAddress,
    place,
    check,
  };
}
