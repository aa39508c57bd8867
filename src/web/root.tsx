// The document and the page frame around every page (components/frame/site-frame.tsx), the root
// loader (the menu, the shop's identity, and the member a page is rendered for, which public pages
// never are: their personal bits come from the browser after load, visitor.tsx) and the error pages.
import { demoContacts } from "../core/shop-contacts.ts";
import "./zod-in-browser.ts";
import "@fontsource-variable/dm-sans/wght.css";
import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
// the styles every page's frame and shared components need, in cascade order; the build puts them
// in one stylesheet with the frame's scripts (vite.config.ts). The web fonts are not preloaded:
// 100 KB of fonts ahead of a phone's largest image delayed it; the first paint uses fallback faces
// with the fonts' metrics (tokens.css) and the fonts swap in without moving anything.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/frame.css";
import "./styles/search.css";
import "./styles/cart.css";
import "./styles/overlays.css";
import "./styles/pages.css";
import "./styles/controls.css";
import "./styles/art.css";
import "./styles/card.css";
import "./delivery/delivery.css";
import { type ReactNode, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { htmlLang, languageOfPath, type Messages } from "../core/i18n.ts";
import type { Route } from "./+types/root";
import { CartProvider, useCart } from "./cart/cart-context.tsx";
import { LazyCartFooter, LazyCartPanel, preloadCartPanel } from "./cart/cart-panel-lazy.tsx";
import { ShopActions } from "./cart/shop-actions.tsx";
import { WishlistProvider } from "./cart/wishlist-context.tsx";
import { loadMenuPanels } from "./components/frame/main-nav.tsx";
import { emptyMenu, loadMenu, type ShopMenu } from "./components/frame/menu-data.ts";
import type { ShopIdentity } from "./components/frame/shop-identity.ts";
import { SiteFrame, type SiteFrameProps } from "./components/frame/site-frame.tsx";
import { ErrorContent, NotFoundContent } from "./components/page-messages.tsx";
import { ToastProvider } from "./components/toast.tsx";
import { replayEarlyTap } from "./early-tap.ts";
import { hindiPageRouteId, hindiRouteId, I18nProvider } from "./i18n/i18n.tsx";
import { whenIdle } from "./shared/when-idle.ts";
import { useVisitor, VisitorProvider } from "./visitor.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context;
  const settings = await services.settings.site();
  let menu: ShopMenu;
  try {
    menu = await loadMenu(services.catalogue);
  } catch (error) {
    // the frame still works without the menu's lists; the page itself reports its own failure
    console.error("menu could not be loaded", error);
    menu = emptyMenu;
  }
  const shop: ShopIdentity = {
    shopName: settings.shopName,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    whatsappNumber: settings.whatsappNumber,
    freeShippingFrom: settings.pricing.freeShippingFrom,
    seller: {
      legalName: settings.seller.legalName,
      registeredAddress: settings.seller.registeredAddress,
      gstin: settings.seller.gstin,
      grievanceOfficer: { name: settings.seller.grievanceOfficer.name, email: settings.seller.grievanceOfficer.email },
    },
  };
  return {
    nonce: context.nonce,
    // null on public pages, rendered for nobody (the page lane); set on the pages rendered for the
    // member (account, checkout, admin: the admin's frame has no shop header). The bag's count and
    // the hearts are read by the browser after load, on every page (visitor.tsx).
    user: user ? { id: user.id, firstName: user.firstName, role: user.role } : null,
    shop,
    menu,
    pricing: settings.pricing,
  };
}

/**
 * The root's data changes only when someone signs in or out (a form submission) or on a new page;
 * a filter or sort that changes only the query string does not load the menu again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? "Page not found · Sattva" : "Something went wrong · Sattva" }];
}

/** The frame's identity when the root loader itself failed (the error page still needs a frame). */
const fallbackShop: ShopIdentity = {
  shopName: "Sattva",
  contactEmail: demoContacts.supportEmail,
  contactPhone: demoContacts.supportPhone,
  whatsappNumber: demoContacts.whatsappNumber,
  freeShippingFrom: 69900,
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  const user = data?.user ?? null;
  // the page's language is its URL's (/hi/… is Hindi); the frame's Hindi words come with the /hi layout
  // route, the page's own with the layout inside it (routes/hindi-page.tsx, decision 0061's addendum)
  const language = languageOfPath(useLocation().pathname);
  const frameWords = useRouteLoaderData<{ messages: Messages }>(hindiRouteId)?.messages;
  const pageWords = useRouteLoaderData<{ messages: Messages }>(hindiPageRouteId)?.messages;
  const messages = useMemo(() => frameWords && { ...frameWords, ...pageWords }, [frameWords, pageWords]);
  // the whole page is hydrated when the root's effect runs: say so on <html> (styles and the browser
  // tests read it), and tap again a button tapped before then (decision 0036)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyTap();
  }, []);
  return (
    <html lang={htmlLang[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FAF7F2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider language={language} messages={messages}>
          <ToastProvider>
            <VisitorProvider serverUser={user} revision={data}>
              <CartProvider>
                <WishlistProvider>
                  <ShopFrame shop={data?.shop ?? fallbackShop} menu={data?.menu ?? emptyMenu} user={user}>
                    <ShopActions>{children}</ShopActions>
                  </ShopFrame>
                </WishlistProvider>
              </CartProvider>
            </VisitorProvider>
          </ToastProvider>
        </I18nProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The page frame with the cart's badge and drawer and the account link filled in. */
function ShopFrame({
  children,
  ...frame
}: Omit<SiteFrameProps, "cartCount" | "cartContent" | "cartFooter" | "signedIn">) {
  const { count } = useCart();
  const visitor = useVisitor();
  const data = useRouteLoaderData<typeof loader>("root");
  const pricing = data?.pricing;
  // the bag's and the menus' insides are not part of the first load: fetched once the page has settled
  useEffect(
    () =>
      whenIdle(() => {
        void preloadCartPanel();
        void loadMenuPanels();
      }),
    [],
  );
  return (
    <SiteFrame
      {...frame}
      signedIn={visitor.user !== null}
      cartCount={count}
      cartContent={<LazyCartPanel pricing={pricing} />}
      cartFooter={<LazyCartFooter pricing={pricing} />}
    >
      {children}
    </SiteFrame>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorContent detail={detail} />;
}
