// Grid-3 or grid-2 (spec, "Shop"): two links, so the choice is in the URL and needs no JavaScript.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { type ShopState, shopUrl, type ViewMode } from "../../shop/listing-url.ts";

const views: ReadonlyArray<{ mode: ViewMode; label: string; columns: number }> = [
  { mode: "grid-3", label: "Three products a row", columns: 3 },
  { mode: "grid-2", label: "Two products a row", columns: 2 },
];

function GridGlyph({ columns }: { columns: number }) {
  const width = columns === 3 ? 4.5 : 7.5;
  const gap = 1.5;
  return (
    <svg width="20" height="20" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {Array.from({ length: columns }, (_, column) =>
        [0, 1].map((row) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid of cells
            key={`${column}-${row}`}
            x={column * (width + gap)}
            y={row * 9.75}
            width={width}
            height={8.25}
            rx="1.5"
            fill="currentColor"
          />
        )),
      )}
    </svg>
  );
}

export function ViewToggle({ state }: { state: ShopState }) {
  const { t, to } = useI18n();
  return (
    <div className="view-toggle">
      <span className="visually-hidden">{t("Layout:")} </span>
      {views.map((view) => (
        <Link
          key={view.mode}
          to={to(shopUrl({ ...state, view: view.mode }))}
          replace
          preventScrollReset
          className="view-toggle__option"
          aria-label={t(view.label)}
          aria-current={state.view === view.mode ? "true" : undefined}
        >
          <GridGlyph columns={view.columns} />
        </Link>
      ))}
    </div>
  );
}
