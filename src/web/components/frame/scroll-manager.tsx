// Scrolling between pages (spec section 2, "Page frame"): after a navigation the page glides to
// the top 100 ms later (at once under prefers-reduced-motion); on /productdetails/{slug}-{n} only
// when the slug changes, so switching variants keeps the shopper's place. Back and forward return
// to where the shopper was; a #fragment scrolls to its element; <Link preventScrollReset> stays put.
// Replaces React Router's <ScrollRestoration>, whose instant reset would leave nothing to glide.
import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import { type Location, UNSAFE_DataRouterStateContext, useLocation, useNavigationType } from "react-router";

export const scrollDelay = 100;
const storageKey = "sattva:scroll";

/** The product a product page shows, or null for any other page. */
export function productSlugOf(pathname: string): string | null {
  const match = /^\/productdetails\/(.+)-(\d+)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** Whether moving from one path to the next should scroll to the top. */
export function scrollsToTop(previousPath: string, nextPath: string): boolean {
  const before = productSlugOf(previousPath);
  const after = productSlugOf(nextPath);
  if (before !== null && after !== null) return before !== after;
  return true;
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const previous = useRef<Location | null>(null);
  const preventScrollReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset === true;

  // remember each entry's position as the shopper scrolls, and across reloads
  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = "manual";
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
      } catch {
        // private mode or full storage: positions are kept for this page's life only
      }
    };
    const onPageHide = () => {
      save();
      // a reload restores the position natively
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current[location.key] = window.scrollY;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from === null || from.key === location.key) return; // first render: the browser placed it

    if (navigationType === "POP") {
      window.scrollTo(0, positions.current[location.key] ?? 0);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // a link or form may keep the shopper's place (<Link preventScrollReset>, e.g. shop filters)
    if (preventScrollReset) return;
    if (!scrollsToTop(from.pathname, location.pathname)) return;

    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: reduced ? "instant" : "smooth" });
    }, scrollDelay);
    return () => window.clearTimeout(timer);
  }, [location, navigationType, preventScrollReset]);

  return null;
}
