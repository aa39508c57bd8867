// Image fields of the product form: each picks a file, uploads it to the shop (POST
// /api/admin/images: checked by its content and re-encoded there), previews it and can remove it.
import { useId, useState } from "react";
import { mediaUrl } from "../../../core/media.ts";

/** Uploads one image; answers its media key. */
export async function uploadImage(file: File, hint: string): Promise<string> {
  const form = new FormData();
  form.append("hint", hint);
  form.append("file", file);
  const response = await fetch("/api/admin/images", { method: "POST", body: form, credentials: "same-origin" });
  const answer = (await response.json().catch(() => null)) as { key?: string; error?: { message?: string } } | null;
  if (!response.ok || !answer?.key) throw new Error(answer?.error?.message ?? "upload failed");
  return answer.key;
}

interface PickerProps {
  label: string;
  value: string | null;
  onChange: (key: string | null) => void;
  /** The spec's message when the upload fails ("Failed to upload image. Please try again"). */
  failure?: string;
  hint?: string;
  error?: string | undefined;
}

/** One image: its preview, a file button to upload or replace it, and Remove. */
export function ImagePicker({ label, value, onChange, failure, hint = "product", error }: PickerProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onChange(await uploadImage(file, hint));
    } catch (reason) {
      const detail = reason instanceof Error && reason.message !== "upload failed" ? ` (${reason.message})` : "";
      setProblem(`${failure ?? "Failed to upload image. Please try again"}${detail}`);
    } finally {
      setBusy(false);
    }
  }
  const note = problem ?? error;
  return (
    <div className="image-picker">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-picker__frame">
        {value ? (
          <img className="image-picker__preview" src={mediaUrl(value, 240)} alt={`${label} preview`} />
        ) : (
          <span className="image-picker__empty">{busy ? "Uploading…" : "No image"}</span>
        )}
      </div>
      <div className="image-picker__actions">
        <label className="link-button image-picker__choose" htmlFor={id}>
          {value ? "Replace" : "Upload"}
          <span className="visually-hidden"> {label}</span>
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={busy}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {value && (
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {note && (
        <p id={`${id}-note`} className="field__error" role="alert">
          {note}
        </p>
      )}
    </div>
  );
}

interface ListProps {
  label: string;
  values: string[];
  onChange: (keys: string[]) => void;
  max: number;
  failure?: string;
  error?: string | undefined;
}

/** A short list of images (a gallery): each with Remove, and one more slot until the limit. */
export function ImageList({ label, values, onChange, max, failure, error }: ListProps) {
  return (
    <fieldset className="image-list">
      <legend className="field__label">
        {label} <span className="dashboard-muted">(at most {max})</span>
      </legend>
      <div className="image-list__items">
        {values.map((key, index) => (
          <ImagePicker
            key={key}
            label={`${label} ${index + 1}`}
            value={key}
            failure={failure}
            onChange={(next) =>
              onChange(
                next
                  ? values.map((entry, at) => (at === index ? next : entry))
                  : values.filter((_, at) => at !== index),
              )
            }
          />
        ))}
        {values.length < max && (
          <ImagePicker
            key={`slot-${values.length}`}
            label={`${label} ${values.length + 1}`}
            value={null}
            failure={failure}
            onChange={(next) => next && onChange([...values, next])}
          />
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
