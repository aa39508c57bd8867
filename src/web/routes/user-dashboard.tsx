// /userdashboard (guarded): the spec's tabs (dashboard, editInfo, orderHistory, address, wishlist,
// privacy, tribe) with the tab in the URL (?tab=), so a reload or a link keeps it; a welcome title
// with the first name, Logout, and on phones a menu button that opens the tab list. Each tab loads
// only its own data. /logout shares the module: its action signs out.
import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { pointsRule } from "../../core/tribe-points.ts";
import { AddressBook } from "../account/dashboard/addresses.tsx";
import { OrderDetail, OrderList } from "../account/dashboard/orders.tsx";
import { ChangePassword } from "../account/dashboard/privacy.tsx";
import { EditInformation, ProfileSummary } from "../account/dashboard/profile.tsx";
import { OrderReturns } from "../account/dashboard/returns.tsx";
import { Subscriptions } from "../account/dashboard/subscriptions.tsx";
import { ConsentSettings, YourData } from "../account/dashboard/your-data.tsx";
import { WishlistView } from "../cart/wishlist-view.tsx";
import { Button } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/user-dashboard";
import "../account/account.css";
import "../styles/cart.css";
import "../styles/checkout.css";
import "../styles/dashboard.css";
import "../styles/subscriptions.css";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";

// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export const dashboardTabs = [
  ["dashboard", "Dashboard"],
  ["editInfo", "Edit Information"],
  ["orderHistory", "Order History"],
  ["subscriptions", "Subscriptions"],
  ["address", "Address"],
  ["wishlist", "Wishlist"],
  ["privacy", "Privacy"],
  ["tribe", "The Sattva Tribe"],
] as const;

type Tab = (typeof dashboardTabs)[number][0];

const isTab = (value: string | null): value is Tab => dashboardTabs.some(([key]) => key === value);

export function meta() {
  return [{ title: "My Account · Sattva" }, { name: "robots", content: "noindex" }];
}

/** /logout (POST) is this route too: it ends the session on the server, clears the cookie, back to /login. */
export async function action({ context }: Route.ActionArgs) {
  const { setCookie } = await context.services.accounts.signOut(context.client);
  return redirect("/login", { headers: { "Set-Cookie": setCookie } });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // GET /logout signs nobody out: it leads home
  if (new URL(request.url).pathname === "/logout") return redirect("/");
  const user = requireUser(context);
  const { services } = context;
  const url = new URL(request.url);
  const asked = url.searchParams.get("tab");
  const tab: Tab = isTab(asked) ? asked : "dashboard";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const orderId = url.searchParams.get("order");

  // the first screen (tab "dashboard") is one statement: the profile, the addresses and the latest
  // orders (id, number, line count), not the Order History's four for its ten orders (issue 37)
  const first = tab === "dashboard" ? await services.profile.firstScreen(user.id) : null;
  const wantsDetail = tab === "orderHistory" && orderId !== null && /^[0-9a-f-]{36}$/i.test(orderId);
  const [profile, addresses, history, detail, returns, wishlist, consents, privacyContacts, subscriptions] =
    await Promise.all([
      first ? first.profile : services.profile.get(user.id),
      first
        ? first.addresses
        : tab === "address" || tab === "subscriptions"
          ? services.profile.addresses(user.id)
          : null,
      tab === "orderHistory" && !orderId ? services.orders.history(user.id, page) : null,
      wantsDetail ? services.orders.detail(user, orderId) : null,
      wantsDetail ? services.returns.ofOrder(user, orderId) : null,
      tab === "wishlist" ? services.wishlist.entries(user.id) : null,
      tab === "privacy" ? services.privacy.consents(user.id) : null,
      tab === "privacy" ? services.privacy.contacts() : null,
      tab === "subscriptions" ? services.subscriptions.mine(user.id) : null,
    ]);
  const recent = first ? first.recent : null;
  const doing = url.searchParams.get("do");
  return {
    tab,
    profile,
    addresses,
    recent,
    history,
    detail,
    returns,
    wishlist,
    consents,
    privacyContacts,
    shopName: (await services.settings.site()).shopName,
    orderId,
    subscriptions,
    /** The pre-debit mail's links: the subscription and the action asked. */
    focus: url.searchParams.get("subscription"),
    ask: doing === "skip" || doing === "cancel" ? (doing as "skip" | "cancel") : null,
    started: url.searchParams.get("started") === "1",
  };
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const {
    tab,
    profile,
    addresses,
    recent,
    history,
    detail,
    returns,
    wishlist,
    consents,
    privacyContacts,
    shopName,
    orderId,
    subscriptions,
    focus,
    ask,
    started,
  } = loaderData;
  const navigation = useNavigation();
  const leaving = navigation.formAction === "/logout";
  const [menuOpen, setMenuOpen] = useState(false);
  const label = dashboardTabs.find(([key]) => key === tab)?.[1] ?? "Dashboard";

  return (
    <div className="dashboard page-width">
      <header className="dashboard__header">
        <div>
          <p className="eyebrow">My Account</p>
          <h1 className="dashboard__title">Welcome, {profile.firstName}</h1>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary" size="sm" busy={leaving} busyText="Logging out...">
            Logout
          </Button>
        </Form>
      </header>
      <div className="dashboard__grid">
        <nav className="dashboard-menu" aria-label="My account">
          <button
            type="button"
            className="dashboard-menu__toggle"
            aria-expanded={menuOpen}
            aria-controls="dashboard-tabs"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name="menu" size={20} /> {label}
            <Icon name={menuOpen ? "chevron-up" : "chevron-down"} size={18} />
          </button>
          <ul id="dashboard-tabs" className="dashboard-menu__list plain-list" data-open={menuOpen}>
            {dashboardTabs.map(([key, name]) => (
              <li key={key}>
                <Link
                  to={`/userdashboard?tab=${key}`}
                  className="dashboard-menu__link"
                  aria-current={key === tab ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="dashboard__content">
          {tab === "dashboard" && (
            <div className="dashboard-stack">
              <ProfileSummary user={profile} />
              <div className="dashboard-card">
                <div className="dashboard-card__head">
                  <h2 className="dashboard-card__title">Recent orders</h2>
                  <Link to="/userdashboard?tab=orderHistory">All orders</Link>
                </div>
                {recent && recent.length > 0 ? (
                  <ul className="plain-list dashboard-recent">
                    {recent.map((order) => (
                      <li key={order._id}>
                        <Link to={`/userdashboard?tab=orderHistory&order=${order._id}`}>
                          Order {orderLabel(order.number)}
                        </Link>{" "}
                        · {countOf(order.itemCount, "item")}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="dashboard-muted">No orders yet.</p>
                )}
              </div>
              {addresses && addresses.length > 0 && (
                <div className="dashboard-card">
                  <div className="dashboard-card__head">
                    <h2 className="dashboard-card__title">Default address</h2>
                    <Link to="/userdashboard?tab=address">Manage</Link>
                  </div>
                  <p className="dashboard-muted">
                    {addresses[0]?.addressLine1}, {addresses[0]?.city}, {addresses[0]?.state} {addresses[0]?.zipCode}
                  </p>
                </div>
              )}
            </div>
          )}
          {tab === "editInfo" && <EditInformation user={profile} />}
          {tab === "orderHistory" &&
            (orderId ? (
              detail ? (
                <div className="dashboard-stack">
                  <OrderDetail order={detail.order} history={detail.history} shipment={detail.shipment} />
                  {returns && <OrderReturns orderId={detail.order._id} data={returns} />}
                </div>
              ) : (
                <div className="dashboard-card">
                  <p>Order not found.</p>
                  <Link to="/userdashboard?tab=orderHistory">All orders</Link>
                </div>
              )
            ) : (
              history && <OrderList orders={history.orders} total={history.total} />
            ))}
          {tab === "subscriptions" && subscriptions && (
            <Subscriptions
              subscriptions={subscriptions}
              focus={focus}
              ask={ask}
              started={started}
              addresses={(addresses ?? []).map((address) => ({
                id: address._id,
                label: `${address.addressLine1}, ${address.city} ${address.zipCode}`,
              }))}
            />
          )}
          {tab === "address" && addresses && <AddressBook userId={profile._id} addresses={addresses} />}
          {tab === "wishlist" && wishlist && (
            <div className="dashboard-card">
              <h2 className="dashboard-card__title">Wishlist</h2>
              <WishlistView entries={wishlist} shopName={shopName} />
            </div>
          )}
          {tab === "privacy" && (
            <div className="dashboard-stack">
              <ChangePassword userId={profile._id} />
              {consents && <ConsentSettings userId={profile._id} initial={consents} />}
              {privacyContacts && <YourData userId={profile._id} contact={privacyContacts.privacyOfficer} />}
            </div>
          )}
          {tab === "tribe" && (
            <div className="dashboard-card tribe">
              <h2 className="dashboard-card__title">The {shopName} Tribe</h2>
              <p className="tribe__points">
                <strong>{profile.Points}</strong> points
              </p>
              <p>Points are our thank-you for being part of the tribe: you earn {pointsRule}.</p>
              <p className="dashboard-muted">
                {profile.referralCode
                  ? `Your referral code: ${profile.referralCode}`
                  : "Your referral code appears here after your first order."}
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
