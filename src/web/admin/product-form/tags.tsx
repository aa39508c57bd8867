// Free tags (added with Enter or Add, blank ones refused, removable chips) and the concern, chakra
// and intent choices (ticked from the shop's lists).
import { useId, useState } from "react";

export function TagInput({ values, onChange }: { values: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState("");
  const id = useId();
  const add = () => {
    const tag = text.trim();
    if (!tag) return;
    if (!values.some((value) => value.toLowerCase() === tag.toLowerCase())) onChange([...values, tag]);
    setText("");
  };
  return (
    <div className="field checkout-fields__wide">
      <label className="field__label" htmlFor={id}>
        Tags
      </label>
      <div className="tag-input">
        <input
          id={id}
          className="field__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          placeholder="Type a tag and press Enter"
        />
        <button type="button" className="button button--secondary button--sm" onClick={add}>
          Add
        </button>
      </div>
      {values.length > 0 && (
        <ul className="tag-input__chips plain-list" aria-label="Tags added">
          {values.map((tag) => (
            <li key={tag} className="chip">
              {tag}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(values.filter((value) => value !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ChoicesProps {
  legend: string;
  options: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
}

export function TermChoices({ legend, options, values, onChange, error }: ChoicesProps) {
  return (
    <fieldset className="term-choices checkout-fields__wide">
      <legend className="field__label">{legend}</legend>
      <div className="term-choices__options">
        {options.map((option) => (
          <label key={option} className="dashboard-check term-choices__option">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, option] : values.filter((value) => value !== option))
              }
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
