// The product page's kit editor (issue 34, decision 0059): a saved variant of the product made a kit
// of other variants with quantities (found by name), its GST a mixed supply (the highest rate among
// the components) or a composite one (the principal component's rate), saved on its own through
// PUT /api/admin/variants/{id}/kit. The kit's price, images and copy stay in the product form above;
// its stock is its components'. Checked by the server's schema only (its messages shown by field):
// the schema's zod would weigh on every page's route manifest.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Kit, KitCandidate } from "../../../core/schemas/kits.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { KitComponents, type KitPart } from "./kit-components.tsx";
import { KitSearch } from "./kit-search.tsx";
import "./kit-editor.css";

interface KitEditorProps {
  /** The product's saved variants (a new one is saved with the product before it can be a kit). */
  variants: ReadonlyArray<{ id: string; variantname: string }>;
  kits: Readonly<Record<string, Kit>>;
}

type Draft = { parts: KitPart[]; supply: Kit["supply"]; principal: string };

const draftOf = (kit: Kit | undefined): Draft => ({
  parts: (kit?.components ?? []).map((component) => ({ ...component, quantity: String(component.quantity) })),
  supply: kit?.supply ?? "mixed",
  principal: kit?.principalVariantId ?? "",
});

export function KitEditor({ variants, kits }: KitEditorProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [variantId, setVariantId] = useState(variants[0]?.id ?? "");
  const [draft, setDraft] = useState<Draft>(() => draftOf(kits[variants[0]?.id ?? ""]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const kit = kits[variantId];

  function choose(id: string) {
    setVariantId(id);
    setDraft(draftOf(kits[id]));
    setErrors({});
    setError(undefined);
  }

  function add(candidate: KitCandidate) {
    if (draft.parts.some((part) => part.variantId === candidate.variantId)) return;
    setDraft({ ...draft, parts: [...draft.parts, { ...candidate, quantity: "1" }] });
  }

  async function send(request: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(undefined);
    setErrors({});
    try {
      await request();
      toast(done, { tone: "success" });
      await revalidator.revalidate();
    } catch (failure) {
      setErrors(failure instanceof ApiError ? ((failure.details.fields as Record<string, string>) ?? {}) : {});
      setError(failure instanceof ApiError ? failure.message : "The kit was not saved. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    send(
      () =>
        callApi("PUT", `/api/admin/variants/${variantId}/kit`, {
          // JSON numbers must be numbers: a quantity that is none goes as 0 and is refused by its field
          components: draft.parts.map((part) => ({ variantId: part.variantId, quantity: Number(part.quantity) || 0 })),
          supply: draft.supply,
          principalVariantId: draft.supply === "composite" ? draft.principal || null : null,
        }),
      "Kit saved",
    );
  const remove = () => send(() => callApi("DELETE", `/api/admin/variants/${variantId}/kit`), "Kit removed");

  if (variants.length === 0) return null;
  return (
    <section className="dashboard-card kit-editor" aria-labelledby="kit-editor-title">
      <h2 id="kit-editor-title" className="dashboard-card__title">
        Kit
      </h2>
      <p className="dashboard-muted">
        A kit is sold at its own price with its own images and copy, and is made of other variants: its stock is what
        its components make, and an order takes the components.
      </p>
      {variants.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor="kit-variant">
            Variant
          </label>
          <select
            id="kit-variant"
            className="field__input field__input--select"
            value={variantId}
            onChange={(event) => choose(event.target.value)}
          >
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.variantname}
                {kits[variant.id] ? " (kit)" : ""}
              </option>
            ))}
          </select>
        </div>
      )}
      {kit && (
        <p className="kit-editor__summary" role="status">
          In stock: {kit.stock} · GST {kit.tax}% · HSN {kit.hsn}
        </p>
      )}
      <KitSearch exclude={[variantId, ...draft.parts.map((part) => part.variantId)]} onAdd={add} />
      <KitComponents parts={draft.parts} errors={errors} onChange={(parts) => setDraft({ ...draft, parts })} />
      <fieldset className="kit-editor__supply">
        <legend className="field__label">How GST applies</legend>
        <label className="dashboard-check">
          <input
            type="radio"
            name="kit-supply"
            checked={draft.supply === "mixed"}
            onChange={() => setDraft({ ...draft, supply: "mixed" })}
          />
          Mixed supply: the highest rate among the components
        </label>
        <label className="dashboard-check">
          <input
            type="radio"
            name="kit-supply"
            checked={draft.supply === "composite"}
            onChange={() => setDraft({ ...draft, supply: "composite" })}
          />
          Composite supply: the principal component's rate (a bracelet with its pouch)
        </label>
      </fieldset>
      {draft.supply === "composite" && (
        <div className="field">
          <label className="field__label" htmlFor="kit-principal">
            Principal component
          </label>
          <select
            id="kit-principal"
            className="field__input field__input--select"
            value={draft.principal}
            aria-invalid={errors.principalVariantId ? true : undefined}
            aria-describedby={errors.principalVariantId ? "kit-principal-error" : undefined}
            onChange={(event) => setDraft({ ...draft, principal: event.target.value })}
          >
            <option value="">Choose a component</option>
            {draft.parts.map((part) => (
              <option key={part.variantId} value={part.variantId}>
                {part.name} ({part.variantname})
              </option>
            ))}
          </select>
          {errors.principalVariantId && (
            <p id="kit-principal-error" className="field__error" role="alert">
              {errors.principalVariantId}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dashboard-form__buttons">
        <Button onClick={save} busy={busy} busyText="Saving...">
          Save kit
        </Button>
        {kit && (
          <Button variant="quiet" onClick={remove} disabled={busy}>
            Stop selling as a kit
          </Button>
        )}
      </div>
    </section>
  );
}
