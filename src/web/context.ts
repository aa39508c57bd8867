// What the server hands every loader and action (see src/server/http/web-services.ts). Only
// types cross from the server into the web app; server code never lands in a bundle.
import type { ClientInfo } from "../server/http/sessions.ts";
import type { WebServices } from "../server/http/web-services.ts";

export interface ShopUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "admin";
  /** An admin who must set up two-factor sign-in first (the server's permissions.ts decides). */
  twoFactorSetUpRequired?: boolean;
}

declare module "react-router" {
  interface AppLoadContext {
    services: WebServices;
    user: ShopUser | null;
    nonce: string;
    /** The caller's IP, user agent and session (for the accounts services' limits and sign-out). */
    client: ClientInfo;
    /** Render the whole page before answering, no streaming (the page cache: page-lane.ts). */
    wholePage?: boolean;
  }
}
