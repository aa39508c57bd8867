// "Ship selected": the orders the admin ticked, booked one after another with one courier service
// and each order's usual parcel (the server's defaults). Shiprocket needs nothing typed; the manual
// courier takes one courier name for the batch and each parcel's own AWB from its receipt. Each order
// reads booked (courier, AWB) or refused (the server's reason) and a refused one can be tried again;
// the booked ones' labels print as one PDF.

import { type FormEvent, useState } from "react";
import { orderLabel } from "../../core/order-status.ts";
import type { CourierProviderName } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { Field, FormError } from "../shared/field.tsx";
import { labelsHref } from "./ship-labels.ts";
import { providerLabels } from "./ship-panel.tsx";
import { bookParcel, type ShipOutcome } from "./ship-request.ts";

export interface BulkShipProps {
  orders: readonly { _id: string; number: number | null; customer: string }[];
  providers: readonly CourierProviderName[];
  open: boolean;
  /** Called when the panel closes; `booked` tells whether anything was booked (the list reloads). */
  onClose: (booked: boolean) => void;
}

const noParcel = { weightGrams: "", lengthCm: "", breadthCm: "", heightCm: "", ewayBillNo: "" };

export function BulkShipPanel({ orders, providers, open, onClose }: BulkShipProps) {
  const [provider, setProvider] = useState<CourierProviderName>(
    providers.includes("shiprocket") ? "shiprocket" : "manual",
  );
  const [courierName, setCourierName] = useState("");
  const [awbs, setAwbs] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Record<string, ShipOutcome>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const manual = provider === "manual";
  const waiting = orders.filter((order) => !results[order._id]?.booked);
  const bookedIds = orders.flatMap((order) => {
    const outcome = results[order._id];
    return outcome?.booked ? [outcome.shipment._id] : [];
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (manual && !courierName.trim()) {
      setError("Enter the courier's name");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      // one at a time: the courier is asked once per order, and the results appear as they come
      for (const order of waiting) {
        const outcome = await bookParcel(order._id, {
          provider,
          courierName,
          awb: awbs[order._id] ?? "",
          trackingUrl: "",
          ...noParcel,
        });
        setResults((shown) => ({ ...shown, [order._id]: outcome }));
      }
    } finally {
      setBusy(false);
    }
  }

  const count = orders.length;
  return (
    <Drawer
      open={open}
      onClose={() => onClose(bookedIds.length > 0)}
      title={`Ship ${count} ${count === 1 ? "order" : "orders"}`}
      className="ship-drawer"
    >
      <form className="ship-form" onSubmit={submit} noValidate>
        <fieldset className="ship-form__group" disabled={busy}>
          <legend className="field__label">Courier service</legend>
          {providers.map((name) => (
            <label key={name} className="ship-choice">
              <input
                type="radio"
                name="bulk-provider"
                value={name}
                checked={provider === name}
                onChange={() => setProvider(name)}
              />
              <span>{providerLabels[name]}</span>
            </label>
          ))}
        </fieldset>
        {manual ? (
          <Field
            label="Courier name"
            name="courierName"
            placeholder="India Post"
            autoComplete="off"
            value={courierName}
            onChange={(event) => setCourierName(event.target.value)}
            error={error === "Enter the courier's name" ? error : undefined}
          />
        ) : (
          <p className="ship-form__note">
            Shiprocket assigns each parcel its courier and AWB. Each order goes with its usual parcel (the weight and
            box in Settings); weigh an unusual one with its own Ship panel.
          </p>
        )}
        <ul className="ship-batch plain-list" aria-label="Orders to ship">
          {orders.map((order) => {
            const outcome = results[order._id];
            return (
              <li key={order._id} className="ship-batch__order">
                <p className="ship-batch__name">
                  <strong>{orderLabel(order.number)}</strong> {order.customer}
                </p>
                {outcome?.booked ? (
                  <p className="ship-batch__result ship-batch__result--booked">
                    Booked: {outcome.shipment.courierName}, AWB {outcome.shipment.awb}
                  </p>
                ) : (
                  <>
                    {manual && (
                      <Field
                        label={`AWB for order ${orderLabel(order.number)}`}
                        name={`awb-${order._id}`}
                        autoComplete="off"
                        value={awbs[order._id] ?? ""}
                        onChange={(event) => setAwbs((typed) => ({ ...typed, [order._id]: event.target.value }))}
                        disabled={busy}
                      />
                    )}
                    {outcome && (
                      <p className="ship-batch__result ship-batch__result--refused" role="alert">
                        Not booked: {outcome.message}
                      </p>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {error !== "Enter the courier's name" && <FormError message={error} />}
        <div className="ship-form__actions">
          {waiting.length > 0 && (
            <Button type="submit" busy={busy} busyText="Booking...">
              {Object.keys(results).length > 0
                ? "Try the rest again"
                : `Book ${count === 1 ? "shipment" : "shipments"}`}
            </Button>
          )}
          {bookedIds.length > 0 && (
            <a className="button button--secondary" href={labelsHref(bookedIds)} target="_blank" rel="noopener">
              Print labels ({bookedIds.length})
            </a>
          )}
          <Button variant="quiet" onClick={() => onClose(bookedIds.length > 0)}>
            {waiting.length === 0 ? "Done" : "Cancel"}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
