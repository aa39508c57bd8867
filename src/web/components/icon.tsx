// The shop's icons: line icons on a 24 px grid (stroke 1.5, round caps) and the brand marks of the
// chat app and the social networks (filled), drawn from one sprite (icons.svg, a fingerprinted
// asset cached a year) with <use href>, so a page carries a short reference per icon instead of
// its shapes. The icon's colour is the text colour. Decorative unless given a `label`.
import sprite from "./icons.svg?url";

/** Every symbol in icons.svg (a test checks the two agree). */
export const iconNames = [
  "menu",
  "search",
  "bag",
  "user",
  "heart",
  "close",
  "trash",
  "gift",
  "chevron-down",
  "chevron-up",
  "chevron-left",
  "chevron-right",
  "arrow-right",
  "mail",
  "phone",
  "pause",
  "play",
  "check",
  "info",
  "instagram",
  "plus",
  "minus",
  "truck",
  "return",
  "hand",
  "upload",
  "sparkle",
  "map-pin",
  "heart-filled",
  "star",
  "whatsapp",
  "facebook",
  "linkedin",
  "youtube",
] as const;

export type IconName = (typeof iconNames)[number];

export interface IconProps {
  name: IconName;
  /** Rendered width and height in px (default 24). */
  size?: number;
  /** Text for screen readers; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
