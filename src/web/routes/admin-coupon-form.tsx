// /generatecouponcode and /edit-coupon/{couponId}: Coupon Code, Discount Percentage, Expiry Date,
// Minimum Cart Value (₹), the largest discount (₹, optional) and 'One time use per user'. A new
// coupon goes to /allcoupons; an edit shows its success and returns after 1.5 s (spec).
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { dateKeyOf } from "../../core/dates.ts";
import { couponAdminMessages, couponInputSchema } from "../../core/schemas/coupons.ts";
import { withNumbers } from "../admin/typed-value.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import { Field, FormError, FormNotice } from "../shared/field.tsx";
import { useApiForm } from "../shared/form-errors.ts";
import type { Route } from "./+types/admin-coupon-form";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.coupon ? "Edit Coupon" : "Generate Coupon"} · Admin · Sattva` }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (!params.couponId) return { coupon: null };
  const coupon = /^[0-9a-f-]{36}$/i.test(params.couponId) ? await context.services.admin.coupon(params.couponId) : null;
  if (!coupon) throw new Response(couponAdminMessages.detailFailed, { status: 404 });
  return { coupon };
}

export default function CouponForm({ loaderData }: Route.ComponentProps) {
  const { coupon } = loaderData;
  const navigate = useNavigate();
  const toast = useToast();
  const { form, setForm, errors, error, busy, set, save } = useApiForm({
    code: coupon?.code ?? "",
    discount: coupon ? String(coupon.discount) : "",
    expiryDate: coupon?.expiryDate ?? "",
    minCartValue: coupon && coupon.minCartValue > 0 ? String(coupon.minCartValue) : "",
    maxDiscount: coupon?.maxDiscount != null ? String(coupon.maxDiscount) : "",
    oneTimePerUser: coupon?.oneTimePerUser ?? false,
  });
  const [notice, setNotice] = useState<string | undefined>();
  const todayKey = dateKeyOf(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    // blank optional amounts are left out (the schema's "none"); typed numbers go as numbers
    const body = withNumbers(couponInputSchema, {
      ...form,
      code: form.code.toUpperCase(),
      minCartValue: form.minCartValue.trim() || undefined,
      maxDiscount: form.maxDiscount.trim() || undefined,
    });
    void save(
      async () => {
        if (coupon) {
          await callApi("PATCH", `/api/coupons/update/${coupon._id}`, body);
          setNotice(couponAdminMessages.updated);
          window.setTimeout(() => navigate("/allcoupons"), 1500);
        } else {
          await callApi("POST", "/api/coupons/generate", body);
          toast(couponAdminMessages.generated, { tone: "success", position: "top-center" });
          navigate("/allcoupons");
        }
      },
      coupon ? couponAdminMessages.updateFailed : couponAdminMessages.generateFailed,
    );
  }

  return (
    <div className="admin-page">
      {coupon && (
        <Link to="/allcoupons" className="admin-back">
          ← Back to Coupons
        </Link>
      )}
      <header className="admin-page__head">
        <h1 className="admin-page__title">{coupon ? "Edit Coupon" : "Generate Coupon"}</h1>
      </header>
      <form className="dashboard-card dashboard-form admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormNotice message={notice} />
        <div className="checkout-fields">
          <Field
            label="Coupon Code"
            name="code"
            value={form.code}
            onChange={set("code")}
            error={errors.code}
            required
            autoCapitalize="characters"
          />
          <Field
            label="Discount Percentage"
            name="discount"
            type="number"
            min={1}
            max={100}
            value={form.discount}
            onChange={set("discount")}
            error={errors.discount}
            required
          />
          <Field
            label="Expiry Date"
            name="expiryDate"
            type="date"
            min={todayKey}
            value={form.expiryDate}
            onChange={set("expiryDate")}
            error={errors.expiryDate}
            required
          />
          <Field
            label="Minimum Cart Value (₹)"
            name="minCartValue"
            type="number"
            min={0}
            value={form.minCartValue}
            onChange={set("minCartValue")}
            error={errors.minCartValue}
          />
          <Field
            label="Largest discount (₹, optional)"
            name="maxDiscount"
            type="number"
            min={1}
            value={form.maxDiscount}
            onChange={set("maxDiscount")}
            error={errors.maxDiscount}
          />
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={form.oneTimePerUser}
              onChange={(event) => setForm((current) => ({ ...current, oneTimePerUser: event.target.checked }))}
            />
            One time use per user
          </label>
        </div>
        <FormError message={error} />
        <div className="dashboard-form__buttons">
          <Button type="submit" busy={busy} busyText="Saving...">
            {coupon ? "Update Coupon" : "Generate Coupon"}
          </Button>
          <Button variant="quiet" onClick={() => navigate("/allcoupons")}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
