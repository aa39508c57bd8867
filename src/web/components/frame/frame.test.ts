import { describe, expect, test } from "vitest";
import { cartBadgeText } from "./cart-button.tsx";
import { showsChatButton, showsFooter, showsTopBar } from "./frame-rules.ts";
import { productSlugOf, scrollsToTop } from "./scroll-manager.tsx";

describe("page frame rules", () => {
  test("shows the top bar to guests and shoppers, not to admins", () => {
    expect(showsTopBar("/", null)).toBe(true);
    expect(showsTopBar("/shop", { role: "user" })).toBe(true);
    expect(showsTopBar("/", { role: "admin" })).toBe(false);
  });

  test("hides the top bar and the footer on the verification and password-reset pages", () => {
    for (const path of ["/verification", "/emailforforgotpassword", "/resetpasswordvarification", "/resetpassword/"]) {
      expect(showsTopBar(path, null)).toBe(false);
      expect(showsFooter(path)).toBe(false);
    }
    expect(showsFooter("/shop")).toBe(true);
  });

  test("leaves the footer out of the admin area, which has its own frame", () => {
    for (const path of ["/admin-homepage", "/admin-view-orders", "/admin-settings", "/edit-coupon/abc", "/users/"]) {
      expect(showsFooter(path)).toBe(false);
    }
    expect(showsFooter("/userdashboard")).toBe(true);
    expect(showsFooter("/usersettings")).toBe(true);
  });

  test("floats the chat button over the shop's pages, not over checkout, payment or the admin area", () => {
    for (const path of [
      "/",
      "/shop",
      "/productdetails/amethyst-tumble-0",
      "/userdashboard",
      "/login",
      "/verification",
    ]) {
      expect(showsChatButton(path)).toBe(true);
    }
    for (const path of ["/checkout-page", "/Checkout-Page/", "/sandbox-pay/plink_1", "/admin-returns", "/users"]) {
      expect(showsChatButton(path)).toBe(false);
    }
  });
});

describe("scrolling after a navigation", () => {
  test("reads the product out of a product page path", () => {
    expect(productSlugOf("/productdetails/rose-quartz-bracelet-2")).toBe("rose-quartz-bracelet");
    expect(productSlugOf("/shop")).toBeNull();
  });

  test("keeps the place when only the variant changes", () => {
    expect(scrollsToTop("/productdetails/amethyst-tumble-0", "/productdetails/amethyst-tumble-1")).toBe(false);
    expect(scrollsToTop("/productdetails/amethyst-tumble-0", "/productdetails/rose-quartz-heart-0")).toBe(true);
    expect(scrollsToTop("/shop", "/productdetails/amethyst-tumble-0")).toBe(true);
    expect(scrollsToTop("/", "/aboutus")).toBe(true);
  });
});

describe("cart badge", () => {
  test("shows 9+ above nine", () => {
    expect(cartBadgeText(0)).toBe("0");
    expect(cartBadgeText(9)).toBe("9");
    expect(cartBadgeText(10)).toBe("9+");
  });
});
