// Every Hindi page's layout route (/hi/…, routes.ts; decision 0061 and its addendum): its loader hands
// the pages the frame's Hindi words (header, footer, menus, the bag, toasts, answers only the server
// writes), once per visit (never revalidated: the words are part of the build). Each page's own words
// come from the layout inside it (routes/hindi-page.tsx); root.tsx puts the two together.
import { Outlet } from "react-router";
import { frameWords } from "../i18n/route-words.server.ts";

export function loader() {
  return { messages: frameWords() };
}

export function shouldRevalidate() {
  return false;
}

export default function HindiPages() {
  return <Outlet />;
}
