// Tabs as the WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End) move
// between tabs and show their panel at once; every panel is in the server's HTML, the hidden ones
// with the hidden attribute.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Product details"). */
  label: string;
  items: readonly TabItem[];
  className?: string;
}

export function Tabs({ label, items, className }: TabsProps) {
  const prefix = useId();
  const [selected, setSelected] = useState(items[0]?.id ?? "");
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.some((item) => item.id === selected) ? selected : (items[0]?.id ?? "");

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${item.id}`}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${prefix}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${prefix}-panel-${item.id}`}
          className="tabs__panel"
          aria-labelledby={`${prefix}-tab-${item.id}`}
          hidden={item.id !== current}
          // a panel that starts with text (not a control) takes focus itself (WAI-ARIA tabs pattern)
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a tab stop
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
