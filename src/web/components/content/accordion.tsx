// An accordion of questions and answers, one open at a time: native <details> sharing a `name`
// (the browser closes the others, keyboard and screen readers included, without JavaScript), with
// a small fallback for browsers that do not know `name` yet. An item named in the URL's #hash opens.
import { type ReactNode, type SyntheticEvent, useEffect } from "react";
import { Icon } from "../icon.tsx";
import "../../styles/content.css";

export interface AccordionItem {
  /** Stable id: the item's anchor (#id). */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Items sharing a name close each other; use one name for every accordion of a page. */
  name: string;
  /** id of the item open at first. */
  defaultOpen?: string;
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>, name: string) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(name)}"]`)) {
    if (other !== opened && other.open) other.open = false;
  }
}

export function Accordion({ items, name, defaultOpen }: AccordionProps) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement && target.getAttribute("name") === name) {
      target.open = true;
      target.scrollIntoView({ block: "start" });
    }
  }, [name]);

  return (
    <div className="accordion">
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          name={name}
          className="accordion__item"
          open={item.id === defaultOpen || undefined}
          onToggle={(event) => closeOthers(event, name)}
        >
          <summary className="accordion__summary">
            <span className="accordion__question">{item.question}</span>
            <Icon name="chevron-down" size={20} className="accordion__chevron" />
          </summary>
          <div className="accordion__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
