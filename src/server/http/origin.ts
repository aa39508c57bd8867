// The shop's own absolute address, in one place: PUBLIC_URL when set, else the address the server
// listens on (host and actual port), else the configured host and port. Never the request's Host
// header, which the caller writes: a forged one would reach mail links, canonical links, the
// sitemap and, through the page cache, every visitor.
import type { AddressInfo } from "node:net";
import type { Config } from "../config.ts";

/** The shop's absolute origin, without a trailing slash, from the configuration alone. */
export function configuredOrigin(config: Pick<Config, "publicUrl" | "host" | "port">): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return originOf(config.host, config.port);
}

/** http://host:port of a listening server; an "any address" host is reached as localhost. */
export function listeningUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === "string") return undefined;
  return originOf(address.address, address.port);
}

/** The origin links should use now: PUBLIC_URL, else where the server listens, else the configuration. */
export function shopOrigin(ctx: {
  config: Pick<Config, "publicUrl" | "host" | "port">;
  listeningUrl?: string;
}): string {
  if (ctx.config.publicUrl) return new URL(ctx.config.publicUrl).origin;
  return ctx.listeningUrl ?? configuredOrigin(ctx.config);
}

function originOf(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::";
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}${port === 80 ? "" : `:${port}`}`;
}
