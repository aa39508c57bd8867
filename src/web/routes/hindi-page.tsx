// The Hindi page's own words (decision 0061's addendum): the layout inside routes/hindi.tsx, whose
// loader hands the words of the page at the URL beyond the frame's (route-words.server.ts); root.tsx
// joins them to the frame's (the whole page speaks with both: a page's toast is shown by the frame).
// It runs again only when a client-side navigation goes to another page, so the next page's words
// arrive with that navigation's data; a new product, a filter or a page of the listing keeps them.
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageWords } from "../i18n/route-words.server.ts";

export function loader({ request }: { request: Request }) {
  return { messages: pageWords(new URL(request.url).pathname) };
}

/** The page a path shows: every product shares one page, so its words. */
const pageOf = (url: URL) => url.pathname.replace(/\/productdetails\/[^/]*$/, "/productdetails");

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return pageOf(currentUrl) !== pageOf(nextUrl);
}

export default function HindiPage() {
  return <Outlet />;
}
