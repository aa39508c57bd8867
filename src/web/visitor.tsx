// Who is visiting, as the page frame shows them: the signed-in member's first name, bag count and
// wishlist hearts, read from GET /api/me/summary once after the page has loaded and kept in memory
// for the visit (the cart and wishlist contexts keep them current after that). Public pages carry
// none of it, so a member's public page is byte for byte a guest's and comes from the page lane
// (decision 0022). The parts that change when it arrives keep their size (the badge sits over the
// bag icon, a heart is filled or not, the account link keeps its icon): nothing moves.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
// its type only: the schema's module would bring zod into every page's first load (decision 0029)
import type { VisitorSummary } from "../core/schemas/visitor.ts";
import { callApi } from "./shared/api.ts";

export interface Visitor {
  /** False until the summary answered: until then the page is what everyone gets. */
  known: boolean;
  user: VisitorSummary["user"];
  /** Units in the member's bag as the summary found them (a guest's bag is in local storage). */
  cartCount: number;
  wishlist: readonly string[];
}

export interface VisitorContextValue extends Visitor {
  /** Resolves once the visitor is known (at once after that): a click made before waits for it. */
  whenKnown(): Promise<void>;
}

const VisitorContext = createContext<VisitorContextValue | null>(null);

export function useVisitor(): VisitorContextValue {
  const visitor = useContext(VisitorContext);
  if (!visitor) throw new Error("useVisitor must be used inside <VisitorProvider>");
  return visitor;
}

export interface VisitorProviderProps {
  /**
   * The member the server rendered the page for: null on every public page (they come from the
   * page lane), set on the pages rendered per request (account, checkout, the admin area).
   */
  serverUser: VisitorSummary["user"];
  /**
   * Changes when the root loader ran again (after any form submission: sign-in and sign-out are
   * form actions): the summary is read again then.
   */
  revision: unknown;
  children: ReactNode;
}

const noIds: readonly string[] = [];

export function VisitorProvider({ serverUser, revision, children }: VisitorProviderProps) {
  const [visitor, setVisitor] = useState<Visitor>(() => ({
    known: false,
    user: serverUser,
    cartCount: 0,
    wishlist: noIds,
  }));
  const [arrival] = useState(deferred);
  const serverId = serverUser?.id ?? null;

  // the root loader ran again for someone else (a sign-in or sign-out): follow it at once, so a guest's
  // bag is merged without waiting for the summary, which fills in the count and hearts after
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the server's user id only
  useEffect(() => {
    setVisitor((now) =>
      (now.user?.id ?? null) === serverId ? now : { ...now, user: serverUser, cartCount: 0, wishlist: noIds },
    );
  }, [serverId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the root loader ran again
  useEffect(() => {
    let current = true;
    callApi<VisitorSummary>("GET", "/api/me/summary").then(
      (summary) => {
        // a transition: a part of the page still waiting for its script keeps the server's HTML until it
        // hydrates (an urgent update would draw it again from nothing: a layout shift)
        if (current) startTransition(() => setVisitor({ known: true, ...summary }));
      },
      (error: unknown) => {
        // the page still works as the server drew it: a guest's, or the member it was rendered for
        console.error("who is visiting could not be read", error);
        if (current)
          setVisitor((now) => ({
            ...(now.known ? now : { user: serverUser, cartCount: 0, wishlist: noIds }),
            known: true,
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [revision]);

  // after the frame has drawn the visitor (children's effects run first): a waiting click goes on
  useEffect(() => {
    if (visitor.known) arrival.resolve();
  }, [visitor.known, arrival]);

  const whenKnown = useCallback(() => arrival.promise, [arrival]);
  const value = useMemo<VisitorContextValue>(() => ({ ...visitor, whenKnown }), [visitor, whenKnown]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
