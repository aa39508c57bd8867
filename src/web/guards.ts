// Page guards for loaders and actions (spec: "Route guard"), plain functions over the load context's
// user, as DESIGN.md decision 1 wants the server to decide. Call one on the first line:
//   const user = requireUser(context);     anonymous → redirect to /login (the entry is replaced)
//   const admin = requireAdmin(context);   anonymous → /login; signed-in non-admin → 403 "Access Denied";
//                                          an admin who must set up two-factor sign-in → /admin-two-factor
// Routes that call requireAdmin re-export the matching error page:
//   export { AccessDeniedBoundary as ErrorBoundary } from "../account/access-denied.tsx";
import { type AppLoadContext, data, redirect } from "react-router";
import type { ShopUser } from "./context.ts";

export const signInPath = "/login";

/** Where a shopper lands after signing in (spec: admins go to /admin-homepage). */
export function landingFor(role: ShopUser["role"]): string {
  return role === "admin" ? "/admin-homepage" : "/";
}

export function requireUser(context: AppLoadContext): ShopUser {
  if (!context.user) throw redirect(signInPath);
  return context.user;
}

/** What an admin page's loader throws at a signed-in non-admin: rendered by AccessDeniedBoundary. */
export const accessDenied = { accessDenied: true } as const;

/** Where an admin sets up two-factor sign-in when the shop requires it (permissions.ts on the server). */
export const twoFactorSetUpPath = "/admin-two-factor";

/**
 * `duringTwoFactorSetUp`: only for the set-up page and the admin frame around it, which an admin who
 * must still set up two-factor sign-in may reach; every other admin page sends them there.
 */
export function requireAdmin(context: AppLoadContext, options?: { duringTwoFactorSetUp?: boolean }): ShopUser {
  const user = requireUser(context);
  if (user.role !== "admin") throw data(accessDenied, { status: 403 });
  if (user.twoFactorSetUpRequired && !options?.duringTwoFactorSetUp) throw redirect(twoFactorSetUpPath);
  return user;
}

/** The sign-in and sign-up screens send a signed-in visitor on to where they would have landed. */
export function redirectSignedIn(context: AppLoadContext): void {
  if (context.user) throw redirect(landingFor(context.user.role));
}
