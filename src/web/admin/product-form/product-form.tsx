// The admin's product form (/addproduct and /admin-update-product-form): every product and variant
// field of the spec, images uploaded to the shop, checked in the browser with the same rules as the
// server; the success banner stays 3 s, then the product list (spec).
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { productCopyFields } from "../../../core/claims.ts";
import { Button } from "../../components/button.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field, FormError, FormNotice, TextAreaField } from "../../shared/field.tsx";
import { ClaimsCheck } from "./claims-check.tsx";
import { ProductDeclarationFields } from "./declaration-fields.tsx";
import {
  bodyOf,
  checkDraft,
  draftClaims,
  emptyVariant,
  healingFields,
  type ProductDraft,
  posterFields,
  type VariantDraft,
} from "./draft.ts";
import { HindiFields } from "./hindi-fields.tsx";
import { ImageList, ImagePicker } from "./images.tsx";
import { StonesField } from "./stones.tsx";
import { TagInput, TermChoices } from "./tags.tsx";
import { VariantFields } from "./variant-fields.tsx";

export interface FormChoices {
  categories: { id: number; name: string; group: string }[];
  concerns: string[];
  chakras: string[];
  intents: string[];
  labs: string[];
}

interface ProductFormProps {
  /** The product being updated, or none when adding. */
  productId: string | null;
  initial: ProductDraft;
  choices: FormChoices;
  /** The product's variants that are kits (their stock and GST are their components', decision 0059). */
  kitIds?: readonly string[];
}

const messages = {
  added: "Product Added Successfully!",
  updated: "Product Updated Successfully!",
  addFailed: "Something went wrong. Check the console for more details.",
  updateFailed: "Failed to update product",
};

export function ProductForm({ productId, initial, choices, kitIds = [] }: ProductFormProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => navigate("/admin-view-products"), 3000);
    return () => window.clearTimeout(timer);
  }, [notice, navigate]);

  const update = (next: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...next }));
  const text =
    (field: "name" | "title" | "description" | "sku" | "material") => (event: { target: { value: string } }) =>
      update({ [field]: event.target.value });
  const images = (next: Partial<ProductDraft["images"]>) =>
    setDraft((current) => ({ ...current, images: { ...current.images, ...next } }));
  const setVariant = (index: number, variant: VariantDraft) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((entry, at) => (at === index ? variant : entry)),
    }));

  const showProblem = (message: string, fields: Record<string, string>) => {
    setError(message);
    setErrors(fields);
    top.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || notice) return;
    const check = checkDraft(draft);
    if (check.message) return showProblem(check.message, check.fields);
    setBusy(true);
    setError(undefined);
    setErrors({});
    try {
      if (productId) await callApi("PUT", `/api/products/${encodeURIComponent(productId)}`, bodyOf(draft));
      else await callApi("POST", "/api/products", bodyOf(draft));
      setNotice(productId ? messages.updated : messages.added);
      top.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    } catch (failure) {
      console.error("the product was not saved", failure);
      const fields = failure instanceof ApiError ? ((failure.details.fields as Record<string, string>) ?? {}) : {};
      const fallback = productId ? messages.updateFailed : messages.addFailed;
      showProblem(failure instanceof ApiError && failure.message ? failure.message : fallback, fields);
    } finally {
      setBusy(false);
    }
  }

  const claims = useMemo(() => draftClaims(draft), [draft]);
  const acknowledge = (key: string, proven: boolean) =>
    setDraft((current) => ({
      ...current,
      acknowledgedClaims: proven
        ? [...new Set([...current.acknowledgedClaims, key])]
        : current.acknowledgedClaims.filter((known) => known !== key),
    }));
  const groups = [...new Set(choices.categories.map((category) => category.group))];
  return (
    <form className="product-form" onSubmit={(event) => void submit(event)} noValidate>
      <div ref={top} className="product-form__messages">
        <FormNotice message={notice} />
        <FormError message={error} />
      </div>

      <Section title="Product">
        <Field label="Name" name="name" value={draft.name} onChange={text("name")} error={errors.name} required />
        <Field label="SKU" name="sku" value={draft.sku} onChange={text("sku")} error={errors.sku} required />
        <Field
          label="Title"
          name="title"
          className="checkout-fields__wide"
          value={draft.title}
          onChange={text("title")}
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          name="description"
          className="checkout-fields__wide"
          rows={6}
          value={draft.description}
          onChange={text("description")}
          error={errors.description}
          required
        />
        <div className="field">
          <label className="field__label" htmlFor="product-category">
            Category
          </label>
          <select
            id="product-category"
            name="categoryId"
            className="field__input field__input--select"
            value={draft.categoryId}
            aria-invalid={errors.categoryId ? true : undefined}
            onChange={(event) => update({ categoryId: event.target.value })}
            required
          >
            <option value="">Choose a category</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {choices.categories
                  .filter((category) => category.group === group)
                  .map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {errors.categoryId && (
            <p className="field__error" role="alert">
              {errors.categoryId}
            </p>
          )}
        </div>
        <Field label="Material" name="material" value={draft.material} onChange={text("material")} />
        <div className="field">
          <label className="field__label" htmlFor="product-status">
            Status
          </label>
          <select
            id="product-status"
            name="status"
            className="field__input field__input--select"
            value={draft.status}
            onChange={(event) => update({ status: event.target.value === "draft" ? "draft" : "active" })}
          >
            <option value="active">Active (in the shop)</option>
            <option value="draft">Draft (hidden)</option>
          </select>
        </div>
        <div className="variant-fields__flags">
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={draft.featureProduct}
              onChange={(event) => update({ featureProduct: event.target.checked })}
            />
            Featured product
          </label>
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={draft.bestSeller}
              onChange={(event) => update({ bestSeller: event.target.checked })}
            />
            Best seller
          </label>
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={draft.oneOfAKind}
              onChange={(event) => update({ oneOfAKind: event.target.checked })}
            />
            One of a kind: the shopper receives this exact piece
          </label>
        </div>
        {errors.oneOfAKind && (
          <p className="field__error" role="alert">
            {errors.oneOfAKind}
          </p>
        )}
      </Section>

      <Section title="In Hindi">
        <HindiFields draft={draft} errors={errors} update={update} />
      </Section>

      <Section title="Tags, concerns, chakras and intents">
        <TagInput values={draft.tags} onChange={(tags) => update({ tags })} />
        <TermChoices
          legend="Concerns"
          options={choices.concerns}
          values={draft.concerns}
          onChange={(concerns) => update({ concerns })}
          error={errors.concerns}
        />
        <TermChoices
          legend="Chakras"
          options={choices.chakras}
          values={draft.chakras}
          onChange={(chakras) => update({ chakras })}
          error={errors.chakras}
        />
        <TermChoices
          legend="Intents"
          options={choices.intents}
          values={draft.intents}
          onChange={(intents) => update({ intents })}
          error={errors.intents}
        />
      </Section>

      <Section title="Images">
        <div className="image-row checkout-fields__wide">
          <ImagePicker label="Front image" value={draft.images.front} onChange={(front) => images({ front })} />
          <ImagePicker label="Back image" value={draft.images.back} onChange={(back) => images({ back })} />
        </div>
        <div className="checkout-fields__wide">
          <ImageList
            label="Other images"
            values={draft.images.gallery}
            max={8}
            onChange={(gallery) => images({ gallery })}
          />
        </div>
        {errors.images && <FormError message={errors.images} />}
      </Section>

      <Section title="Posters">
        <div className="image-row checkout-fields__wide">
          {posterFields.map(([key, label]) => (
            <ImagePicker
              key={key}
              label={label}
              value={draft.images[key]}
              onChange={(value) => images({ [key]: value })}
              failure="Failed to upload poster. Please try again"
              hint="poster"
            />
          ))}
        </div>
      </Section>

      <Section title="Declarations">
        <ProductDeclarationFields
          value={draft.declarations}
          errors={errors}
          onChange={(declarations) => update({ declarations })}
        />
      </Section>

      <Section title="Stones used">
        <div className="checkout-fields__wide">
          <StonesField stones={draft.images.stones} onChange={(stones) => images({ stones })} />
        </div>
      </Section>

      <Section title="Healing properties">
        {healingFields.map((key, index) => (
          <Field
            key={key}
            label={`Healing property ${index + 1}`}
            name={`healingProperties.${key}`}
            value={draft.healingProperties[key]}
            onChange={(event) =>
              update({ healingProperties: { ...draft.healingProperties, [key]: event.target.value } })
            }
            error={errors[`healingProperties.${key}`]}
          />
        ))}
      </Section>

      <Section title="Claims check">
        <ClaimsCheck
          findings={claims}
          texts={productCopyFields(draft)}
          acknowledged={draft.acknowledgedClaims}
          onAcknowledge={acknowledge}
        />
      </Section>

      <section className="dashboard-card" aria-labelledby="product-form-variants">
        <header className="dashboard-card__head">
          <h2 id="product-form-variants" className="dashboard-card__title">
            Variants
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDraft((current) => ({ ...current, variants: [...current.variants, emptyVariant()] }))}
          >
            Add variant
          </Button>
        </header>
        {errors.variants && <FormError message={errors.variants} />}
        {draft.variants.length === 0 && <p className="dashboard-muted">Add at least one variant.</p>}
        {draft.variants.map((variant, index) => (
          <VariantFields
            key={variant.key}
            variant={variant}
            index={index}
            labs={choices.labs}
            kit={Boolean(variant.id && kitIds.includes(variant.id))}
            errors={errors}
            onChange={(next) => setVariant(index, next)}
            onRemove={() =>
              setDraft((current) => ({ ...current, variants: current.variants.filter((_, at) => at !== index) }))
            }
          />
        ))}
      </section>

      <div className="product-form__submit">
        <Button type="submit" busy={busy} busyText="Saving..." disabled={Boolean(notice)}>
          {productId ? "Update Product" : "Add Product"}
        </Button>
        <Button variant="quiet" onClick={() => navigate("/admin-view-products")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `product-form-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="dashboard-card" aria-labelledby={id}>
      <h2 id={id} className="dashboard-card__title">
        {title}
      </h2>
      <div className="checkout-fields">{children}</div>
    </section>
  );
}
