// The admin home's returns to origin: the RTO rate over the settings' window (all parcels and cash
// on delivery) and the PIN codes whose parcels come back most (features/shipping/rto.ts).
import { Link } from "react-router";
import { countOf } from "../../core/plural.ts";
import type { WebServices } from "../../server/http/web-services.ts";

type Rto = Awaited<ReturnType<WebServices["admin"]["rto"]>>;
type Count = Rto["overall"];

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const rateOf = (count: Count) => (count.rate === null ? "–" : percent.format(count.rate));

function Figure({ label, count }: { label: string; count: Count }) {
  return (
    <div className="rto-card__figure">
      <p className="dashboard-muted">{label}</p>
      <p className="admin-tiles__figure">{rateOf(count)}</p>
      <p className="dashboard-muted">
        {count.rto} of {countOf(count.parcels, "parcel")} came back
      </p>
    </div>
  );
}

export function RtoCard({ rto }: { rto: Rto }) {
  return (
    <section className="dashboard-card" aria-labelledby="rto-heading">
      <h2 id="rto-heading" className="dashboard-card__title">
        Returns to origin, {rto.days} days
      </h2>
      <div className="rto-card">
        <Figure label="All parcels" count={rto.overall} />
        <Figure label="Pay on Delivery" count={rto.cod} />
        <div className="rto-card__pins">
          <h3 className="rto-card__subtitle">Worst PIN codes</h3>
          {rto.worstPincodes.length === 0 ? (
            <p className="dashboard-muted">No PIN code with {countOf(rto.minParcels, "parcel")} or more has returns.</p>
          ) : (
            <ol className="plain-list admin-list">
              {rto.worstPincodes.map((pin) => (
                <li key={pin.pincode}>
                  <span>{pin.pincode}</span>
                  <span>
                    {pin.rto} of {countOf(pin.parcels, "parcel")} · <strong>{rateOf(pin)}</strong>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="dashboard-muted">
            <Link to="/admin-settings#settings-rto">Pay on Delivery by RTO rate</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
