// The write-a-review form (spec): title (at most 100 characters), a star rating, the review, name,
// e-mail, an optional YouTube link and several photos or videos. It checks what it can before
// sending (the spec's messages, from core/reviews.ts) and posts everything in one multipart request
// to POST /api/reviews, which checks it all again and stores nothing unless all of it is sound.
// Loaded only when the shopper opens the dialog. With `linkToken` (a review request's link, /review)
// it asks no e-mail and posts to POST /api/reviews/by-link: the token says which piece and order.
import { type FormEvent, useId, useRef, useState } from "react";
import {
  isYoutubeUrl,
  looksLikeEmail,
  missingReviewFields,
  type RequiredReviewField,
  ratingLabels,
  reviewLimits,
  reviewMediaTypes,
  reviewMessages,
} from "../../../core/reviews.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { rich } from "../../i18n/words.tsx";
import { Field } from "../../shared/field.tsx";
import { Button } from "../button.tsx";
import { Icon } from "../icon.tsx";
import { useToast } from "../toast.tsx";

export interface ReviewFormProps {
  productId: string;
  productName: string;
  variantId: string | undefined;
  defaultName?: string;
  /** The server's answer ("Thank you; your review will appear after a quick check"). */
  onSubmitted: (message: string) => void;
  /** A review request's link token: no e-mail asked, sent to /api/reviews/by-link. */
  linkToken?: string;
}

type FieldName = RequiredReviewField | "youtubeURL" | "files";
type Errors = Partial<Record<FieldName, string>>;

const fieldMessages: Record<RequiredReviewField, string> = {
  title: reviewMessages.title,
  rating: reviewMessages.rating,
  reviewText: reviewMessages.reviewText,
  name: reviewMessages.name,
  email: reviewMessages.email,
};

const megabyte = 1024 * 1024;

function fileSize(bytes: number): string {
  return bytes >= megabyte ? `${(bytes / megabyte).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A first look at the chosen files (the server decides by their bytes). */
function checkFiles(files: readonly File[]): string | undefined {
  if (files.length > reviewLimits.files) return reviewMessages.tooManyFiles;
  if (files.some((file) => file.size > reviewLimits.fileBytes)) return reviewMessages.fileTooLarge;
  if (files.some((file) => file.type && !reviewMediaTypes.includes(file.type))) return reviewMessages.fileType;
  return undefined;
}

function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const errorId = useId();
  return (
    <fieldset
      className="star-input"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      onPointerLeave={() => setHover(0)}
    >
      <legend className="field__label">{t("Your rating *")}</legend>
      <div className="star-input__row">
        {ratingLabels
          .slice()
          .reverse()
          .map(({ stars, label }) => (
            <label
              key={stars}
              className={stars <= shown ? "star-input__star is-lit" : "star-input__star"}
              onPointerEnter={() => setHover(stars)}
            >
              <input
                className="star-input__radio"
                type="radio"
                name="rating"
                value={stars}
                required
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <Icon name="star" size={30} />
              <span className="visually-hidden">
                {t("{count, plural, one {# star} other {# stars}}", { count: stars })}, {t(label)}
              </span>
            </label>
          ))}
        <span className="star-input__word" aria-hidden="true">
          {(shown && t(ratingLabels.find((rating) => rating.stars === shown)?.label ?? "")) || t("Choose a rating")}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

export default function ReviewForm({
  productId,
  productName,
  variantId,
  defaultName,
  onSubmitted,
  linkToken,
}: ReviewFormProps) {
  const { t } = useI18n();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const ids = { text: useId(), files: useId(), filesNote: useId() };

  const focusFirstError = (found: Errors) => {
    const first = (["title", "rating", "reviewText", "name", "email", "youtubeURL", "files"] as const).find(
      (name) => found[name],
    );
    if (!first) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      ["title", "reviewText", "name", "email", "youtubeURL"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const found: Errors = {};
    const missing = missingReviewFields({ ...values, rating }).filter((name) => !linkToken || name !== "email");
    for (const name of missing) found[name] = fieldMessages[name];
    if (!linkToken && !found.email && !looksLikeEmail(values.email ?? "")) found.email = reviewMessages.email;
    if ((values.title ?? "").trim().length > reviewLimits.titleMax) found.title = reviewMessages.titleTooLong;
    const youtube = (values.youtubeURL ?? "").trim();
    if (youtube && !isYoutubeUrl(youtube)) found.youtubeURL = reviewMessages.youtube;
    const fileProblem = checkFiles(files);
    if (fileProblem) found.files = fileProblem;

    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(missing.length > 0 ? reviewMessages.required : Object.values(found)[0]);
      focusFirstError(found);
      return;
    }

    setErrors({});
    setFormError(undefined);
    const body = new FormData();
    if (linkToken) body.set("token", linkToken);
    else body.set("productId", productId);
    if (variantId && !linkToken) body.set("variantId", variantId);
    body.set("rating", String(rating));
    for (const [name, value] of Object.entries(values)) if (value.trim()) body.set(name, value.trim());
    for (const file of files) body.append("files", file, file.name);

    setSending(true);
    try {
      const path = linkToken ? "/api/reviews/by-link" : "/api/reviews";
      const response = await fetch(path, { method: "POST", body, headers: { accept: "application/json" } });
      if (response.ok) {
        // published at once, or held for the admin's check: the server's answer says which
        const done = (await response.json().catch(() => null)) as { message?: string } | null;
        const message = done?.message ?? reviewMessages.submitted;
        toast(message, { tone: "success" });
        onSubmitted(message);
        return;
      }
      const answer = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      const fields = answer?.error?.fields ?? {};
      const fromServer: Errors = {};
      for (const [name, message] of Object.entries(fields)) {
        if (name in fieldMessages || name === "youtubeURL" || name === "files") fromServer[name as FieldName] = message;
      }
      setErrors(fromServer);
      setFormError(answer?.error?.message ?? reviewMessages.failed);
      focusFirstError(fromServer);
      toast(reviewMessages.failed, { tone: "error" });
    } catch {
      setFormError(reviewMessages.crashed);
      toast(reviewMessages.crashed, { tone: "error" });
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="review-form" noValidate onSubmit={onSubmit}>
      <p className="review-form__intro">
        {rich(t("Reviewing {name}. Fields marked * are required; your e-mail is never shown."), {
          name: (
            <strong>
              <English>{productName}</English>
            </strong>
          ),
        })}
      </p>
      {formError && (
        <p className="form-error review-form__error" role="alert">
          {t(formError)}
        </p>
      )}

      <Field
        label={t("Title * ({length}/{max})", { length: String(title.length), max: String(reviewLimits.titleMax) })}
        name="title"
        maxLength={reviewLimits.titleMax}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        required
      />
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          {t("Your review *")}
        </label>
        <textarea
          id={ids.text}
          name="reviewText"
          className="field__input review-form__textarea"
          rows={5}
          maxLength={reviewLimits.reviewTextMax}
          required
          aria-invalid={errors.reviewText ? true : undefined}
          aria-describedby={errors.reviewText ? `${ids.text}-error` : undefined}
        />
        {errors.reviewText && (
          <p id={`${ids.text}-error`} className="field__error">
            {t(errors.reviewText)}
          </p>
        )}
      </div>
      <Field
        label={t("Name *")}
        name="name"
        autoComplete="name"
        maxLength={reviewLimits.nameMax}
        defaultValue={defaultName}
        error={errors.name}
        required
      />
      {!linkToken && (
        <Field
          label={t("Email *")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={reviewLimits.emailMax}
          error={errors.email}
          hint={t("Only we see it.")}
          required
        />
      )}
      <Field
        label={t("YouTube video link (optional)")}
        name="youtubeURL"
        type="url"
        inputMode="url"
        placeholder={t("https://youtu.be/…")}
        maxLength={reviewLimits.youtubeMax}
        error={errors.youtubeURL}
      />

      <div className="field">
        <span className="field__label" id={`${ids.files}-label`}>
          {t("Photos or videos (optional)")}
        </span>
        <input
          id={ids.files}
          name="files"
          className="upload__input"
          type="file"
          multiple
          accept={reviewMediaTypes.join(",")}
          aria-labelledby={`${ids.files}-label`}
          aria-describedby={ids.filesNote}
          aria-invalid={errors.files ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            setFiles(chosen);
            setErrors((current) => ({ ...current, files: checkFiles(chosen) }));
          }}
        />
        <label className="upload" htmlFor={ids.files}>
          <Icon name="upload" size={22} />
          <span>
            {t("Add up to {count} photos or videos", { count: reviewLimits.files })}
            <span className="upload__note">{t("JPEG, PNG, GIF, WebP, MP4 or WebM · 5 MB each")}</span>
          </span>
        </label>
        <div id={ids.filesNote}>
          {files.length > 0 && (
            <ul className="upload__list plain-list">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name} <span className="text-soft">({fileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          )}
          {errors.files && <p className="field__error">{t(errors.files)}</p>}
        </div>
      </div>

      <div className="review-form__actions">
        <Button type="submit" fullWidth busy={sending} busyText={t("Submitting...")}>
          {t("Submit review")}
        </Button>
      </div>
    </form>
  );
}
