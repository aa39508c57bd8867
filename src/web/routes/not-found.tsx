// Every URL no other route claims: the designed 404 page, inside the frame, answered with 404.
import { data } from "react-router";
import { NotFoundContent } from "../components/page-messages.tsx";

export function meta() {
  return [{ title: "Page not found · Sattva" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
