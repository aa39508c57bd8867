// The shop's icons: inline SVG line icons on a 24 px grid (stroke 1.5, round caps) and the brand
// marks of the chat app and the social networks (filled). Decorative unless given a `label`.
import type { ReactNode } from "react";

const lineIcons = {
  menu: (
    <>
      <path d="M4 7h16" />
      <path d="M4 12h16" />
      <path d="M4 17h10" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </>
  ),
  bag: (
    <>
      <path d="M5.5 8.5h13l-1 11.5h-11z" />
      <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.75" />
      <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
    </>
  ),
  heart: <path d="M12 19.5s-7.5-4.4-7.5-10A4.25 4.25 0 0 1 12 6.9a4.25 4.25 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z" />,
  close: (
    <>
      <path d="m6 6 12 12" />
      <path d="M18 6 6 18" />
    </>
  ),
  trash: (
    <>
      <path d="M4.5 7h15" />
      <path d="M9.5 7V5.5h5V7" />
      <path d="M6.5 7l.8 12.5h9.4l.8-12.5" />
      <path d="M10.25 10.5v5.5" />
      <path d="M13.75 10.5v5.5" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="4" rx="1" />
      <path d="M5.5 13v7h13v-7" />
      <path d="M12 9v11" />
      <path d="M12 9c-1.5-3.5-5.5-3.5-5.5-1.25S9.5 9 12 9z" />
      <path d="M12 9c1.5-3.5 5.5-3.5 5.5-1.25S14.5 9 12 9z" />
    </>
  ),
  "chevron-down": <path d="m6.5 9.5 5.5 5.5 5.5-5.5" />,
  "chevron-up": <path d="m6.5 14.5 5.5-5.5 5.5 5.5" />,
  "chevron-left": <path d="M14.5 6.5 9 12l5.5 5.5" />,
  "chevron-right": <path d="M9.5 6.5 15 12l-5.5 5.5" />,
  "arrow-right": (
    <>
      <path d="M4.5 12h15" />
      <path d="m14 6.5 5.5 5.5-5.5 5.5" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  phone: (
    <path d="M8.2 4.5H5.6A1.6 1.6 0 0 0 4 6.2C4.4 13.6 10.4 19.6 17.8 20a1.6 1.6 0 0 0 1.7-1.6v-2.6l-3.6-1.5-1.8 2.2a11 11 0 0 1-5.6-5.6l2.2-1.8z" />
  ),
  pause: (
    <>
      <path d="M9 6.5v11" />
      <path d="M15 6.5v11" />
    </>
  ),
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5" />
      <path d="M12 7.75v.01" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.75" y="3.75" width="16.5" height="16.5" rx="4.75" />
      <circle cx="12" cy="12" r="3.9" />
      <path d="M16.9 7.1v.01" strokeWidth="2.2" />
    </>
  ),
  plus: (
    <>
      <path d="M12 5.5v13" />
      <path d="M5.5 12h13" />
    </>
  ),
  minus: <path d="M5.5 12h13" />,
  truck: (
    <>
      <path d="M3.5 6.5h10v9.5h-10z" />
      <path d="M13.5 9.5h3.6l3.4 3.6v2.9h-7" />
      <circle cx="7.5" cy="17.5" r="1.75" />
      <circle cx="16.5" cy="17.5" r="1.75" />
    </>
  ),
  return: (
    <>
      <path d="M9 8.5H15a4.5 4.5 0 0 1 0 9h-5" />
      <path d="m11.5 5-3.5 3.5 3.5 3.5" />
    </>
  ),
  hand: (
    <path d="M8 12.5V6.75a1.25 1.25 0 0 1 2.5 0V11m0-5.5V5.25a1.25 1.25 0 0 1 2.5 0V11m0-4.25a1.25 1.25 0 0 1 2.5 0V11.5m0-2.75a1.25 1.25 0 0 1 2.5 0v4.75a6.5 6.5 0 0 1-6.5 6.5h-.4a6 6 0 0 1-4.6-2.2L4.6 14.6a1.3 1.3 0 0 1 2-1.7L8 14.5" />
  ),
  upload: (
    <>
      <path d="M12 15.5v-10" />
      <path d="m7.5 9.5 4.5-4.5 4.5 4.5" />
      <path d="M5 15.5v2.5a1.5 1.5 0 0 0 1.5 1.5h11a1.5 1.5 0 0 0 1.5-1.5v-2.5" />
    </>
  ),
  sparkle: (
    <path d="M12 3.5c.6 4.3 2.2 5.9 6.5 6.5-4.3.6-5.9 2.2-6.5 6.5-.6-4.3-2.2-5.9-6.5-6.5 4.3-.6 5.9-2.2 6.5-6.5z" />
  ),
  "map-pin": (
    <>
      <path d="M12 20.5s-6.25-5.4-6.25-10.6a6.25 6.25 0 0 1 12.5 0c0 5.2-6.25 10.6-6.25 10.6z" />
      <circle cx="12" cy="9.9" r="2.3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const filledIcons = {
  "heart-filled": (
    <path d="M12 19.5s-7.5-4.4-7.5-10A4.25 4.25 0 0 1 12 6.9a4.25 4.25 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z" />
  ),
  star: <path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />,
  whatsapp: (
    <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.2c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.8 7.8 0 1 1 12 19.7zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.4 6.4 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.2.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1s.2-1 .1-1.1l-.4-.2z" />
  ),
  facebook: (
    <path d="M13.4 21v-7.8h2.6l.4-3.1h-3V8.2c0-.9.3-1.5 1.5-1.5h1.6V4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3.1h2.6V21z" />
  ),
  linkedin: (
    <path d="M6.9 8.8H3.6V20h3.3zM5.3 3.5a1.9 1.9 0 1 0 0 3.9 1.9 1.9 0 0 0 0-3.9zM20.4 13.6c0-3-1.6-5.1-4.5-5.1a3.9 3.9 0 0 0-3.5 1.9V8.8H9.2V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.3z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof lineIcons | keyof typeof filledIcons;

export interface IconProps {
  name: IconName;
  /** Rendered width and height in px (default 24). */
  size?: number;
  /** Text for screen readers; without it the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const filled = name in filledIcons;
  const shape = filled ? filledIcons[name as keyof typeof filledIcons] : lineIcons[name as keyof typeof lineIcons];
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={filled ? undefined : 1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {shape}
    </svg>
  );
}
