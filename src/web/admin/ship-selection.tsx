// The admin order list's selection bar: how many orders are ticked, "Ship selected" for those
// ready to ship (the bulk panel) and "Print labels" for those with a parcel (one PDF in a new tab).
import { Button } from "../components/button.tsx";
import { labelsHref } from "./ship-labels.ts";

export interface ShipSelectionProps {
  /** Ticked orders that can be booked now. */
  readyCount: number;
  /** The live shipments of the ticked orders that have one. */
  shipmentIds: readonly string[];
  selectedCount: number;
  onShip: () => void;
  onClear: () => void;
}

export function ShipSelectionBar({ readyCount, shipmentIds, selectedCount, onShip, onClear }: ShipSelectionProps) {
  return (
    <section className="ship-selection" aria-label="Selected orders">
      <p className="ship-selection__count" aria-live="polite">
        {selectedCount === 0 ? "Tick orders to ship them or print their labels" : `${selectedCount} selected`}
      </p>
      <div className="ship-selection__actions">
        <Button size="sm" onClick={onShip} disabled={readyCount === 0}>
          Ship selected{readyCount > 0 ? ` (${readyCount})` : ""}
        </Button>
        {shipmentIds.length > 0 ? (
          <a
            className="button button--secondary button--sm"
            href={labelsHref(shipmentIds)}
            target="_blank"
            rel="noopener"
          >
            Print labels ({shipmentIds.length})
          </a>
        ) : null}
        {selectedCount > 0 && (
          <Button size="sm" variant="quiet" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
    </section>
  );
}
