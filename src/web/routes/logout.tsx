// /logout (POST): ends the session on the server, clears the cookie, back to /login.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  const { setCookie } = await context.services.accounts.signOut(context.client);
  return redirect("/login", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/");
}
