// A variant's lab report file in the product form (decision 0054): a picture of the report (POST
// /api/admin/images) or the lab's PDF (POST /api/admin/lab-reports, checked there for active content
// and the size limit in Settings). The server reads the type from the bytes; the file's type here
// only chooses where it is sent.
import { useId, useState } from "react";
import { labReportUrl, mediaUrl } from "../../../core/media.ts";
import { uploadImage } from "./images.tsx";

export interface ReportFile {
  imageKey: string | null;
  pdfKey: string | null;
}

async function uploadPdf(file: File): Promise<string> {
  const form = new FormData();
  form.append("hint", "lab-report");
  form.append("file", file);
  const response = await fetch("/api/admin/lab-reports", { method: "POST", body: form, credentials: "same-origin" });
  const answer = (await response.json().catch(() => null)) as { key?: string; error?: { message?: string } } | null;
  if (!response.ok || !answer?.key) throw new Error(answer?.error?.message ?? "upload failed");
  return answer.key;
}

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

export function ReportPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ReportFile;
  onChange: (next: ReportFile) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onChange(
        isPdf(file)
          ? { imageKey: null, pdfKey: await uploadPdf(file) }
          : { imageKey: await uploadImage(file, "lab-report"), pdfKey: null },
      );
    } catch (reason) {
      const detail = reason instanceof Error && reason.message !== "upload failed" ? ` (${reason.message})` : "";
      setProblem(`Failed to upload the report. Please try again${detail}`);
    } finally {
      setBusy(false);
    }
  }
  const held = value.imageKey !== null || value.pdfKey !== null;
  return (
    <div className="image-picker">
      <span className="field__label">{label}</span>
      <div className="image-picker__frame">
        {value.imageKey ? (
          <img className="image-picker__preview" src={mediaUrl(value.imageKey, 240)} alt={`${label} preview`} />
        ) : value.pdfKey ? (
          <a className="image-picker__empty" href={labReportUrl(value.pdfKey)} download>
            Lab report (PDF)
          </a>
        ) : (
          <span className="image-picker__empty">{busy ? "Uploading…" : "No report"}</span>
        )}
      </div>
      <div className="image-picker__actions">
        <label className="link-button image-picker__choose" htmlFor={id}>
          {held ? "Replace" : "Upload"}
          <span className="visually-hidden"> {label} (an image or a PDF)</span>
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,.pdf"
          disabled={busy}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {held && (
          <button type="button" className="link-button" onClick={() => onChange({ imageKey: null, pdfKey: null })}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      <p id={`${id}-note`} className={problem ? "field__error" : "field__hint"} role={problem ? "alert" : undefined}>
        {problem ?? "A picture or the lab's PDF"}
      </p>
    </div>
  );
}
