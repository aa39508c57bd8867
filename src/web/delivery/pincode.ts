// The browser's side of the delivery promise: GET /api/pincode/{pincode} (answers kept for the
// page's life), and the PIN code the shopper checked, remembered for the visit (sessionStorage) so
// the product page, the cart and the checkout all answer for it without asking again.
import { useCallback, useEffect, useRef, useState } from "react";
import { formatLongDate } from "../../core/dates.ts";
import {
  type DeliveryWindow,
  deliveryMessages,
  deliveryPromise,
  type PincodeAnswer,
  pincodePattern,
} from "../../core/delivery.ts";
import type { Language, MessageValues } from "../../core/i18n.ts";
import { ApiError, callApi } from "../shared/api.ts";

const answers = new Map<string, Promise<PincodeAnswer>>();

/** The shop's answer for a PIN code; rejects with the message to show. */
export function lookupPincode(pincode: string): Promise<PincodeAnswer> {
  if (!pincodePattern.test(pincode)) return Promise.reject(new Error(deliveryMessages.pincode));
  let answer = answers.get(pincode);
  if (!answer) {
    answer = callApi<PincodeAnswer>("GET", `/api/pincode/${pincode}`);
    answers.set(pincode, answer);
    // a failure (offline) may be asked again; a 404 is an answer
    answer.catch((error) => {
      if (!(error instanceof ApiError) || error.status !== 404) answers.delete(pincode);
    });
  }
  return answer;
}

const storageKey = "sattva.pincode";
const listeners = new Set<(pincode: string) => void>();

export function rememberedPincode(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}

/** Remembers the PIN code for the visit and tells every check on the page. */
export function rememberPincode(pincode: string) {
  try {
    sessionStorage.setItem(storageKey, pincode);
  } catch {
    // private mode: remembered for this page only
  }
  for (const listener of listeners) listener(pincode);
}

export type PincodeCheck =
  | { state: "idle" }
  | { state: "checking"; pincode: string }
  | { state: "answered"; pincode: string; answer: PincodeAnswer }
  | { state: "failed"; pincode: string; message: string };

type Translate = (english: string, values?: MessageValues) => string;

/**
 * The promise in the page's language: English "Delivered by Thu, 27 Nov – Sat, 29 Nov" as before; on a
 * Hindi page its long dates, "Delivered by 26 जनवरी 2025 – 28 जनवरी 2025" in Hindi's words.
 */
export function promiseIn(window: DeliveryWindow, language: Language, t: Translate): string {
  if (language === "en") return deliveryPromise(window);
  return window.from === window.to
    ? t("Delivered by {date}", { date: formatLongDate(window.to, language) })
    : t("Delivered by {from} – {to}", {
        from: formatLongDate(window.from, language),
        to: formatLongDate(window.to, language),
      });
}

/** The delivery promise's words for an answer, in the page's language: "Delivered by …", or why not. */
export function promiseWords(answer: PincodeAnswer, language: Language = "en", t: Translate = (english) => english) {
  if (!answer.serviceable || !answer.delivery) return t(answer.reason ?? deliveryMessages.notServiceable);
  return promiseIn(answer.delivery, language, t);
}

/** Checks a PIN code, and follows the one remembered for the visit (checked elsewhere on the page too). */
export function usePincodeCheck() {
  const [check, setCheck] = useState<PincodeCheck>({ state: "idle" });

  const run = useCallback(async (pincode: string, remember = true) => {
    setCheck({ state: "checking", pincode });
    try {
      const answer = await lookupPincode(pincode);
      setCheck({ state: "answered", pincode, answer });
      if (remember && rememberedPincode() !== pincode) rememberPincode(pincode);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : deliveryMessages.unknown;
      setCheck({ state: "failed", pincode, message });
    }
  }, []);

  useEffect(() => {
    const follow = (pincode: string) => void run(pincode, false);
    const known = rememberedPincode();
    if (known) follow(known);
    listeners.add(follow);
    return () => {
      listeners.delete(follow);
    };
  }, [run]);

  return { check, run };
}

/** A state the PIN code serves: the one the shopper chose when it is one of them, else its own. */
export function stateFor(answer: PincodeAnswer, chosen: string): string {
  const served = [answer.state, ...answer.otherStates.map((other) => other.state)];
  return served.includes(chosen) ? chosen : answer.state;
}

/**
 * An address form's PIN code, looked up as it is typed: `onPlace` fills city and state from the
 * answer, `onFailure` shows why the PIN code will not do. Answers the place (null until known).
 */
export function usePincodePlace(
  pincode: string,
  onPlace: (answer: PincodeAnswer) => void,
  onFailure: (message: string) => void,
): PincodeAnswer | null {
  const [place, setPlace] = useState<PincodeAnswer | null>(null);
  const handlers = useRef({ onPlace, onFailure });
  handlers.current = { onPlace, onFailure };
  useEffect(() => {
    setPlace(null);
    if (!pincodePattern.test(pincode)) return;
    let current = true;
    lookupPincode(pincode).then(
      (answer) => {
        if (!current) return;
        setPlace(answer);
        handlers.current.onPlace(answer);
      },
      (error: unknown) => {
        if (!current) return;
        handlers.current.onFailure(error instanceof Error && error.message ? error.message : deliveryMessages.unknown);
      },
    );
    return () => {
      current = false;
    };
  }, [pincode]);
  return place;
}
