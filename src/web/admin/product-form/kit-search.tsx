// The kit editor's search: variants a kit may be made of (not kits), by product name, variant name or
// SKU (GET /api/admin/kit-candidates), each added with one click.
import { useState } from "react";
import type { KitCandidate } from "../../../core/schemas/kits.ts";
import { Button } from "../../components/button.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field } from "../../shared/field.tsx";

interface KitSearchProps {
  /** Variants not to offer: the kit itself and its components already. */
  exclude: readonly string[];
  onAdd: (candidate: KitCandidate) => void;
}

export function KitSearch({ exclude, onAdd }: KitSearchProps) {
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<KitCandidate[] | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function find(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<{ variants: KitCandidate[] }>(
        "GET",
        `/api/admin/kit-candidates?search=${encodeURIComponent(search)}`,
      );
      setFound(answer.variants);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The search failed. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const offered = (found ?? []).filter((candidate) => !exclude.includes(candidate.variantId));
  return (
    <div className="kit-search">
      {/* a form of its own inside the page, not the product form: Enter searches */}
      <form className="kit-search__form" onSubmit={find}>
        <Field
          label="Find a component"
          name="kit-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Product name, variant or SKU"
          autoComplete="off"
          error={error}
        />
        <Button type="submit" variant="secondary" size="sm" busy={busy}>
          Find
        </Button>
      </form>
      {found && found.length === 0 && <p className="dashboard-muted">No variants found.</p>}
      {offered.length > 0 && (
        <ul className="kit-search__found" aria-label="Variants found">
          {offered.map((candidate) => (
            <li key={candidate.variantId} className="kit-search__row">
              <span>
                {candidate.name} <span className="dashboard-muted">({candidate.variantname})</span>
              </span>
              <span className="dashboard-muted">
                {candidate.stock} in stock · GST {candidate.tax}%
              </span>
              <Button variant="quiet" size="sm" onClick={() => onAdd(candidate)}>
                Add
                <span className="visually-hidden">
                  {" "}
                  {candidate.name} ({candidate.variantname})
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
