// The mapping step of a Shopify import: each Shopify Type (or Product Category) the file uses gets a
// shop category (the suggestion preselected, remembered for the next import), each chosen category
// its HSN code and GST rate for rows without them, and the compare-at question (not the M.R.P. by default).
import { gstRates } from "../../../core/schemas/admin-products.ts";
import type { MappingAnswers, MappingQuestions } from "./types.ts";

interface Props {
  questions: MappingQuestions;
  answers: MappingAnswers;
  onChange: (answers: MappingAnswers) => void;
}

export function MappingStep({ questions, answers, onChange }: Props) {
  const labelOf = (id: number) => questions.categories.find((entry) => entry.id === id)?.label ?? "";
  const chosen = [...new Set(Object.values(answers.categories).filter((id): id is number => id !== ""))];
  const setTax = (categoryId: number, change: Partial<{ hsn: string; tax: number }>) =>
    onChange({
      ...answers,
      taxes: { ...answers.taxes, [categoryId]: { hsn: "", tax: 3, ...answers.taxes[categoryId], ...change } },
    });
  return (
    <div className="import-mapping">
      <fieldset className="import-mapping__group">
        <legend>Shopify categories → the shop's categories</legend>
        <p className="dashboard-muted">
          Each Shopify product type is mapped once; the shop remembers your choice for the next import.
        </p>
        <ul className="import-mapping__list">
          {questions.sources.map((source, index) => (
            <li key={source.source} className="import-mapping__row">
              <label htmlFor={`map-${index}`} className="import-mapping__source">
                <span className="import-mapping__name">{source.source}</span>
                <span className="dashboard-muted">
                  {source.column} · {source.products} {source.products === 1 ? "product" : "products"}
                  {source.remembered ? " · remembered" : ""}
                </span>
              </label>
              <select
                id={`map-${index}`}
                className="field__input"
                value={answers.categories[source.source] ?? ""}
                onChange={(event) =>
                  onChange({
                    ...answers,
                    categories: {
                      ...answers.categories,
                      [source.source]: event.target.value === "" ? "" : Number(event.target.value),
                    },
                  })
                }
              >
                <option value="">Choose a category…</option>
                {questions.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </fieldset>
      {chosen.length > 0 && (
        <fieldset className="import-mapping__group">
          <legend>HSN code and GST rate per category</legend>
          <p className="dashboard-muted">
            Given to imported variants that have none; you can change any product later.
          </p>
          <ul className="import-mapping__list">
            {chosen.map((categoryId) => (
              <li key={categoryId} className="import-mapping__row import-mapping__row--tax">
                <span className="import-mapping__name">{labelOf(categoryId)}</span>
                <label className="import-mapping__field">
                  <span>HSN</span>
                  <input
                    className="field__input"
                    inputMode="numeric"
                    pattern="\d{4,8}"
                    value={answers.taxes[categoryId]?.hsn ?? ""}
                    onChange={(event) => setTax(categoryId, { hsn: event.target.value.trim() })}
                  />
                </label>
                <label className="import-mapping__field">
                  <span>GST rate</span>
                  <select
                    className="field__input"
                    value={answers.taxes[categoryId]?.tax ?? 3}
                    onChange={(event) => setTax(categoryId, { tax: Number(event.target.value) })}
                  >
                    {gstRates.map((rate) => (
                      <option key={rate} value={rate}>
                        {rate}%
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset className="import-mapping__group">
        <legend>Shopify's compare-at price</legend>
        <p className="dashboard-muted">
          {questions.compareAtVariants} {questions.compareAtVariants === 1 ? "variant has" : "variants have"} a
          compare-at price. The shop shows the M.R.P. as “M.R.P. (inclusive of all taxes)”, a legal figure; most Shopify
          shops use compare-at for a “was” price.
        </p>
        <label className="import-mapping__choice">
          <input
            type="radio"
            name="compare-at"
            checked={!answers.compareAtIsMrp}
            onChange={() => onChange({ ...answers, compareAtIsMrp: false })}
          />
          <span>It is a “was” price: do not use it (the M.R.P. is the price)</span>
        </label>
        <label className="import-mapping__choice">
          <input
            type="radio"
            name="compare-at"
            checked={answers.compareAtIsMrp}
            onChange={() => onChange({ ...answers, compareAtIsMrp: true })}
          />
          <span>It is the printed M.R.P.</span>
        </label>
      </fieldset>
    </div>
  );
}
