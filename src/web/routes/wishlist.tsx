// /wishlist (guarded): signed-in shoppers only. The wishlist issue builds the page itself.
import { ButtonLink } from "../components/button.tsx";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/wishlist";
import "../account/account.css";

export function meta() {
  return [{ title: "Wishlist · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  requireUser(context);
  return null;
}

export default function Wishlist() {
  return (
    <main className="account-page account-page--centred">
      <div className="account-card account-message">
        <h1 className="account-title">Wishlist</h1>
        <p>You Have Not Added Any Products In Your Wishlist</p>
        <ButtonLink to="/shop">Shop Now</ButtonLink>
      </div>
    </main>
  );
}
