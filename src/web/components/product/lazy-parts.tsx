// Parts of the product page that are not the first thing a shopper reads, loaded as their own
// scripts (e2e/first-load-js.test.ts: the product page is at its budget): the product declarations
// far down the page, the lab certificate (only some variants have one) and "Notify me" (only when
// the variant is out of stock), "Subscribe and save" (only variants offered on subscription) and the
// posters below the fold. The server renders them into the page's HTML as before; in the
// browser each comes alive once its script arrives (React keeps the server's HTML until then).
// Their stylesheets are imported here, statically, so the page's HTML links them as before.
import { type ComponentProps, lazy, Suspense } from "react";
import type { LabCertificate as Certificate } from "./certificate.tsx";
import type { ProductDeclarations as Declarations } from "./declarations.tsx";
import type { NotifyMe as Notify } from "./notify-me.tsx";
import type { Posters as PosterRow } from "./posters.tsx";
import type { SubscribeChoice as Subscribe } from "./subscribe-choice.tsx";
import "../../styles/declarations.css";
import "./notify-me.css";

const DeclarationsPart = lazy(() =>
  import("./declarations.tsx").then((module) => ({ default: module.ProductDeclarations })),
);
const CertificatePart = lazy(() => import("./certificate.tsx").then((module) => ({ default: module.LabCertificate })));
const SubscribePart = lazy(() =>
  import("./subscribe-choice.tsx").then((module) => ({ default: module.SubscribeChoice })),
);
const PostersPart = lazy(() => import("./posters.tsx").then((module) => ({ default: module.Posters })));
const NotifyPart = lazy(() => import("./notify-me.tsx").then((module) => ({ default: module.NotifyMe })));

export function ProductDeclarations(props: ComponentProps<typeof Declarations>) {
  return (
    <Suspense fallback={null}>
      <DeclarationsPart {...props} />
    </Suspense>
  );
}

export function LabCertificate(props: ComponentProps<typeof Certificate>) {
  if (!props.certificate) return null;
  return (
    <Suspense fallback={null}>
      <CertificatePart {...props} />
    </Suspense>
  );
}

export function NotifyMe(props: ComponentProps<typeof Notify>) {
  return (
    <Suspense fallback={null}>
      <NotifyPart {...props} />
    </Suspense>
  );
}

export function SubscribeChoice(props: ComponentProps<typeof Subscribe>) {
  if (!props.variant.subscribe) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePart {...props} />
    </Suspense>
  );
}

export function Posters(props: ComponentProps<typeof PosterRow>) {
  return (
    <Suspense fallback={null}>
      <PostersPart {...props} />
    </Suspense>
  );
}
