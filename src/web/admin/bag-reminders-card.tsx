// The admin home's abandoned bags: reminders sent and bags recovered (orders placed after a
// reminder's restore link was opened) over the last 30 days (features/bags).
import { Link } from "react-router";
import type { WebServices } from "../../server/http/web-services.ts";

type Figures = Awaited<ReturnType<WebServices["admin"]["bagReminders"]>>;

export function BagRemindersCard({ figures }: { figures: Figures }) {
  return (
    <section className="dashboard-card" aria-labelledby="bag-reminders-heading">
      <h2 id="bag-reminders-heading" className="dashboard-card__title">
        Abandoned bags, 30 days
      </h2>
      <ul className="admin-tiles plain-list">
        <li>
          <p className="dashboard-muted">Reminders sent</p>
          <p className="admin-tiles__figure">{figures.remindersSent}</p>
        </li>
        <li>
          <p className="dashboard-muted">Bags recovered</p>
          <p className="admin-tiles__figure">{figures.bagsRecovered}</p>
        </li>
      </ul>
      <p className="dashboard-muted">
        A bag is recovered when an order follows the reminder's link. When reminders go:{" "}
        <Link to="/admin-settings">Settings</Link>.
      </p>
    </section>
  );
}
