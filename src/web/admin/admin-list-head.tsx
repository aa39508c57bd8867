// The head every admin list page opens with: its title, a line under it (the count, a note) or an
// action beside it, and the row of filters the URL carries (a search box, choices, typed fields, one
// button).
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../components/button.tsx";

export interface AdminListChoice {
  label: string;
  /** the URL parameter */
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** offer "All" (an empty value) before the options */
  all?: boolean;
}

/** A filter typed rather than chosen: an e-mail, a record's id, a date. */
export interface AdminListInput {
  label: string;
  /** the URL parameter */
  name: string;
  value: string;
  type?: "text" | "email" | "date";
  placeholder?: string;
}

interface AdminListHeadProps {
  title: string;
  /** the line under the title: the count, a note */
  summary?: ReactNode;
  /** beside the title, e.g. a link to a form that adds one */
  action?: ReactNode;
  search?: { value: string; placeholder: string };
  choices?: readonly AdminListChoice[];
  /** after the choices */
  inputs?: readonly AdminListInput[];
  /** the filter row's button */
  submitLabel?: string;
}

/** Options from a `{ value: label }` table, in its order. */
export function optionsOf(names: Readonly<Record<string, string>>): AdminListChoice["options"] {
  return Object.entries(names).map(([value, label]) => ({ value, label }));
}

export function AdminListHead({
  title,
  summary,
  action,
  search,
  choices = [],
  inputs = [],
  submitLabel = "Show",
}: AdminListHeadProps) {
  const filtered = search !== undefined || choices.length > 0 || inputs.length > 0;
  return (
    <>
      <header className="admin-page__head">
        <h1 className="admin-page__title">{title}</h1>
        {summary !== undefined && <p className="dashboard-muted">{summary}</p>}
        {action}
      </header>
      {filtered && (
        // keyed by the URL's values, so going back or following a link resets the fields to them
        <Form
          key={[search?.value, ...choices.map((choice) => choice.value), ...inputs.map((input) => input.value)].join(
            "|",
          )}
          method="get"
          className="admin-filters"
          role={search ? "search" : undefined}
        >
          {search && (
            <label className="admin-filters__field">
              <span>Search</span>
              <input
                className="field__input"
                name="search"
                defaultValue={search.value}
                placeholder={search.placeholder}
              />
            </label>
          )}
          {choices.map((choice) => (
            <label key={choice.name} className="admin-filters__field">
              <span>{choice.label}</span>
              <select className="field__input" name={choice.name} defaultValue={choice.value}>
                {choice.all && <option value="">All</option>}
                {choice.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {inputs.map((input) => (
            <label key={input.name} className="admin-filters__field">
              <span>{input.label}</span>
              <input
                className="field__input"
                name={input.name}
                type={input.type ?? "text"}
                defaultValue={input.value}
                placeholder={input.placeholder}
              />
            </label>
          ))}
          <Button type="submit" size="sm">
            {submitLabel}
          </Button>
        </Form>
      )}
    </>
  );
}
