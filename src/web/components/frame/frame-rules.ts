// Which parts of the page frame show where (spec section 2, "Page frame"): the top bar only for
// guests and shoppers (not admins) and never on the four verification and password-reset pages;
// the footer everywhere but those four.
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

export function showsFooter(pathname: string): boolean {
  return !isFrameless(pathname);
}
