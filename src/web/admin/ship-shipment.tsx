// An order's parcel on the admin's order detail: courier, AWB, status, the courier's tracking link,
// the label to print, "Record a scan" for the manual courier (ship-scan.tsx), "Cancel shipment" while
// it waits for its pickup (ship-cancel.tsx) and the timeline (time, status, place, remark), newest first.
import { shipmentStatusWords } from "../shipping/shipment-card.tsx";
import { CancelShipment } from "./ship-cancel.tsx";
import { labelsHref } from "./ship-labels.ts";
import { RecordScan } from "./ship-scan.tsx";
import type { AdminShipment } from "./ship-types.ts";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

const providerNames: Record<string, string> = { manual: "Manual", shiprocket: "Shiprocket" };

export function ShipmentFacts({ shipment }: { shipment: AdminShipment }) {
  const events = [...shipment.events].reverse();
  return (
    <div className="ship-facts">
      <p className="ship-facts__status">
        <span className={`ship-status ship-status--${shipment.status}`}>{shipmentStatusWords(shipment.status)}</span>
        <span className="dashboard-muted">since {when(shipment.statusAt)}</span>
      </p>
      <dl className="admin-order__facts">
        <div>
          <dt>Courier</dt>
          <dd>
            {shipment.courierName}
            <span className="dashboard-muted"> · {providerNames[shipment.provider] ?? shipment.provider}</span>
          </dd>
        </div>
        <div>
          <dt>AWB</dt>
          <dd className="ship-facts__awb">{shipment.awb ?? "Pending"}</dd>
        </div>
        <div>
          <dt>Parcel</dt>
          <dd>
            {shipment.weightGrams} g · {shipment.lengthCm} × {shipment.breadthCm} × {shipment.heightCm} cm
          </dd>
        </div>
        {shipment.ewayBillNo && (
          <div>
            <dt>E-way bill</dt>
            <dd>{shipment.ewayBillNo}</dd>
          </div>
        )}
      </dl>
      <p className="ship-facts__links">
        {shipment.trackingUrl && (
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            Tracking link
          </a>
        )}
        <a href={labelsHref([shipment._id])} target="_blank" rel="noopener">
          Print label
        </a>
      </p>
      <RecordScan shipment={shipment} />
      <CancelShipment shipment={shipment} />
      {events.length > 0 && (
        <ol className="ship-timeline" aria-label="Shipment timeline">
          {events.map((event) => (
            <li key={`${event.at}-${event.status}-${event.remark}`}>
              <p className="ship-timeline__status">{shipmentStatusWords(event.status)}</p>
              <p className="dashboard-muted">
                <time dateTime={event.at}>{when(event.at)}</time>
                {event.place ? ` · ${event.place}` : ""}
              </p>
              {event.remark && <p className="ship-timeline__remark">{event.remark}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
