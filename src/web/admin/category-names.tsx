// Under the product list (/admin-view-products): the categories' Hindi names (decision 0063), what
// the Hindi pages (/hi…) call each category; empty: the English name is shown there. Read when the
// owner opens the section (GET /api/admin/categories), each row saved on its own (PUT …/{id}).
import { type FormEvent, useState } from "react";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field } from "../shared/field.tsx";

interface AdminCategory {
  id: number;
  level: number;
  path: string;
  name: string;
  nameHi: string | null;
}

export function CategoryNames() {
  const [list, setList] = useState<AdminCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (list) return;
    callApi<{ categories: AdminCategory[] }>("GET", "/api/admin/categories").then(
      (answer) => setList(answer.categories),
      () => setFailed(true),
    );
  };
  return (
    <details className="dashboard-card category-names" onToggle={(event) => event.currentTarget.open && load()}>
      <summary className="dashboard-card__title">Category names in Hindi</summary>
      <p className="dashboard-muted">
        What the Hindi pages call each category. Left empty, they show the English name.
      </p>
      {failed && <p role="alert">The categories could not be loaded. Please try again.</p>}
      {list === null && !failed && <p className="dashboard-muted">Loading…</p>}
      {list && (
        <ul className="plain-list category-names__list">
          {list.map((category) => (
            <CategoryRow key={category.id} category={category} />
          ))}
        </ul>
      )}
    </details>
  );
}

function CategoryRow({ category }: { category: AdminCategory }) {
  const toast = useToast();
  const [value, setValue] = useState(category.nameHi ?? "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const saved = await callApi<AdminCategory>("PUT", `/api/admin/categories/${category.id}`, { nameHi: value });
      setValue(saved.nameHi ?? "");
      toast(`Saved the Hindi name of ${category.name}`, { tone: "success" });
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      setError(fields?.nameHi ?? (failure instanceof Error ? failure.message : "Not saved"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li>
      <form className="category-names__row" onSubmit={(event) => void save(event)} noValidate>
        <Field
          label={`${category.path}: name in Hindi (optional)`}
          name="nameHi"
          lang="hi"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <button type="submit" className="link-button" disabled={busy}>
          Save<span className="visually-hidden"> {category.name}</span>
        </button>
      </form>
    </li>
  );
}
