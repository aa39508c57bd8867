// /userdashboard (guarded): for now the welcome title with the first name and Logout; the account
// issue builds the tabs (dashboard, edit information, orders, address, wishlist, privacy).
import { Form, useNavigation } from "react-router";
import { Button } from "../components/button.tsx";
import { requireUser } from "../guards.ts";
import type { Route } from "./+types/user-dashboard";
import "../account/account.css";

export function meta() {
  return [{ title: "My Account · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { firstName: user.firstName };
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const leaving = navigation.formAction === "/logout";
  return (
    <main className="account-page">
      <div className="account-dashboard">
        <h1 className="account-title">Welcome, {loaderData.firstName}</h1>
        <p className="account-lead">Your orders, addresses, wishlist and settings will be here.</p>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary" busy={leaving} busyText="Logging out...">
            Logout
          </Button>
        </Form>
      </div>
    </main>
  );
}
