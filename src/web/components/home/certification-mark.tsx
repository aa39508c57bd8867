// The seven certification seals (one symbol per mark in seals.svg: certification-mark.test.ts), drawn as line art on a 48 px grid (a ring of dots around a
// symbol) from one sprite, seals.svg (a fingerprinted asset cached a year), with <use href>: the
// page carries a short reference per seal instead of its shapes (issue 23). They take their colour
// from CSS (currentColor), grey until the badge is shown; the disc's fill comes from
// .certification-mark (home.css), since the page's stylesheets do not reach inside a <use>.
import type { CertificationMark as Mark } from "./home-content.ts";
import sprite from "./seals.svg?url";

export function CertificationMark({ mark, size = 72 }: { mark: Mark; size?: number }) {
  return (
    <svg className="certification-mark" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${mark}`} />
    </svg>
  );
}
