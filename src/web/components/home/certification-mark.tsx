// The seven certification seals, drawn as line art on a 48 px grid: a ring of dots around a
// symbol. They take their colour from CSS (currentColor), grey until the badge is shown.
import type { ReactNode } from "react";
import type { CertificationMark as Mark } from "./home-content.ts";

const symbols: Record<Mark, ReactNode> = {
  iso: (
    <>
      <text
        x="24"
        y="22.5"
        textAnchor="middle"
        fontSize="9"
        fontWeight="600"
        letterSpacing="0.5"
        fill="currentColor"
        stroke="none"
      >
        ISO
      </text>
      <text x="24" y="32" textAnchor="middle" fontSize="7.5" fill="currentColor" stroke="none">
        9001
      </text>
    </>
  ),
  gmp: (
    <>
      <text
        x="24"
        y="23"
        textAnchor="middle"
        fontSize="9"
        fontWeight="600"
        letterSpacing="0.5"
        fill="currentColor"
        stroke="none"
      >
        GMP
      </text>
      <path d="m19.5 28 3 3 6-6" />
    </>
  ),
  india: (
    // a lotus
    <>
      <path d="M24 16c3 3 3.5 8 0 13-3.5-5-3-10 0-13z" />
      <path d="M23.6 29c-4.6.4-7.8-2.4-8.6-7 3.4-.2 6.6 1.5 8.6 7z" />
      <path d="M24.4 29c4.6.4 7.8-2.4 8.6-7-3.4-.2-6.6 1.5-8.6 7z" />
      <path d="M16 31.5h16" />
    </>
  ),
  handpicked: (
    // a crystal point with a spark of light
    <>
      <path d="M24 14.5 28 19v12.5h-8V19z" />
      <path d="M20 19h8" />
      <path d="M24 14.5V31.5" />
      <path d="M32 14.5v3M30.5 16h3" />
    </>
  ),
  organic: (
    // a leaf on its stem
    <>
      <path d="M17 31c0-9 5-14.5 14-15 .4 8.6-4.6 14.6-14 15z" />
      <path d="M17 31c3-4.5 6.5-8 10-10" />
    </>
  ),
  handmade: (
    // an open hand holding a heart
    <>
      <path d="M15.5 27.5c2.6-.6 4.7.2 6.3 1.3h4.4c1 0 1 1.6 0 1.6h-4" />
      <path d="M15.5 33.5 18 32l7.5 1.2 7.3-4.4c.9-.5 1.8.6 1 1.3l-6.8 5.2-9.4.4" />
      <path d="M26.5 24.5s-4.5-2.6-4.5-5.5a2.2 2.2 0 0 1 4.5-.9 2.2 2.2 0 0 1 4.5.9c0 2.9-4.5 5.5-4.5 5.5z" />
    </>
  ),
  "cruelty-free": (
    // a rabbit
    <>
      <path d="M21 21.5c-1.4-3.4-1.2-6.4.6-7 1.6-.5 2.6 2.6 2.4 6.4" />
      <path d="M25.5 20.9c.3-3.6 1.7-6.4 3.3-5.9 1.6.6 1.2 3.7-.6 6.9" />
      <path d="M24.5 20.5c3.8 0 6 2.6 6 5.6 0 3.6-2.9 6.4-6.5 6.4s-6.5-2.8-6.5-6.4c0-3 2.6-5.6 7-5.6z" />
      <path d="M22 26v.01M27 26v.01" strokeWidth="2" />
      <path d="M23.5 29h2" />
    </>
  ),
};

/** 24 dots round a circle of radius 21.5: a dash of nothing every 1/24 of the circumference. */
const dotGap = (2 * Math.PI * 21.5) / 24;

export function CertificationMark({ mark, size = 72 }: { mark: Mark; size?: number }) {
  return (
    <svg
      className="certification-mark"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="21.5" strokeWidth="1.8" strokeDasharray={`0 ${dotGap.toFixed(3)}`} />
      <circle cx="24" cy="24" r="18" className="certification-mark__disc" />
      {symbols[mark]}
    </svg>
  );
}
