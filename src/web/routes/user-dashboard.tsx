// /userdashboard (guarded): the spec's tabs (dashboard, editInfo, orderHistory, address, wishlist,
// privacy, tribe) with the tab in the URL (?tab=), so a reload or a link keeps it; a welcome title
// with the first name, Logout, and on phones a menu button that opens the tab list. Each tab loads
// only its own data. /logout shares the module: its action signs out.
import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { languageOfPath, pathIn } from "../../core/i18n.ts";
import { pointsRule } from "../../core/tribe-points.ts";
import { AddressBook } from "../account/dashboard/addresses.tsx";
import { OrderDetail, OrderList, orderName } from "../account/dashboard/orders.tsx";
import { ChangePassword } from "../account/dashboard/privacy.tsx";
import { EditInformation, LanguageChoice, ProfileSummary } from "../account/dashboard/profile.tsx";
import { OrderReturns } from "../account/dashboard/returns.tsx";
import { Subscriptions } from "../account/dashboard/subscriptions.tsx";
import { ConsentSettings, YourData } from "../account/dashboard/your-data.tsx";
import { WishlistView } from "../cart/wishlist-view.tsx";
import { Button } from "../components/button.tsx";
import { Icon } from "../components/icon.tsx";
import { readForm } from "../form-input.ts";
import { requireUser, signInPath } from "../guards.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import type { Route } from "./+types/user-dashboard";
import "../account/account.css";
import "../styles/cart.css";
import "../styles/checkout.css";
import "../styles/dashboard.css";
import "../styles/subscriptions.css";

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

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: `${t("My Account")} · Sattva` }, { name: "robots", content: "noindex" }];
}

/**
 * /logout (POST) is this route too: it ends the session on the server, clears the cookie, back to
 * /login (/hi/login from a Hindi page: its form sends language=hi).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { setCookie } = await context.services.accounts.signOut(context.client);
  // signed out whatever the form holds; a form that cannot be read (or holds impossible text) leads to English
  const form = await readForm(request).catch(() => null);
  const to = form?.get("language") === "hi" ? pathIn("hi", signInPath) : signInPath;
  return redirect(to, { headers: { "Set-Cookie": setCookie } });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // GET /logout signs nobody out: it leads home
  if (new URL(request.url).pathname === "/logout") return redirect("/");
  const url = new URL(request.url);
  // a guest on /hi/userdashboard signs in on the Hindi sign-in page
  if (!context.user && languageOfPath(url.pathname) === "hi") throw redirect(pathIn("hi", signInPath));
  const user = requireUser(context);
  const { services } = context;
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
  const { t, to, language } = useI18n();
  const navigation = useNavigation();
  const leaving = navigation.formAction === "/logout";
  const [menuOpen, setMenuOpen] = useState(false);
  const label = t(dashboardTabs.find(([key]) => key === tab)?.[1] ?? "Dashboard");

  return (
    <div className="dashboard page-width">
      <header className="dashboard__header">
        <div>
          <p className="eyebrow">{t("My Account")}</p>
          <h1 className="dashboard__title">
            {language === "en"
              ? t("Welcome, {name}", { name: profile.firstName })
              : rich(t("Welcome, {name}"), { name: <span lang="en">{profile.firstName}</span> })}
          </h1>
        </div>
        <Form method="post" action="/logout">
          {language !== "en" && <input type="hidden" name="language" value={language} />}
          <Button type="submit" variant="secondary" size="sm" busy={leaving} busyText={t("Logging out...")}>
            {t("Logout")}
          </Button>
        </Form>
      </header>
      <div className="dashboard__grid">
        <nav className="dashboard-menu" aria-label={t("My account")}>
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
                  to={to(`/userdashboard?tab=${key}`)}
                  className="dashboard-menu__link"
                  aria-current={key === tab ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(name)}
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
                  <h2 className="dashboard-card__title">{t("Recent orders")}</h2>
                  <Link to={to("/userdashboard?tab=orderHistory")}>{t("All orders")}</Link>
                </div>
                {recent && recent.length > 0 ? (
                  <ul className="plain-list dashboard-recent">
                    {recent.map((order) => (
                      <li key={order._id}>
                        <Link to={to(`/userdashboard?tab=orderHistory&order=${order._id}`)}>
                          {t("Order {label}", { label: orderName(t, order.number) })}
                        </Link>{" "}
                        · {t("{count, plural, one {# item} other {# items}}", { count: order.itemCount })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="dashboard-muted">{t("No orders yet.")}</p>
                )}
              </div>
              {addresses && addresses.length > 0 && (
                <div className="dashboard-card">
                  <div className="dashboard-card__head">
                    <h2 className="dashboard-card__title">{t("Default address")}</h2>
                    <Link to={to("/userdashboard?tab=address")}>{t("Manage")}</Link>
                  </div>
                  <p className="dashboard-muted" lang={language === "en" ? undefined : "en"}>
                    {addresses[0]?.addressLine1}, {addresses[0]?.city}, {addresses[0]?.state} {addresses[0]?.zipCode}
                  </p>
                </div>
              )}
            </div>
          )}
          {tab === "editInfo" && (
            <div className="dashboard-stack">
              <EditInformation user={profile} />
              <LanguageChoice userId={profile._id} chosen={profile.language} />
            </div>
          )}
          {tab === "orderHistory" &&
            (orderId ? (
              detail ? (
                <div className="dashboard-stack">
                  <OrderDetail order={detail.order} history={detail.history} shipment={detail.shipment} />
                  {returns && <OrderReturns orderId={detail.order._id} data={returns} />}
                </div>
              ) : (
                <div className="dashboard-card">
                  <p>{t("Order not found.")}</p>
                  <Link to={to("/userdashboard?tab=orderHistory")}>{t("All orders")}</Link>
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
              <h2 className="dashboard-card__title">{t("Wishlist")}</h2>
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
              <h2 className="dashboard-card__title">{t("The {shopName} Tribe", { shopName })}</h2>
              <p className="tribe__points">
                <strong>{profile.Points}</strong> {t("points")}
              </p>
              <p>
                {t("Points are our thank-you for being part of the tribe: you earn {rule}.", { rule: t(pointsRule) })}
              </p>
              <p className="dashboard-muted">
                {profile.referralCode
                  ? language === "en"
                    ? t("Your referral code: {code}", { code: profile.referralCode })
                    : rich(t("Your referral code: {code}"), { code: <span lang="en">{profile.referralCode}</span> })
                  : t("Your referral code appears here after your first order.")}
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
