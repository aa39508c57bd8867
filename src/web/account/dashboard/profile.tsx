// The dashboard's Dashboard tab (the profile summary with the picture) and Edit Information.

import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { formatMonth } from "../../../core/dates.ts";
import type { UserData } from "../../../core/schemas/accounts.ts";
import { profileImageMaxBytes, profileMessages } from "../../../core/schemas/profile.ts";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { ProductImage } from "../../components/product-image.tsx";
import { useToast } from "../../components/toast.tsx";
import { callApi } from "../../shared/api.ts";
import { Field, FormError, SelectField } from "../../shared/field.tsx";
import { useApiForm } from "../../shared/form-errors.ts";
import { StoreCreditFact } from "./store-credit.tsx";

const allowedTypes = ["image/jpeg", "image/png", "image/gif"];

export function ProfileSummary({ user }: { user: UserData }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"upload" | "delete" | null>(null);

  async function upload(file: File) {
    if (!allowedTypes.includes(file.type)) return toast(profileMessages.imageType, { tone: "error" });
    if (file.size >= profileImageMaxBytes) return toast(profileMessages.imageSize, { tone: "error" });
    setBusy("upload");
    const form = new FormData();
    form.append("profileimage", file);
    try {
      const response = await fetch(`/api/userdashboard/profile-image/${user._id}`, { method: "PUT", body: form });
      const answer = await response.json().catch(() => null);
      if (!response.ok) throw new Error(answer?.error?.message ?? profileMessages.imageFailed);
      toast(profileMessages.imageUpdated, { tone: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast(error instanceof Error ? error.message : profileMessages.imageFailed, { tone: "error" });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = "";
    }
  }

  async function remove() {
    if (!user.profilePicture) return toast(profileMessages.imageMissing, { tone: "error" });
    if (!window.confirm(profileMessages.imageDeleteConfirm)) return;
    setBusy("delete");
    try {
      await callApi("PUT", `/api/userdashboard/profile-image/${user._id}`, { profileimage: "" });
      toast(profileMessages.imageDeleted, { tone: "success" });
      revalidator.revalidate();
    } catch {
      toast(profileMessages.imageDeleteFailed, { tone: "error" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="dashboard-card profile-summary" aria-labelledby="profile-heading">
      <div className="profile-summary__picture">
        {user.profilePicture ? (
          <ProductImage
            className="profile-summary__image"
            src={user.profilePicture}
            alt={`${user.firstName} ${user.lastName}`}
            sizes="96px"
          />
        ) : (
          <span className="profile-summary__initials" aria-hidden="true">
            {user.firstName.slice(0, 1)}
            {user.lastName.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="profile-summary__body">
        <h2 id="profile-heading" className="dashboard-card__title">
          {user.firstName} {user.lastName}
        </h2>
        <dl className="profile-facts">
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>+91 {user.phone}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatMonth(user.createdAt)}</dd>
          </div>
          <div>
            <dt>Tribe points</dt>
            <dd>{user.Points}</dd>
          </div>
          <StoreCreditFact />
        </dl>
        <div className="profile-summary__actions">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="visually-hidden"
            id="profile-picture-input"
            aria-label="Profile picture"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button
            size="sm"
            variant="secondary"
            busy={busy === "upload"}
            busyText="Uploading..."
            onClick={() => input.current?.click()}
          >
            <Icon name="upload" size={18} /> {user.profilePicture ? "Change picture" : "Add a picture"}
          </Button>
          {user.profilePicture && (
            <Button
              size="sm"
              variant="quiet"
              busy={busy === "delete"}
              busyText="Deleting..."
              onClick={() => void remove()}
            >
              Delete picture
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

type ProfileForm = {
  firstName: string;
  lastName: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
  dateOfAnniversary: string;
};

export function EditInformation({ user }: { user: UserData }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { form, errors, error, busy, set, save } = useApiForm<ProfileForm>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    gender: user.gender ?? "",
    dateOfBirth: user.dateOfBirth ?? "",
    dateOfAnniversary: user.dateOfAnniversary ?? "",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(async () => {
      await callApi("PUT", `/api/userdashboard/${user._id}/profile`, form);
      toast(profileMessages.saved, { tone: "success" });
      navigate("/userdashboard?tab=dashboard");
    }, "Could not save. Please try again.");
  }

  return (
    <form className="dashboard-card dashboard-form" onSubmit={submit} noValidate>
      <h2 className="dashboard-card__title">Edit Information</h2>
      <div className="checkout-fields">
        <Field
          label="First Name"
          name="firstName"
          value={form.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <Field
          label="Last Name"
          name="lastName"
          value={form.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          value={form.phone}
          onChange={set("phone")}
          error={errors.phone}
          autoComplete="tel"
          required
        />
        <Field
          label="Email"
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint="Your e-mail cannot be changed here."
        />
        <SelectField
          label="Gender"
          name="gender"
          value={form.gender}
          onChange={set("gender")}
          options={["female", "male", "other"]}
          placeholder="Prefer not to say"
          error={errors.gender}
        />
        <Field
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          value={form.dateOfBirth}
          onChange={set("dateOfBirth")}
          error={errors.dateOfBirth}
        />
        <Field
          label="Anniversary"
          name="dateOfAnniversary"
          type="date"
          value={form.dateOfAnniversary}
          onChange={set("dateOfAnniversary")}
          error={errors.dateOfAnniversary}
        />
      </div>
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText="Saving...">
          Save
        </Button>
        <Button variant="quiet" onClick={() => navigate("/userdashboard?tab=dashboard")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
