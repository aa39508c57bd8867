// The browser's calls to the cart and wishlist API: JSON in and out, the session cookie along, and
// failures as one error type carrying the server's message (or that there was no answer at all).
import { cartMessages } from "../../core/cart.ts";
import type { Said } from "../../core/i18n.ts";

export class ApiError extends Error {
  constructor(
    message: string,
    /** 0 when no answer came (offline, server down). */
    readonly status: number,
    readonly code?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The request never got an answer. */
  get network(): boolean {
    return this.status === 0;
  }
}

/**
 * What a failed answer said with its values apart (`said`: a message with numbers, core/i18n.ts), for
 * the page to say in its language; else the answer's English message.
 */
export function saidOf(error: unknown): string | Said | null {
  if (!(error instanceof Error) || !error.message) return null;
  const said = error instanceof ApiError ? error.details.said : undefined;
  return isSaid(said) ? said : error.message;
}

/** A `said` as answers carry it: a message (its values, if any, are the server's strings and numbers). */
export function isSaid(value: unknown): value is Said {
  return typeof (value as Said | undefined)?.message === "string";
}

export async function callApi<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(cartMessages.network, 0);
  }
  const answer = (await response.json().catch(() => null)) as { error?: Record<string, unknown> } | null;
  if (!response.ok) {
    const error = answer?.error ?? {};
    const message = typeof error.message === "string" ? error.message : cartMessages.serverError;
    throw new ApiError(message, response.status, typeof error.code === "string" ? error.code : undefined, error);
  }
  return answer as T;
}
