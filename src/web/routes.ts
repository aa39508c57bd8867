import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One file per URL. The storefront, account, checkout and admin issues add their pages here.
// Admin pages not built yet: guarded placeholders (each admin issue gives its path its own file).
const adminPlaceholders = ["allproduct", "manageproducts"].map((path) =>
  route(path, "routes/admin-placeholder.tsx", { id: `admin-${path.replace(/[^a-z]+/g, "-")}` }),
);

// The Hindi pages (issue 35, decision 0061): the same route modules again under /hi, each with an
// id of its own, inside one layout route whose loader hands them the frame's Hindi words, and inside
// that one whose loader hands each page its own (decision 0061's addendum). core/i18n.ts lists the
// same English paths (hasHindiPage): a page added here is added there.
const hindiPages = layout("routes/hindi.tsx", [
  layout("routes/hindi-page.tsx", [
    route("hi", "routes/home.tsx", { id: "hi-home" }),
    route("hi/skincare", "routes/category-landing.tsx", { id: "hi-landing-skincare" }),
    route("hi/aurajewels", "routes/category-landing.tsx", { id: "hi-landing-aurajewels" }),
    route("hi/divinecrystals", "routes/category-landing.tsx", { id: "hi-landing-divinecrystals" }),
    route("hi/sacredrituals", "routes/category-landing.tsx", { id: "hi-landing-sacredrituals" }),
    route("hi/shop", "routes/shop.tsx", { id: "hi-shop" }),
    route("hi/search", "routes/search.tsx", { id: "hi-search" }),
    route("hi/productdetails/:id", "routes/product.tsx", { id: "hi-product" }),
    route("hi/contactus", "routes/contact.tsx", { id: "hi-contact" }),
    route("hi/policies", "routes/policies.tsx", { id: "hi-policies" }),
    route("hi/track", "routes/track.tsx", { id: "hi-track" }),
    // the buying path (decision 0064): personal pages, never in the page lane
    route("hi/checkout-page", "routes/checkout.tsx", { id: "hi-checkout" }),
    route("hi/thankyou-page", "routes/thank-you.tsx", { id: "hi-thank-you" }),
    route("hi/login", "routes/login.tsx", { id: "hi-login" }),
    route("hi/register", "routes/register.tsx", { id: "hi-register" }),
    route("hi/verification", "routes/verification.tsx", { id: "hi-verification" }),
    route("hi/emailforforgotpassword", "routes/forgot-password.tsx", { id: "hi-forgot-password" }),
    route("hi/resetpasswordvarification", "routes/reset-code.tsx", { id: "hi-reset-code" }),
    route("hi/resetpassword", "routes/reset-password.tsx", { id: "hi-reset-password" }),
    route("hi/faq", "routes/faq.tsx", { id: "hi-faq" }),
    route("hi/healing", "routes/healing.tsx", { id: "hi-healing" }),
    route("hi/welcome", "routes/welcome.tsx", { id: "hi-welcome" }),
    route("hi/wishlist", "routes/wishlist.tsx", { id: "hi-wishlist" }),
    route("hi/aboutus", "routes/about.tsx", { id: "hi-about" }),
    route("hi/seller-information", "routes/seller-information.tsx", { id: "hi-seller-information" }),
    route("hi/grievances", "routes/grievances.tsx", { id: "hi-grievances" }),
    route("hi/termsandconditions", "routes/terms.tsx", { id: "hi-terms" }),
    route("hi/privacy-policy", "routes/privacy-notice.tsx", { id: "hi-privacy-notice" }),
    // My Account and its tabs (decision 0064's addendum): personal, never in the page lane
    route("hi/userdashboard", "routes/user-dashboard.tsx", { id: "hi-userdashboard" }),
    route("hi/subscribe", "routes/subscribe.tsx", { id: "hi-subscribe" }),
    route("hi/gift-cards", "routes/gift-cards.tsx", { id: "hi-gift-cards" }),
    route("hi/gift-cards/paid", "routes/gift-card-paid.tsx", { id: "hi-gift-cards-paid" }),
    route("hi/gift-cards/balance", "routes/gift-card-balance.tsx", { id: "hi-gift-cards-balance" }),
    // the pages a Hindi mail links (a failed delivery, a review request, confirm links, the stop, the bag)
    route("hi/arrange-delivery", "routes/arrange-delivery.tsx", { id: "hi-arrange-delivery" }),
    route("hi/review", "routes/review-link.tsx", { id: "hi-review-link" }),
    route("hi/back-in-stock", "routes/back-in-stock.tsx", { id: "hi-back-in-stock" }),
    route("hi/unsubscribe", "routes/unsubscribe.tsx", { id: "hi-unsubscribe" }),
    route("hi/newsletter/confirm", "routes/newsletter-confirm.tsx", { id: "hi-newsletter-confirm" }),
    route("hi/bag/restore", "routes/bag-restore.tsx", { id: "hi-bag-restore" }),
  ]),
]);

export default [
  index("routes/home.tsx"),
  hindiPages,
  // accounts: sign-in and sign-up, verification, password reset, sign-out, guarded pages
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("verification", "routes/verification.tsx"),
  route("emailforforgotpassword", "routes/forgot-password.tsx"),
  route("resetpasswordvarification", "routes/reset-code.tsx"),
  route("resetpassword", "routes/reset-password.tsx"),
  // sign-out: the dashboard's action (the dashboard holds the Logout button), so no empty route module
  route("logout", "routes/user-dashboard.tsx", { id: "logout" }),
  route("userdashboard", "routes/user-dashboard.tsx"),
  // GST documents of an order, printable (its owner or an admin)
  route("userdashboard/orders/:orderId/invoice", "routes/tax-document.tsx", { id: "tax-invoice" }),
  route("userdashboard/orders/:orderId/credit-note", "routes/tax-document.tsx", { id: "credit-note" }),
  // one of the order's credit notes: the whole order's or a refund's (decision 0027)
  route("userdashboard/orders/:orderId/credit-notes/:documentId", "routes/tax-document.tsx", {
    id: "credit-note-one",
  }),
  route("wishlist", "routes/wishlist.tsx"),
  // content pages, contact and the healing board
  route("aboutus", "routes/about.tsx"),
  route("policies", "routes/policies.tsx"),
  route("termsandconditions", "routes/terms.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("healing", "routes/healing.tsx"),
  route("contactus", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  // who sells, customer care and the grievance officer (Consumer Protection (E-Commerce) Rules 2020)
  route("seller-information", "routes/seller-information.tsx"),
  // storefront: product details (id = {productId}-{variantIndex})
  route("productdetails/:id", "routes/product.tsx"),
  // storefront: category landings (one module, four URLs), the shop listing and search
  route("skincare", "routes/category-landing.tsx", { id: "landing-skincare" }),
  route("aurajewels", "routes/category-landing.tsx", { id: "landing-aurajewels" }),
  route("divinecrystals", "routes/category-landing.tsx", { id: "landing-divinecrystals" }),
  route("sacredrituals", "routes/category-landing.tsx", { id: "landing-sacredrituals" }),
  route("shop", "routes/shop.tsx"),
  // the home hero's links: permanent redirects into the matching shop listing (the shop's loader)
  route("crystals", "routes/shop.tsx", { id: "hero-crystals" }),
  route("candles", "routes/shop.tsx", { id: "hero-candles" }),
  route("spiritual-essentials", "routes/shop.tsx", { id: "hero-spiritual-essentials" }),
  route("search", "routes/search.tsx"),
  // checkout and the order's thank-you page
  route("checkout-page", "routes/checkout.tsx"),
  // subscribe and save: a member's checkout for a subscription (issue 33)
  route("subscribe", "routes/subscribe.tsx"),
  // gift cards (decision 0062): the card sold like a product, the buyer's return from paying, the balance
  route("gift-cards", "routes/gift-cards.tsx"),
  route("gift-cards/paid", "routes/gift-card-paid.tsx"),
  route("gift-cards/balance", "routes/gift-card-balance.tsx"),
  route("thankyou-page", "routes/thank-you.tsx"),
  // the law's pages: the privacy notice, the grievance desk, the one-click stop of a marketing mail
  route("privacy-policy", "routes/privacy-notice.tsx"),
  route("grievances", "routes/grievances.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // back in stock: the mailed confirm link of a "Notify me" request (double opt-in)
  route("back-in-stock", "routes/back-in-stock.tsx"),
  // the newsletter: the mailed confirm link of a sign-up (double opt-in)
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  // the shopper follows an order: its number and e-mail or phone (GET /api/track)
  route("track", "routes/track.tsx"),
  // a failed cash-on-delivery delivery: the mailed link to ask for a new date or give a phone
  route("arrange-delivery", "routes/arrange-delivery.tsx"),
  // the abandoned-bag reminder's link: the bag rebuilt (a guest's in this browser, a member's cart)
  route("bag/restore", "routes/bag-restore.tsx"),
  // a review request's per-line link: review a delivered piece without signing in
  route("review", "routes/review-link.tsx"),
  // the sandbox's payment link page (an exchange's difference) where Razorpay's hosted page would be
  route("sandbox-pay/:linkId", "routes/sandbox-pay.tsx"),
  // the admin area: one frame (side menu) around every admin page, each guarded on its own too
  layout("routes/admin-layout.tsx", [
    route("admin-homepage", "routes/admin-home.tsx"),
    route("admin-view-orders", "routes/admin-orders.tsx"),
    route("admin-undelivered", "routes/admin-undelivered.tsx"),
    route("admin-returns", "routes/admin-returns.tsx"),
    route("admin-view-products", "routes/admin-products.tsx"),
    route("allcoupons", "routes/admin-coupons.tsx"),
    route("generatecouponcode", "routes/admin-coupon-form.tsx", { id: "admin-coupon-new" }),
    route("edit-coupon/:couponId", "routes/admin-coupon-form.tsx", { id: "admin-coupon-edit" }),
    route("queries", "routes/admin-queries.tsx"),
    route("admin-grievances", "routes/admin-grievances.tsx"),
    route("admin-reviews", "routes/admin-reviews.tsx"),
    route("admin-audit", "routes/admin-audit.tsx"),
    route("admin-money", "routes/admin-money.tsx"),
    route("users", "routes/admin-users.tsx"),
    route("admin-tax-reports", "routes/admin-tax-reports.tsx"),
    route("admin-import", "routes/admin-import.tsx"),
    route("admin-synonyms", "routes/admin-synonyms.tsx"),
    route("admin-cod", "routes/admin-cod.tsx"),
    route("admin-subscriptions", "routes/admin-subscriptions.tsx"),
    route("admin-gift-cards", "routes/admin-gift-cards.tsx"),
    route("admin-settings", "routes/admin-settings.tsx"),
    route("admin-two-factor", "routes/admin-two-factor.tsx"),
    route("addproduct", "routes/admin-product-form.tsx", { id: "admin-product-add" }),
    route("admin-update-product-form", "routes/admin-product-form.tsx", { id: "admin-product-update" }),
    ...adminPlaceholders,
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
