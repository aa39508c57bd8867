// /admin-cod (admins only): cash on delivery to the bank (docs/decisions/0040-cod-remittance.md). Import
// the courier's COD remittance report (checked first by a dry run, nothing written until Import), then
// what to chase (orders not remitted in time, short remittances, unknown AWBs) and the remittances
// recorded, a page at a time. A manual courier's cash is marked received on the order itself.
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { RemittanceDifferences } from "../admin/cod/remittance-differences.tsx";
import { RemittanceList } from "../admin/cod/remittance-list.tsx";
import { RemittanceUpload } from "../admin/cod/remittance-upload.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-cod";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "COD remittances · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1));
  const [differences, list] = await Promise.all([
    context.services.admin.cod.differences(),
    context.services.admin.cod.remittances(page),
  ]);
  return { differences, ...list };
}

export default function AdminCod({ loaderData }: Route.ComponentProps) {
  const { differences, remittances, total, page, pageSize } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="COD remittances"
        summary="Couriers pay the cash they collect at the door into the shop's bank days later, in batches, less their fees. Import the courier's remittance report (Shiprocket: Billing → COD Remittance → export, as CSV): each order becomes remitted with its UTR. A manual courier's cash is marked received on its order."
      />
      <RemittanceUpload />
      <RemittanceDifferences differences={differences} />
      <section aria-labelledby="cod-list-title" className="dashboard-stack">
        <h2 id="cod-list-title">Remittances recorded</h2>
        <RemittanceList remittances={remittances} />
        <AdminPager page={page} total={total} pageSize={pageSize} />
      </section>
    </div>
  );
}
