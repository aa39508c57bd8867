// The bag drawer's lines and footer, loaded as their own script (issue 23: first-load JS). The
// drawer draws its inside only once opened, so the page's HTML and hydration never need this code;
// it is fetched when the browser is first idle after load (preloadCartPanel, from the frame), and
// at the latest when the drawer opens, where "Loading cart..." shows for the moment it takes.
import { lazy, Suspense } from "react";
import type { CartPanelProps } from "./cart-panel.tsx";

export const preloadCartPanel = () => import("./cart-panel.tsx");

const Panel = lazy(() => preloadCartPanel().then((module) => ({ default: module.CartPanel })));
const Footer = lazy(() => preloadCartPanel().then((module) => ({ default: module.CartFooter })));

export function LazyCartPanel(props: CartPanelProps) {
  return (
    <Suspense
      fallback={
        <p className="cart-loading" role="status">
          Loading cart...
        </p>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}

export function LazyCartFooter(props: CartPanelProps) {
  return (
    <Suspense fallback={null}>
      <Footer {...props} />
    </Suspense>
  );
}
