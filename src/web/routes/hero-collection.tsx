// /crystals, /candles and /spiritual-essentials: the home hero's three links (DESIGN.md decision
// 10). Each is a permanent redirect (301) to the shop listing already filtered to its collection.
import { redirect } from "react-router";
import { heroDestinations } from "../components/home/home-content.ts";
import type { Route } from "./+types/hero-collection";

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const destination = heroDestinations[slug];
  if (!destination) throw new Response("Not found", { status: 404 });
  return redirect(destination, 301);
}
