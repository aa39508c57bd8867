// /allcoupons: every coupon as a card (code, discount, expiry, minimum, one use per member, how often
// used), Active/Inactive with its toggle, Edit and Delete; a link to Generate Coupon. The list is
// what the URL says (code search, state, page); a change reads the page's data again.

import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDateKey } from "../../core/dates.ts";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { countOf } from "../../core/plural.ts";
import { couponAdminMessages, couponListQuerySchema, couponStates } from "../../core/schemas/coupons.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { Button, ButtonLink } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-coupons";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Coupons · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = couponListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await context.services.admin.coupons(query)), search: query.search ?? "", state: query.state ?? "" };
}

type Coupon = Route.ComponentProps["loaderData"]["coupons"][number];

const stateNames = { active: "Active", inactive: "Inactive", expired: "Expired" } as const;
const stateOptions = couponStates.map((value) => ({ value, label: stateNames[value] }));

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { coupons, total, page, pageSize, search, state } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="Coupon Management"
        action={
          <ButtonLink to="/generatecouponcode" size="sm">
            Generate New Coupon
          </ButtonLink>
        }
        search={{ value: search, placeholder: "Coupon code" }}
        choices={[{ label: "State", name: "state", value: state, all: true, options: stateOptions }]}
        submitLabel="Search"
      />
      <p className="dashboard-muted">{countOf(total, "coupon")}</p>
      {coupons.length === 0 ? (
        <p className="admin-empty">
          {search || state ? "No coupons match your search." : "No coupons found. Generate your first coupon!"}
        </p>
      ) : (
        <ul className="coupon-grid plain-list">
          {coupons.map((coupon) => (
            <CouponCard key={coupon._id} coupon={coupon} />
          ))}
        </ul>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      await callApi("PATCH", `/api/coupons/toggle/${coupon._id}`, { isActive: !coupon.isActive });
      await revalidator.revalidate();
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : couponAdminMessages.toggleFailed, {
        tone: "error",
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`Delete the coupon ${coupon.code}?`)) return;
    setBusy(true);
    try {
      await callApi("DELETE", `/api/coupons/delete/${coupon._id}`);
      toast(`${coupon.code} deleted.`, { tone: "success" });
      await revalidator.revalidate();
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : couponAdminMessages.deleteFailed, {
        tone: "error",
      });
      setBusy(false);
    }
  }

  return (
    <li className="dashboard-card coupon-card">
      <div className="dashboard-card__head">
        <p className="coupon-card__code">{coupon.code}</p>
        <span
          className={
            coupon.isActive && !coupon.expired
              ? "status-badge status-badge--delivered"
              : "status-badge status-badge--cancelled"
          }
        >
          {!coupon.isActive ? "Inactive" : coupon.expired ? "Expired" : "Active"}
        </span>
      </div>
      <p className="coupon-card__discount">{coupon.discount}% Discount</p>
      <dl className="profile-facts">
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={coupon.expiryDate}>{formatDateKey(coupon.expiryDate)}</time>
            {coupon.expired ? " (expired)" : ""}
          </dd>
        </div>
        <div>
          <dt>Minimum cart</dt>
          <dd>{coupon.minCartValue > 0 ? formatRupees(fromRupees(coupon.minCartValue)) : "None"}</dd>
        </div>
        <div>
          <dt>Largest discount</dt>
          <dd>{coupon.maxDiscount != null ? formatRupees(fromRupees(coupon.maxDiscount)) : "No cap"}</dd>
        </div>
        <div>
          <dt>Use</dt>
          <dd>
            {coupon.oneTimePerUser ? "Once per member" : "Unlimited"} · used {coupon.uses}×
          </dd>
        </div>
      </dl>
      <div className="dashboard-form__buttons">
        <Button size="sm" variant="secondary" busy={busy} onClick={() => void toggle()}>
          {coupon.isActive ? "Deactivate" : "Activate"}
        </Button>
        <Link className="link-button" to={`/edit-coupon/${coupon._id}`}>
          Edit<span className="visually-hidden"> {coupon.code}</span>
        </Link>
        <button type="button" className="link-button" disabled={busy} onClick={() => void remove()}>
          Delete<span className="visually-hidden"> {coupon.code}</span>
        </button>
      </div>
    </li>
  );
}
