// The checkout form's state: the contact details, the address (a member's saved one, or typed),
// each field's error, and the PIN code's answer (it fills city and state, and says when the parcel
// arrives and whether Pay on Delivery is possible there).
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

export function useCheckoutForm(member: Member | null, addresses: readonly SavedAddress[]) {
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...emptyForm,
    firstName: member?.firstName ?? "",
    lastName: member?.lastName ?? "",
    email: member?.email ?? "",
    phone: defaultAddress?.phone ?? "",
  }));
  const [addressId, setAddressId] = useState<string | "new">(defaultAddress?.id ?? "new");
  const [errors, setErrors] = useState<FieldErrors>({});

  const usingSaved = addressId !== "new" && member !== null;
  const chosenAddress = usingSaved ? addresses.find((address) => address.id === addressId) : undefined;

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

  return { form, errors, setErrors, update, addressId, setAddressId, chosenAddress, usingSaved, place, check };
}
