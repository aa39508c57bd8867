// The route-level marker of a page that shows personal data to whoever holds its link (the thank-you
// page opened with its order key) or to its owner (checkout, tax documents): never stored by a
// browser's or a proxy's cache. Used as a route module's `headers` export:
//   export { personalPageHeaders as headers } from "../personal.ts";
// Pages rendered for a signed-in visitor are no-store anyway (the server's session middleware).
import type { HeadersFunction } from "react-router";

export const personalPageHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
