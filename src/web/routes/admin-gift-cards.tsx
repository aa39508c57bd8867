// /admin-gift-cards (admins only): gift cards (issue 34 point 3, decision 0062). The balance
// outstanding on active cards (the shop's liability), "Issue a gift card" (a goodwill card), and the
// cards newest first, filtered by status and by a code's last four (in the URL); ?card=id opens one:
// its details, its ledger (issued, spent with its order, given back, refund) and Disable / Enable.
import { Link } from "react-router";
import { type GiftCardStatus, giftCardStatuses, giftCardStatusNames } from "../../core/gift-cards.ts";
import { formatRupees } from "../../core/money.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { GiftCardDetail } from "../admin/gift-cards/gift-card-detail.tsx";
import { GiftCardList, useGiftCardLink } from "../admin/gift-cards/gift-card-list.tsx";
import { IssueGiftCardForm } from "../admin/gift-cards/issue-form.tsx";
import { ButtonLink } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-gift-cards";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Gift cards · Admin · Sattva" }];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const asked = params.get("status") ?? "";
  const status = (giftCardStatuses as readonly string[]).includes(asked) ? (asked as GiftCardStatus) : undefined;
  const typed = (params.get("last4") ?? "").trim().toUpperCase().slice(0, 20);
  // the API's rule: four of the code's letters (anything else filters nothing, and says so)
  const last4 = /^[0-9A-Z]{4}$/.test(typed) ? typed : undefined;
  const chosen = params.get("card") ?? "";
  const services = context.services.admin.giftCards;
  const [list, card, settings] = await Promise.all([
    services.list({ status, last4 }),
    chosen && uuid.test(chosen) ? services.one(admin, chosen) : null,
    context.services.settings.read(),
  ]);
  return {
    ...list,
    status: (status ?? "") as GiftCardStatus | "",
    last4: typed,
    last4Ignored: typed !== "" && last4 === undefined,
    chosen: chosen !== "",
    card,
    most: settings.giftCards.max,
  };
}

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const { giftCards, outstanding, status, last4, last4Ignored, chosen, card, most } = loaderData;
  const linkTo = useGiftCardLink();
  const filtered = status !== "" || (last4 !== "" && !last4Ignored);
  return (
    <div className="admin-page">
      <AdminListHead
        title="Gift cards"
        summary="Cards bought for someone or given by the shop: each a balance that pays at checkout until it runs out or expires. Codes show only their last four."
        choices={[{ label: "Show", name: "status", value: status, all: true, options: optionsOf(giftCardStatusNames) }]}
        action={
          <ButtonLink to="#issue-gift-card" size="sm">
            Issue a gift card
          </ButtonLink>
        }
        inputs={[{ label: "Code's last four", name: "last4", value: last4, placeholder: "9XQ2" }]}
      />
      {last4Ignored && (
        <p className="admin-empty" role="status">
          Type the code's last four characters (letters and digits) to find a card.
        </p>
      )}
      {chosen && (
        <div className="dashboard-stack">
          <Link to={linkTo(null)} className="admin-back">
            Close the gift card
          </Link>
          {card ? (
            <GiftCardDetail key={card.giftCard.id} entry={card} />
          ) : (
            <p className="admin-empty">No such gift card.</p>
          )}
        </div>
      )}
      <section className="dashboard-card" aria-labelledby="gift-card-figures-heading">
        <h2 id="gift-card-figures-heading" className="dashboard-card__title">
          At a glance
        </h2>
        <ul className="admin-tiles plain-list">
          <li>
            <p className="dashboard-muted">Outstanding balance</p>
            <p className="admin-tiles__figure" data-testid="gift-card-outstanding">
              {formatRupees(outstanding)}
            </p>
          </li>
        </ul>
        <p className="dashboard-muted">
          What active, unexpired cards can still pay: owed to their holders until spent.
        </p>
      </section>
      <section aria-labelledby="gift-card-list-title" className="dashboard-stack">
        <h2 id="gift-card-list-title">
          {status ? giftCardStatusNames[status] : "All gift cards"}
          {last4 !== "" && !last4Ignored ? ` ending ${last4}` : ""}
        </h2>
        {giftCards.length === 0 ? (
          <p className="admin-empty">{filtered ? "No card matches." : "No gift cards yet."}</p>
        ) : (
          <GiftCardList rows={giftCards} />
        )}
        {giftCards.length >= 100 && (
          <p className="dashboard-muted">The newest 100 are shown: choose a status or type a code's last four.</p>
        )}
      </section>
      <IssueGiftCardForm most={most} />
    </div>
  );
}
