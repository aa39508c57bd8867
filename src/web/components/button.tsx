// Pill buttons: one look for actions (<Button>) and for links that read as actions (<ButtonLink>).
// A busy button keeps its width, shows the spec's busy text ("Processing...") and ignores clicks.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import "../styles/controls.css";

export type ButtonVariant = "primary" | "secondary" | "quiet";
export type ButtonSize = "md" | "sm";

interface Look {
  /** primary: amethyst fill; secondary: outlined; quiet: text only (default primary). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the whole width of the container. */
  fullWidth?: boolean;
}

function buttonClass({ variant = "primary", size = "md", fullWidth }: Look, extra?: string): string {
  return ["button", `button--${variant}`, size === "sm" && "button--sm", fullWidth && "button--full", extra]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled, marked aria-busy and shows `busyText`. */
  busy?: boolean;
  /** Text shown while busy, e.g. "Processing..." (default: the children stay). */
  busyText?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyText,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {busy && busyText ? busyText : children}
    </button>
  );
}

export interface ButtonLinkProps extends Look, LinkProps {}

export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass({ variant, size, fullWidth }, className)} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** The icon, usually <Icon name="..." />. */
  icon: ReactNode;
  /** What the button does, read by screen readers ("Open menu"). */
  label: string;
}

/** A round 44 px button holding one icon. */
export function IconButton({ icon, label, className, type = "button", ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} className={className ? `icon-button ${className}` : "icon-button"} aria-label={label}>
      {icon}
    </button>
  );
}
