// /allcoupons: every coupon as a card (code, discount, expiry, minimum, one use per member, how often
// used), Active/Inactive with its toggle, Edit and Delete; a link to Generate Coupon.
import { useState } from "react";
import { Link } from "react-router";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { couponAdminMessages } from "../../core/schemas/coupons.ts";
import { Button, ButtonLink } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-coupons";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Coupons · Admin · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { coupons: await context.services.admin.coupons() };
}

type Coupon = Route.ComponentProps["loaderData"]["coupons"][number];

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const [coupons, setCoupons] = useState(loaderData.coupons);
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Coupon Management</h1>
        <ButtonLink to="/generatecouponcode" size="sm">
          Generate Coupon
        </ButtonLink>
      </header>
      {coupons.length === 0 ? (
        <p className="admin-empty">No coupons yet.</p>
      ) : (
        <ul className="coupon-grid plain-list">
          {coupons.map((coupon) => (
            <CouponCard
              key={coupon._id}
              coupon={coupon}
              onChange={(next) => setCoupons((list) => list.map((entry) => (entry._id === next._id ? next : entry)))}
              onDelete={() => setCoupons((list) => list.filter((entry) => entry._id !== coupon._id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CouponCard({
  coupon,
  onChange,
  onDelete,
}: {
  coupon: Coupon;
  onChange: (coupon: Coupon) => void;
  onDelete: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const answer = await callApi<{ coupon: Coupon }>("PATCH", `/api/coupons/toggle/${coupon._id}`, {
        isActive: !coupon.isActive,
      });
      onChange({ ...answer.coupon, uses: coupon.uses });
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
      onDelete();
      toast(`${coupon.code} deleted.`, { tone: "success" });
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
          className={coupon.isActive ? "status-badge status-badge--delivered" : "status-badge status-badge--cancelled"}
        >
          {coupon.isActive ? "Active" : "Inactive"}
        </span>
      </div>
      <p className="coupon-card__discount">{coupon.discount}% off</p>
      <dl className="profile-facts">
        <div>
          <dt>Expires</dt>
          <dd>
            {coupon.expiryDate}
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
