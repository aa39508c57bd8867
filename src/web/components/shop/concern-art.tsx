// The Shop by Concern tiles' artwork (spec: 22 concern images): one line drawing per concern on a
// 48 px grid, in the shop's icon style, set on a soft gradient by the tile. A concern the shop
// adds later gets the sparkle. Decorative: the tile's text names the concern.
import type { ReactNode } from "react";

const sparkle = (
  <path d="M24 6c1.6 10.5 5.5 14.4 16 16-10.5 1.6-14.4 5.5-16 16-1.6-10.5-5.5-14.4-16-16 10.5-1.6 14.4-5.5 16-16z" />
);
const heart = "M12 19.5s-7.5-4.4-7.5-10A4.25 4.25 0 0 1 12 6.9a4.25 4.25 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z";

const drawings: Record<string, ReactNode> = {
  "stress & anxiety": (
    <>
      <path d="M6 17c3-3 6-3 9 0s6 3 9 0 6-3 9 0 6 3 9 0" />
      <path d="M6 25c3-3 6-3 9 0s6 3 9 0 6-3 9 0 6 3 9 0" />
      <path d="M6 33c3-3 6-3 9 0s6 3 9 0 6-3 9 0 6 3 9 0" />
    </>
  ),
  sleep: (
    <>
      <path d="M28 8a16 16 0 1 0 12 26A13 13 0 0 1 28 8z" />
      <path d="M37 8v5M34.5 10.5h5" />
      <path d="M42 17v3M40.5 18.5h3" />
    </>
  ),
  "love & relationships": (
    <>
      <path d={heart} transform="translate(2 7) scale(1.45)" />
      <path d={heart} transform="translate(16 4) scale(1.45)" />
    </>
  ),
  "wealth & abundance": (
    <>
      <ellipse cx="24" cy="12" rx="11" ry="4" />
      <path d="M13 12v6c0 2.2 4.9 4 11 4s11-1.8 11-4v-6" />
      <path d="M13 18v6c0 2.2 4.9 4 11 4s11-1.8 11-4v-6" />
      <path d="M13 24v6c0 2.2 4.9 4 11 4s11-1.8 11-4v-6" />
      <path d="M13 30v6c0 2.2 4.9 4 11 4s11-1.8 11-4v-6" />
    </>
  ),
  "career success": (
    <>
      <rect x="9" y="29" width="7" height="11" rx="1.5" />
      <rect x="20.5" y="22" width="7" height="18" rx="1.5" />
      <rect x="32" y="15" width="7" height="25" rx="1.5" />
      <path d="M8 21 20 12l6 4 13-9" />
      <path d="M33 7h6v6" />
    </>
  ),
  protection: (
    <>
      <path d="M24 6 10 11.5V22c0 9.5 6 16.5 14 20 8-3.5 14-10.5 14-20V11.5z" />
      <path d="m17.5 24 4.5 4.5 8.5-9" />
    </>
  ),
  "health & healing": (
    <>
      <path d="M10 38C10 20 20 10 38 10c0 18-10 28-28 28z" />
      <path d="M10 38 28 20" />
      <path d="M20 28h7M24 24v-6" />
    </>
  ),
  confidence: (
    <>
      <circle cx="24" cy="24" r="7.5" />
      <path d="M36 24h5M24 36v5M12 24H7M24 12V7M32.5 32.5l3.5 3.5M15.5 32.5 12 36M15.5 15.5 12 12M32.5 15.5 36 12" />
    </>
  ),
  "focus & clarity": (
    <>
      <circle cx="22" cy="26" r="14" />
      <circle cx="22" cy="26" r="8" />
      <circle cx="22" cy="26" r="2.5" />
      <path d="m22 26 17-17" />
      <path d="M34 9h5v5" />
    </>
  ),
  "emotional balance": (
    <>
      <path d="M24 8v30M16 39h16M9 14h30" />
      <path d="M9 14 5 26M9 14l4 12M5 26h8a4 4 0 0 1-8 0z" />
      <path d="M39 14l-4 12M39 14l4 12M35 26h8a4 4 0 0 1-8 0z" />
      <circle cx="24" cy="8" r="2" />
    </>
  ),
  "negative energy": (
    <>
      <path d="M16 40c-4-5 4-9 0-14s4-9 0-14" />
      <path d="M24 40c-4-5 4-9 0-14s4-9 0-14s4-6 0-6" />
      <path d="M32 40c-4-5 4-9 0-14s4-9 0-14" />
    </>
  ),
  "good luck": (
    <>
      <circle cx="18.5" cy="17.5" r="6.5" />
      <circle cx="29.5" cy="17.5" r="6.5" />
      <circle cx="18.5" cy="28.5" r="6.5" />
      <circle cx="29.5" cy="28.5" r="6.5" />
      <path d="M30 30c4 4 7 8 8 12" />
    </>
  ),
  creativity: (
    <>
      <path d="M18.5 31C15.5 28.5 13 25 13 20.5a11 11 0 0 1 22 0c0 4.5-2.5 8-5.5 10.5V35h-11z" />
      <path d="M19 39h10M21.5 43h5" />
      <path d="M24 35v-8l-3-3M24 27l3-3" />
    </>
  ),
  communication: (
    <>
      <path d="M8 8h20a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H16l-6 5v-5H8a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3z" />
      <path d="M35 17h5a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3h-2v5l-6-5H22a3 3 0 0 1-3-3v-2" />
    </>
  ),
  grounding: (
    <>
      <path d="M4 38 17 17l8 12 5-7 14 16z" />
      <path d="M13 23.5 17 26l4-3" />
      <path d="M8 42h32" />
    </>
  ),
  "spiritual growth": (
    <>
      <path d="M24 9c5.5 5 6.5 14 0 25-6.5-11-5.5-20 0-25z" />
      <path d="M24 34c-3.5-8-9.5-13-17-13 0 8 7 13 17 13z" />
      <path d="M24 34c3.5-8 9.5-13 17-13 0 8-7 13-17 13z" />
      <path d="M10 39h28" />
    </>
  ),
  "self love": (
    <>
      <path d={heart} transform="translate(4 6) scale(1.6)" />
      <path d="M38 5c.5 3.5 1.8 4.8 5.3 5.3-3.5.5-4.8 1.8-5.3 5.3-.5-3.5-1.8-4.8-5.3-5.3 3.5-.5 4.8-1.8 5.3-5.3z" />
    </>
  ),
  "dry skin": (
    <>
      <path d="M24 6c6 9 12 15 12 22a12 12 0 0 1-24 0c0-7 6-13 12-22z" />
      <path d="M18 29a6 6 0 0 0 6 6" />
    </>
  ),
  "acne & blemishes": (
    <>
      <rect x="6" y="22" width="28" height="17" rx="7" />
      <path d="M11 28h12" />
      <circle cx="36" cy="13" r="4.5" />
      <circle cx="27" cy="10" r="2.5" />
      <circle cx="41" cy="24" r="2.5" />
    </>
  ),
  "natural glow": (
    <>
      {sparkle}
      <path d="M38 31c.5 3.5 1.8 4.8 5.3 5.3-3.5.5-4.8 1.8-5.3 5.3-.5-3.5-1.8-4.8-5.3-5.3 3.5-.5 4.8-1.8 5.3-5.3z" />
    </>
  ),
  "tan removal": (
    <>
      <path d="M12 32a12 12 0 0 1 24 0" />
      <path d="M5 32h38M24 14V8M12.5 20.5 8.5 16.5M35.5 20.5l4-4M14 38h20M19 43h10" />
    </>
  ),
  "sensitive skin": (
    <>
      <path d="M38 8c-16 1-24 12-24 28 14 0 23-11 24-28z" />
      <path d="M9 41 31 17" />
      <path d="M20 30h8M24 25.5h8" />
    </>
  ),
};

export function ConcernArt({ concern, className }: { concern: string; className?: string }) {
  const drawing = drawings[concern.trim().toLowerCase()] ?? sparkle;
  return (
    <svg
      className={className ? `concern-art ${className}` : "concern-art"}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}
