// A panel that slides in from the left (the side menu) or the right (the cart), built on the native
// modal <dialog>: the page behind is inert and scroll-locked, Tab stays inside, Escape and a click
// on the backdrop close it, and focus returns to whatever opened it. Its inside is drawn the first
// time it opens (only JavaScript opens a drawer): a page's HTML carries the closed <dialog> and its
// name, not the menu, bag or form inside (issue 23: lighter pages).
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { IconButton } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { lockScroll } from "./scroll-lock.ts";
import "../styles/overlays.css";

export interface DrawerProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop; the owner sets `open` false. */
  onClose: () => void;
  /** The edge it comes from (default "right"). */
  side?: "left" | "right";
  /** The drawer's name, shown as its heading and read by screen readers. */
  title: string;
  /** Replaces the visible heading (e.g. the logo); `title` still names the dialog. */
  heading?: ReactNode;
  /** Pinned under the scrolling body (totals, a checkout button, account links). */
  footer?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function Drawer({
  open,
  onClose,
  side = "right",
  title,
  heading,
  footer,
  children,
  id,
  className,
}: DrawerProps) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // drawn from the first opening on, so closing still slides the drawer out with its content
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape: the dialog would close itself; let the owner's state decide instead
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, []);

  function onBackdropClick(event: React.MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // a click on the backdrop mirrors Escape, which the dialog's cancel event handles
    <dialog
      ref={dialogRef}
      id={id}
      className={["drawer", `drawer--${side}`, className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      aria-modal="true"
      onClick={onBackdropClick}
      onKeyDown={keepFocusInside}
    >
      <div className="drawer__header">
        <h2 className={heading ? "visually-hidden" : "drawer__title"} id={titleId}>
          {title}
        </h2>
        {drawn && heading}
        {drawn && (
          <IconButton
            className="drawer__close"
            icon={<Icon name="close" />}
            label={t("Close {title}", { title: title.toLowerCase() })}
            onClick={onClose}
          />
        )}
      </div>
      <div className="drawer__body">{drawn && children}</div>
      {footer && <div className="drawer__footer">{drawn && footer}</div>}
    </dialog>
  );
}
