// The price filter: two thumbs on one track, in rupees on the shown price (GST included). It moves
// freely and applies when the shopper lets go (pointer up, a pause after arrow keys, or leaving
// it), so dragging does not load a page per step. Inside a GET form it also works without
// JavaScript (minPrice / maxPrice).
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { formatRupees, fromRupees } from "../../../core/money.ts";
import { type I18n, makeI18n, useI18n } from "../../i18n/i18n.tsx";

const english = makeI18n("en", undefined);

export interface PriceRangeProps {
  /** The chosen bounds in rupees; null: open at that end. */
  min: number | null;
  max: number | null;
  /** The slider's top in rupees (the listing's highest price, rounded up). */
  ceiling: number;
  /** Called with the new bounds (null at the ends) when the shopper lets go. */
  onCommit: (min: number | null, max: number | null) => void;
  /** Give the inputs form names (minPrice, maxPrice) for the no-JavaScript form. */
  named?: boolean;
  className?: string;
}

/** The slider's top: the highest price rounded up to a round figure (₹1,000 when nothing is known). */
export function priceCeiling(highest: number | null | undefined): number {
  if (!highest || highest <= 0) return 1000;
  const unit = highest > 2000 ? 500 : 100;
  return Math.ceil(highest / unit) * unit;
}

export function priceStep(ceiling: number): number {
  return ceiling > 2000 ? 50 : 10;
}

const rupees = (value: number) => formatRupees(fromRupees(value));

/** "₹200 – ₹1,500", "Up to ₹800", "₹500 and above", "Any price". */
export function priceRangeText(min: number | null, max: number | null, t: I18n["t"] = english.t): string {
  if (min === null && max === null) return t("Any price");
  if (min === null && max !== null) return t("Up to {price}", { price: rupees(max) });
  if (min !== null && max === null) return t("{price} and above", { price: rupees(min) });
  return `${rupees(min ?? 0)} – ${rupees(max ?? 0)}`;
}

export function PriceRange({ min, max, ceiling, onCommit, named = false, className }: PriceRangeProps) {
  const { t } = useI18n();
  const step = priceStep(ceiling);
  const clamp = (value: number) => Math.min(Math.max(value, 0), ceiling);
  const [low, setLow] = useState(clamp(min ?? 0));
  const [high, setHigh] = useState(clamp(max ?? ceiling));
  const dirty = useRef(false);
  // the latest values, for a commit scheduled by an earlier render
  const values = useRef({ low, high });
  values.current = { low, high };
  const keyTimer = useRef<number | undefined>(undefined);
  const id = useId();

  // follow the URL (back, forward, Clear)
  useEffect(() => {
    dirty.current = false;
    setLow(Math.min(Math.max(min ?? 0, 0), ceiling));
    setHigh(Math.min(Math.max(max ?? ceiling, 0), ceiling));
  }, [min, max, ceiling]);

  useEffect(() => () => window.clearTimeout(keyTimer.current), []);

  function commit() {
    window.clearTimeout(keyTimer.current);
    if (!dirty.current) return;
    dirty.current = false;
    const { low: chosenLow, high: chosenHigh } = values.current;
    onCommit(chosenLow > 0 ? chosenLow : null, chosenHigh < ceiling ? chosenHigh : null);
  }

  function commitSoon() {
    window.clearTimeout(keyTimer.current);
    keyTimer.current = window.setTimeout(commit, 600);
  }

  const style = {
    "--range-low": `${(low / ceiling) * 100}%`,
    "--range-high": `${(high / ceiling) * 100}%`,
  } as CSSProperties;

  const highText = high >= ceiling ? `${rupees(ceiling)}+` : rupees(high);

  return (
    <div className={className ? `price-range ${className}` : "price-range"}>
      <p className="price-range__values" aria-hidden="true">
        <span>{rupees(low)}</span>
        <span className="price-range__dash">–</span>
        <span>{highText}</span>
      </p>
      <div className="price-range__track" style={style}>
        <label className="visually-hidden" htmlFor={`${id}-low`}>
          {t("Minimum price")}
        </label>
        <input
          id={`${id}-low`}
          className="price-range__input price-range__input--low"
          type="range"
          name={named ? "minPrice" : undefined}
          min={0}
          max={ceiling}
          step={step}
          value={low}
          aria-valuetext={rupees(low)}
          onChange={(event) => {
            dirty.current = true;
            setLow(Math.min(Number(event.target.value), high - step));
          }}
          onPointerUp={commit}
          onKeyUp={commitSoon}
          onBlur={commit}
        />
        <label className="visually-hidden" htmlFor={`${id}-high`}>
          {t("Maximum price")}
        </label>
        <input
          id={`${id}-high`}
          className="price-range__input price-range__input--high"
          type="range"
          name={named ? "maxPrice" : undefined}
          min={0}
          max={ceiling}
          step={step}
          value={high}
          aria-valuetext={highText}
          onChange={(event) => {
            dirty.current = true;
            setHigh(Math.max(Number(event.target.value), low + step));
          }}
          onPointerUp={commit}
          onKeyUp={commitSoon}
          onBlur={commit}
        />
      </div>
      <p className="price-range__scale" aria-hidden="true">
        <span>{rupees(0)}</span>
        <span>{rupees(ceiling)}+</span>
      </p>
    </div>
  );
}
