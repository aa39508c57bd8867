// The dashboard's Address tab: the address book (default first) with Edit, Delete and Set as
// default, and the add/edit form with the spec's messages. Saved addresses appear at checkout.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { addressCountries, profileMessages } from "../../../core/schemas/profile.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { stateFor, usePincodePlace } from "../../delivery/pincode.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { AddressFields } from "../../shared/address-fields.tsx";
import { callApi } from "../../shared/api.ts";
import { Field, FormError } from "../../shared/field.tsx";
import { useApiForm } from "../../shared/form-errors.ts";

export interface SavedAddress {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
}

type AddressForm = Omit<SavedAddress, "_id" | "isDefault" | "addressLine2"> & {
  addressLine2: string;
  isDefault: boolean;
};

const blank: AddressForm = {
  firstName: "",
  lastName: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  zipCode: "",
  country: "India",
  isDefault: false,
};

export function AddressBook({ userId, addresses }: { userId: string; addresses: readonly SavedAddress[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { t, language } = useI18n();
  const data = language === "en" ? undefined : "en";
  const [editing, setEditing] = useState<SavedAddress | "new" | null>(addresses.length === 0 ? "new" : null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(id: string, method: "PUT" | "DELETE", path: string, done: string) {
    setBusy(id);
    try {
      await callApi(method, path);
      toast(t(done), { tone: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast(t(error instanceof Error ? error.message : "Something went wrong."), { tone: "error" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="dashboard-stack">
      <div className="dashboard-card">
        <div className="dashboard-card__head">
          <h2 className="dashboard-card__title">{t("Addresses")}</h2>
          {editing === null && (
            <Button size="sm" onClick={() => setEditing("new")}>
              {t("Add address")}
            </Button>
          )}
        </div>
        {addresses.length === 0 ? (
          <p className="dashboard-muted">{t("No saved addresses yet.")}</p>
        ) : (
          <ul className="address-list plain-list">
            {addresses.map((address) => (
              <li key={address._id} className="address-card">
                <p className="address-card__name">
                  <span lang={data}>
                    {address.firstName} {address.lastName}
                  </span>
                  {address.isDefault && <span className="badge badge--amethyst">{t("Default")}</span>}
                </p>
                <p className="address-card__lines" lang={data}>
                  {address.addressLine1}
                  {address.addressLine2 ? `, ${address.addressLine2}` : ""}
                  <br />
                  {address.city}, {address.state} {address.zipCode}, {address.country}
                  <br />
                  {address.phone}
                </p>
                <div className="address-card__actions">
                  <Button size="sm" variant="quiet" onClick={() => setEditing(address)} disabled={busy !== null}>
                    {t("Edit")}
                  </Button>
                  {!address.isDefault && (
                    <Button
                      size="sm"
                      variant="quiet"
                      disabled={busy !== null}
                      onClick={() =>
                        void act(
                          address._id,
                          "PUT",
                          `/api/userdashboard/${userId}/address/${address._id}/default`,
                          "Default address saved.",
                        )
                      }
                    >
                      {t("Set as default")}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="quiet"
                    disabled={busy !== null}
                    onClick={() => {
                      if (window.confirm(t("Delete this address?"))) {
                        void act(
                          address._id,
                          "DELETE",
                          `/api/userdashboard/${userId}/address/${address._id}`,
                          "Address deleted.",
                        );
                      }
                    }}
                  >
                    {t("Delete")}
                    <span className="visually-hidden"> {t("the address in {city}", { city: address.city })}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing !== null && (
        <AddressEditor
          userId={userId}
          address={editing === "new" ? null : editing}
          onDone={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function AddressEditor({
  userId,
  address,
  onDone,
  onCancel,
}: {
  userId: string;
  address: SavedAddress | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const { t } = useI18n();
  const { form, setForm, errors, setErrors, error, busy, set, save } = useApiForm<AddressForm>(
    address ? { ...address, addressLine2: address.addressLine2 ?? "" } : blank,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(
      async () => {
        if (address) await callApi("PUT", `/api/userdashboard/${userId}/address/${address._id}`, form);
        else await callApi("POST", `/api/userdashboard/${userId}/address`, form);
        toast(t(address ? "Address updated." : profileMessages.addressAdded), { tone: "success" });
        onDone();
      },
      address ? "Could not save the address." : profileMessages.addressFailed,
    );
  }

  // an Indian PIN code fills city and state (the shopper may still pick the other state of a border PIN code)
  usePincodePlace(
    form.country === "India" ? form.zipCode.trim() : "",
    (answer) => {
      setForm((now) => ({
        ...now,
        city: now.city.trim() ? now.city : answer.district,
        state: stateFor(answer, now.state),
      }));
      setErrors((now) => ({ ...now, city: "", state: "", zipCode: "" }));
    },
    (message) => setErrors((now) => ({ ...now, zipCode: message })),
  );

  return (
    <form className="dashboard-card dashboard-form" onSubmit={submit} noValidate>
      <h2 className="dashboard-card__title">{address ? t("Edit address") : t("Add address")}</h2>
      <div className="checkout-fields">
        <Field
          label={t("First Name")}
          name="firstName"
          value={form.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <Field
          label={t("Last Name")}
          name="lastName"
          value={form.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
          autoComplete="family-name"
        />
        <AddressFields
          values={form}
          errors={errors}
          onChange={(field, value) => set(field)({ target: { value } })}
          countries={addressCountries}
          codeLabel="Zip Code"
        />
        <Field
          label={t("Phone")}
          name="phone"
          type="tel"
          value={form.phone}
          onChange={set("phone")}
          error={errors.phone}
          autoComplete="tel"
        />
        <label className="dashboard-check">
          <input
            type="checkbox"
            checked={form.isDefault}
            onChange={(event) => setForm((current) => ({ ...current, isDefault: event.target.checked }))}
          />
          {t("Use as my default address")}
        </label>
      </div>
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText={t("Saving...")}>
          {address ? t("Save address") : t("Add address")}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
