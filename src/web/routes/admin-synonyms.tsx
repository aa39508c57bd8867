// /admin-synonyms: the words Indian shoppers search by ("sphatik", "स्फटिक", "kala dhaga") and
// the catalogue's words each stands for (decision 0057). A form adds one; each row is edited in place
// or deleted. The list is what the URL says (search, page); a change reads the page's data again,
// and the server empties the catalogue cache, so search uses the change at once. The form is checked
// by the server's schema only, its messages shown by their fields: importing the schema here would
// add zod's chunks to the route manifest every page loads (the product page's 150 KB budget).
import { useState } from "react";
import { useRevalidator } from "react-router";
import { countOf } from "../../core/plural.ts";
import { type Synonym, synonymLimits, synonymListQuerySchema } from "../../core/schemas/search-synonyms.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import { Field } from "../shared/field.tsx";
import { useApiForm } from "../shared/form-errors.ts";
import type { Route } from "./+types/admin-synonyms";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Search synonyms · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = synonymListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    ...(await context.services.admin.synonyms(query)),
    search: query.search ?? "",
    maxLength: synonymLimits.characters,
  };
}

export default function AdminSearchSynonyms({ loaderData }: Route.ComponentProps) {
  const { synonyms, total, page, pageSize, search, maxLength } = loaderData;
  const [added, setAdded] = useState(0);
  return (
    <div className="admin-page">
      <AdminListHead
        title="Search synonyms"
        summary="What shoppers type, in Hinglish or Devanagari, and the catalogue's words search reads it as."
        search={{ value: search, placeholder: "A term or its meaning" }}
        submitLabel="Search"
      />
      <SynonymForm key={added} maxLength={maxLength} onDone={() => setAdded((count) => count + 1)} />
      <p className="dashboard-muted">{countOf(total, "synonym")}</p>
      {synonyms.length === 0 ? (
        <p className="admin-empty">{search ? "No synonyms match your search." : "No synonyms yet."}</p>
      ) : (
        <table className="admin-table admin-table--stacked synonym-table">
          <thead>
            <tr>
              <th scope="col">Shoppers type</th>
              <th scope="col">Search reads it as</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {synonyms.map((synonym) => (
              <SynonymRow key={synonym.id} synonym={synonym} maxLength={maxLength} />
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}

interface SynonymFormProps {
  synonym?: Synonym;
  maxLength: number;
  onDone: () => void;
}

/** Adds a synonym (no `synonym`) or changes one. */
function SynonymForm({ synonym, maxLength, onDone }: SynonymFormProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { form, errors, error, busy, set, save } = useApiForm({
    term: synonym?.term ?? "",
    means: synonym?.means ?? "",
  });
  const idPart = synonym?.id ?? "new";

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void save(async () => {
      if (synonym) await callApi("PUT", `/api/admin/search-synonyms/${synonym.id}`, form);
      else await callApi("POST", "/api/admin/search-synonyms", form);
      toast("Synonym saved", { tone: "success" });
      await revalidator.revalidate();
      onDone();
    }, "The synonym was not saved. Try again.");
  }

  return (
    <form className={synonym ? "synonym-form synonym-form--row" : "synonym-form"} onSubmit={submit} noValidate>
      <Field
        label="Shoppers type"
        name="term"
        id={`synonym-term-${idPart}`}
        value={form.term}
        onChange={set("term")}
        error={errors.term}
        maxLength={maxLength}
        placeholder="sphatik, स्फटिक"
        autoComplete="off"
      />
      <Field
        label="Search reads it as"
        name="means"
        id={`synonym-means-${idPart}`}
        value={form.means}
        onChange={set("means")}
        error={errors.means}
        maxLength={maxLength}
        placeholder="clear quartz"
        autoComplete="off"
      />
      <div className="synonym-form__buttons">
        <Button type="submit" size="sm" busy={busy}>
          {synonym ? "Save" : "Add synonym"}
        </Button>
        {synonym && (
          <button type="button" className="link-button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function SynonymRow({ synonym, maxLength }: { synonym: Synonym; maxLength: number }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!window.confirm(`Delete “${synonym.term}” → “${synonym.means}”?`)) return;
    setBusy(true);
    try {
      await callApi("DELETE", `/api/admin/search-synonyms/${synonym.id}`);
      toast("Synonym deleted", { tone: "success" });
      await revalidator.revalidate();
    } catch (failure) {
      toast(failure instanceof Error && failure.message ? failure.message : "The synonym was not deleted.", {
        tone: "error",
      });
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <tr>
        <td colSpan={3}>
          <SynonymForm synonym={synonym} maxLength={maxLength} onDone={() => setEditing(false)} />
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td data-label="Shoppers type" lang={/\p{Script=Devanagari}/u.test(synonym.term) ? "hi" : "hi-Latn"}>
        {synonym.term}
      </td>
      <td data-label="Search reads it as">{synonym.means}</td>
      <td>
        <div className="synonym-table__actions">
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> {synonym.term}</span>
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
            Delete<span className="visually-hidden"> {synonym.term}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
