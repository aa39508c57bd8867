// Three line icons only the listing's phone bar uses (sort, price, filter), drawn like the shop's
// icon set (components/icon.tsx): 24 px grid, 1.5 stroke, round caps. Always decorative.
const glyphs = {
  sort: (
    <>
      <path d="M7.5 5v14" />
      <path d="m4 8.5 3.5-3.5L11 8.5" />
      <path d="M16.5 19V5" />
      <path d="m13 15.5 3.5 3.5 3.5-3.5" />
    </>
  ),
  rupee: (
    <>
      <path d="M7 5h10" />
      <path d="M7 9.5h10" />
      <path d="M7 5h3.5a4.25 4.25 0 0 1 0 8.5H7l7.5 6" />
    </>
  ),
  filter: (
    <>
      <path d="M4 7h10" />
      <path d="M18 7h2" />
      <circle cx="16" cy="7" r="2" />
      <path d="M4 17h2" />
      <path d="M10 17h10" />
      <circle cx="8" cy="17" r="2" />
    </>
  ),
};

export type ShopGlyphName = keyof typeof glyphs;

export function ShopGlyph({ name, size = 20 }: { name: ShopGlyphName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[name]}
    </svg>
  );
}
