// Toasts: short messages below the header (on phones at the bottom, above the chat button), gone
// after 5 s unless told otherwise (spec section 9), announced politely through one role="status"
// region. Any component calls
//   const toast = useToast();  toast("Added to wishlist!", { tone: "success" });
// A toast is said in the page's language: its English message (or an API answer's `said`, a message
// with its values apart: "Only {stock} left in stock.") through the page's catalogue.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Icon } from "./icon.tsx";
import "../styles/overlays.css";
import type { Said } from "../../core/i18n.ts";
import { useI18n } from "../i18n/i18n.tsx";

export type ToastTone = "success" | "error" | "info";
export type ToastPosition = "top-right" | "top-center";

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it closes (default 5000; the spec uses 3000 for sign-up errors). */
  duration?: number;
  position?: ToastPosition;
  /** A new toast of a group replaces the one showing (the coupon's answers: the latest one stands). */
  group?: string;
}

export interface ToastItem {
  id: number;
  message: string | Said;
  tone: ToastTone;
  duration: number;
  position: ToastPosition;
  group?: string | undefined;
}

export type ShowToast = (message: string | Said, options?: ToastOptions) => void;

export const defaultToastDuration = 5000;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return toast;
}

const toneIcon = { success: "check", error: "info", info: "sparkle" } as const;

/** The toasts after `item` arrives: the same message twice in a row shows once, restarted; a toast of
 * the same group goes; at most four remain. */
export function withToast(current: readonly ToastItem[], item: ToastItem): ToastItem[] {
  const replaced = (other: ToastItem) =>
    sameWords(other.message, item.message) || (item.group !== undefined && other.group === item.group);
  return [...current.filter((other) => !replaced(other)), item].slice(-4);
}

const sameWords = (a: string | Said, b: string | Said) => JSON.stringify(a) === JSON.stringify(b);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // pointer over or focus inside the toasts holds them (WCAG 2.2.1: enough time to read)
  const [held, setHeld] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback<ShowToast>((message, options = {}) => {
    const item: ToastItem = {
      id: nextId.current++,
      message,
      tone: options.tone ?? "success",
      duration: options.duration ?? defaultToastDuration,
      position: options.position ?? "top-right",
      group: options.group,
    };
    setItems((current) => withToast(current, item));
  }, []);

  const positions: ToastPosition[] = ["top-right", "top-center"];
  const { t } = useI18n();

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {/* a named region: what a toast says sits in a landmark like the rest of the page */}
      <section aria-label={t("Notifications")} className="toasts-region">
        {positions.map((position) => (
          <div
            key={position}
            className={`toasts toasts--${position}`}
            role="status"
            aria-live="polite"
            onPointerEnter={() => setHeld(true)}
            onPointerLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
          >
            {items
              .filter((item) => item.position === position)
              .map((item) => (
                <Toast key={item.id} item={item} held={held} onDismiss={dismiss} />
              ))}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ item, held, onDismiss }: { item: ToastItem; held: boolean; onDismiss: (id: number) => void }) {
  const { say, t } = useI18n();
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => onDismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item, held, onDismiss]);
  return (
    <div className={`toast toast--${item.tone}`}>
      <Icon name={toneIcon[item.tone]} size={20} className="toast__icon" />
      <p className="toast__message">{say(item.message)}</p>
      <button type="button" className="toast__close" aria-label={t("Dismiss")} onClick={() => onDismiss(item.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
