// Every Hindi page's layout route (/hi/…, routes.ts; decision 0061): its loader hands the pages
// Hindi's message catalogue as data, once per visit (never revalidated: the catalogue is part of
// the build), and it renders its page as is. The frame reads the catalogue from here (root.tsx).
import { Outlet } from "react-router";
import { hindi } from "../i18n/hi.server.ts";

export function loader() {
  return { messages: hindi };
}

export function shouldRevalidate() {
  return false;
}

export default function HindiPages() {
  return <Outlet />;
}
