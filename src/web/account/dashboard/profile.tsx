// The dashboard's Dashboard tab (the profile summary with the picture), Edit Information and the
// member's language (decision 0064's addendum: English or हिंदी for the pages and the mails).

import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { formatLongDate, formatMonth } from "../../../core/dates.ts";
import { htmlLang, type Language, languageName, languages, switchPath } from "../../../core/i18n.ts";
import type { UserData } from "../../../core/schemas/accounts.ts";
import { languageChoiceMessages } from "../../../core/schemas/language.ts";
import { profileImageMaxBytes, profileMessages } from "../../../core/schemas/profile.ts";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { ProductImage } from "../../components/product-image.tsx";
import { useToast } from "../../components/toast.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { rememberLanguage } from "../../i18n/language-switch.tsx";
import { callApi } from "../../shared/api.ts";
import { Field, FormError, SelectField } from "../../shared/field.tsx";
import { useApiForm } from "../../shared/form-errors.ts";
import { StoreCreditFact } from "./store-credit.tsx";

const allowedTypes = ["image/jpeg", "image/png", "image/gif"];

export function ProfileSummary({ user }: { user: UserData }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { t, language } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"upload" | "delete" | null>(null);

  async function upload(file: File) {
    if (!allowedTypes.includes(file.type)) return toast(t(profileMessages.imageType), { tone: "error" });
    if (file.size >= profileImageMaxBytes) return toast(t(profileMessages.imageSize), { tone: "error" });
    setBusy("upload");
    const form = new FormData();
    form.append("profileimage", file);
    try {
      const response = await fetch(`/api/userdashboard/profile-image/${user._id}`, { method: "PUT", body: form });
      const answer = await response.json().catch(() => null);
      if (!response.ok) throw new Error(answer?.error?.message ?? profileMessages.imageFailed);
      toast(t(profileMessages.imageUpdated), { tone: "success" });
      revalidator.revalidate();
    } catch (error) {
      toast(t(error instanceof Error ? error.message : profileMessages.imageFailed), { tone: "error" });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = "";
    }
  }

  async function remove() {
    if (!user.profilePicture) return toast(t(profileMessages.imageMissing), { tone: "error" });
    if (!window.confirm(t(profileMessages.imageDeleteConfirm))) return;
    setBusy("delete");
    try {
      await callApi("PUT", `/api/userdashboard/profile-image/${user._id}`, { profileimage: "" });
      toast(t(profileMessages.imageDeleted), { tone: "success" });
      revalidator.revalidate();
    } catch {
      toast(t(profileMessages.imageDeleteFailed), { tone: "error" });
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
          <span className="profile-summary__initials" aria-hidden="true" lang={language === "en" ? undefined : "en"}>
            {user.firstName.slice(0, 1)}
            {user.lastName.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="profile-summary__body">
        <h2 id="profile-heading" className="dashboard-card__title" lang={language === "en" ? undefined : "en"}>
          {user.firstName} {user.lastName}
        </h2>
        <dl className="profile-facts">
          <div>
            <dt>{t("Email")}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t("Phone")}</dt>
            <dd>+91 {user.phone}</dd>
          </div>
          <div>
            <dt>{t("Member since")}</dt>
            <dd>
              {language === "en"
                ? formatMonth(user.createdAt)
                : formatLongDate(user.createdAt, language).replace(/^\d+ /, "")}
            </dd>
          </div>
          <div>
            <dt>{t("Tribe points")}</dt>
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
            aria-label={t("Profile picture")}
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
            busyText={t("Uploading...")}
            onClick={() => input.current?.click()}
          >
            <Icon name="upload" size={18} /> {user.profilePicture ? t("Change picture") : t("Add a picture")}
          </Button>
          {user.profilePicture && (
            <Button
              size="sm"
              variant="quiet"
              busy={busy === "delete"}
              busyText={t("Deleting...")}
              onClick={() => void remove()}
            >
              {t("Delete picture")}
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
  const { t, to, language } = useI18n();
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
      toast(t(profileMessages.saved), { tone: "success" });
      navigate(to("/userdashboard?tab=dashboard"));
    }, "Could not save. Please try again.");
  }

  return (
    <form className="dashboard-card dashboard-form" onSubmit={submit} noValidate>
      <h2 className="dashboard-card__title">{t("Edit Information")}</h2>
      <div className="checkout-fields">
        <Field
          label={t("First Name")}
          name="firstName"
          value={form.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <Field
          label={t("Last Name")}
          name="lastName"
          value={form.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
        <Field
          label={t("Phone")}
          name="phone"
          type="tel"
          value={form.phone}
          onChange={set("phone")}
          error={errors.phone}
          autoComplete="tel"
          required
        />
        <Field
          label={t("Email")}
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint={t("Your e-mail cannot be changed here.")}
        />
        <SelectField
          label={t("Gender")}
          name="gender"
          value={form.gender}
          onChange={set("gender")}
          options={["female", "male", "other"]}
          optionLabels={language === "en" ? undefined : { female: t("female"), male: t("male"), other: t("other") }}
          placeholder={t("Prefer not to say")}
          error={errors.gender}
        />
        <Field
          label={t("Date of birth")}
          name="dateOfBirth"
          type="date"
          value={form.dateOfBirth}
          onChange={set("dateOfBirth")}
          error={errors.dateOfBirth}
        />
        <Field
          label={t("Anniversary")}
          name="dateOfAnniversary"
          type="date"
          value={form.dateOfAnniversary}
          onChange={set("dateOfAnniversary")}
          error={errors.dateOfAnniversary}
        />
      </div>
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText={t("Saving...")}>
          {t("Save")}
        </Button>
        <Button variant="quiet" onClick={() => navigate(to("/userdashboard?tab=dashboard"))}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The member's language (decision 0064's addendum): English or हिंदी, saved on their account
 * (PATCH /api/userdashboard/{userId}/profile, users.language) for the mails, remembered in the
 * browser like the header's switch (the sattva_lang cookie), and the page moves to the chosen one.
 */
export function LanguageChoice({ userId, chosen }: { userId: string; chosen: Language }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const toast = useToast();
  const [value, setValue] = useState<Language>(chosen);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await callApi("PATCH", `/api/userdashboard/${userId}/profile`, { language: value });
      rememberLanguage(value);
      const { pathname, search } = window.location;
      setBusy(false);
      if (value !== language) navigate(switchPath(value, pathname, search));
      else toast(t(languageChoiceMessages.saved), { tone: "success" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : languageChoiceMessages.failed);
      setBusy(false);
    }
  }

  return (
    <form className="dashboard-card dashboard-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="language-choice">
        <legend className="dashboard-card__title">{t("Language")}</legend>
        <p className="dashboard-muted">{t("The language of your account pages and of the e-mails we send you.")}</p>
        {languages.map((option) => (
          <label key={option} className="dashboard-check">
            <input
              type="radio"
              name="language"
              value={option}
              checked={value === option}
              onChange={() => setValue(option)}
            />
            <span lang={htmlLang[option]}>{languageName[option]}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" busy={busy} busyText={t("Saving...")}>
          {t("Use this language")}
        </Button>
      </div>
    </form>
  );
}
