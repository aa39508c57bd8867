// Which parts of the page frame show where (spec section 2, "Page frame"): the top bar only for
// guests and shoppers (not admins) and never on the four verification and password-reset pages;
// the footer everywhere but those four and the admin area, which has its own frame (side menu); the
// floating chat button everywhere but the admin area and where the shopper pays.
import type { ShopUser } from "../../context.ts";

export const framelessPaths = [
  "/verification",
  "/emailforforgotpassword",
  "/resetpasswordvarification",
  "/resetpassword",
];

function isFrameless(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  return framelessPaths.includes(path);
}

export function showsTopBar(pathname: string, user: Pick<ShopUser, "role"> | null): boolean {
  return (user === null || user.role === "user") && !isFrameless(pathname);
}

/**
 * The admin area's pages (routes/admin-layout.tsx frames them): every path starting "/admin-" (new
 * admin pages take that prefix), and the spec's older names listed here.
 */
export const adminPaths = [
  "/addproduct",
  "/admin-update-product-form",
  "/generatecouponcode",
  "/allcoupons",
  "/edit-coupon",
  "/queries",
  "/users",
  "/allproduct",
  "/manageproducts",
];

export function isAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return path.startsWith("/admin-") || adminPaths.some((admin) => path === admin || path.startsWith(`${admin}/`));
}

/**
 * Where the shopper pays, nothing floats over the form: checkout (and the sandbox's payment link page,
 * which stands in for the provider's own) carries its chat link in the page instead.
 */
export const chatlessPaths = ["/checkout-page", "/sandbox-pay"];

/** The floating chat button: on the shop's pages, not in the admin area nor where the shopper pays. */
export function showsChatButton(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return !isAdminPath(path) && !chatlessPaths.some((chatless) => path === chatless || path.startsWith(`${chatless}/`));
}

export function showsFooter(pathname: string): boolean {
  return !isFrameless(pathname) && !isAdminPath(pathname);
}
