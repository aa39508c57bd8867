// The shop's logo above the card on the four verification and reset screens, which the page frame
// shows without its top bar (spec "Page frame"): a way home and a sign of whose page this is.
import { useRouteLoaderData } from "react-router";
import { Logo } from "../components/frame/logo.tsx";
import type { loader as rootLoader } from "../root.tsx";

export function AccountBrand() {
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.shop.shopName ?? "Sattva";
  return (
    <div className="account-brand">
      <Logo shopName={shopName} />
    </div>
  );
}
