// Small still lifes for the four parent categories (BRAND.md "Imagery": crystal silhouettes with
// soft inner light, beads in a ring, a candle, soaps), drawn in SVG with the brand's colours so
// banners and tiles need no photograph. Decorative: always aria-hidden.
import { useId } from "react";
import type { ParentSlug } from "../../core/catalogue.ts";
import "../styles/art.css";

export interface CategoryArtProps {
  slug: ParentSlug;
  className?: string;
}

export function CategoryArt({ slug, className }: CategoryArtProps) {
  // ids inside one SVG document must be unique per instance
  const id = `art${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const classes = ["category-art", `category-art--${slug}`, className].filter(Boolean).join(" ");
  return (
    <svg className={classes} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" className="category-art__light" />
          <stop offset="1" className="category-art__deep" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" className="category-art__glow" />
          <stop offset="1" className="category-art__glow category-art__glow--fade" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="96" r="84" fill={`url(#${id}-glow)`} />
      <ellipse cx="100" cy="172" rx="58" ry="7" className="category-art__shadow" />
      {slug === "divine-crystals" && <CrystalCluster fill={`url(#${id}-body)`} />}
      {slug === "aura-jewels" && <BeadRing fill={`url(#${id}-body)`} />}
      {slug === "sacred-rituals" && <Candle fill={`url(#${id}-body)`} />}
      {slug === "skin-care" && <Soaps fill={`url(#${id}-body)`} />}
    </svg>
  );
}

function Crystal({
  x,
  height,
  width,
  fill,
  tilt,
}: {
  x: number;
  height: number;
  width: number;
  fill: string;
  tilt: number;
}) {
  const base = 170;
  const half = width / 2;
  const shoulder = base - height + width * 0.9;
  const tip = base - height;
  return (
    <g transform={`rotate(${tilt} ${x} ${base})`}>
      <path
        d={`M${x} ${tip} L${x + half} ${shoulder} L${x + half} ${base} L${x - half} ${base} L${x - half} ${shoulder} Z`}
        fill={fill}
      />
      <path
        d={`M${x} ${tip} L${x} ${base} L${x - half} ${base} L${x - half} ${shoulder} Z`}
        className="category-art__facet"
      />
      <path d={`M${x} ${tip} L${x + half} ${shoulder} L${x} ${shoulder + 8} Z`} className="category-art__shine" />
    </g>
  );
}

function CrystalCluster({ fill }: { fill: string }) {
  return (
    <g>
      <Crystal x={70} height={84} width={30} fill={fill} tilt={-20} />
      <Crystal x={132} height={92} width={32} fill={fill} tilt={18} />
      <Crystal x={100} height={134} width={40} fill={fill} tilt={0} />
    </g>
  );
}

function BeadRing({ fill }: { fill: string }) {
  const beads = Array.from({ length: 18 }, (_, index) => {
    const angle = (index / 18) * Math.PI * 2;
    return { cx: 100 + Math.cos(angle) * 54, cy: 98 + Math.sin(angle) * 54 };
  });
  return (
    <g>
      <circle cx="100" cy="98" r="54" className="category-art__thread" />
      {beads.map((bead) => (
        <g key={`${bead.cx.toFixed(1)}-${bead.cy.toFixed(1)}`}>
          <circle cx={bead.cx} cy={bead.cy} r="10.5" fill={fill} />
          <circle cx={bead.cx - 3.5} cy={bead.cy - 3.5} r="3" className="category-art__shine" />
        </g>
      ))}
      <path d="M100 158 L110 170 L100 186 L90 170 Z" fill={fill} />
      <path d="M100 158 L100 186 L90 170 Z" className="category-art__facet" />
    </g>
  );
}

function Candle({ fill }: { fill: string }) {
  return (
    <g>
      <circle cx="100" cy="58" r="20" className="category-art__flame-glow" />
      <path d="M100 36 C109 50 111 60 100 71 C89 60 91 50 100 36 Z" className="category-art__flame" />
      <path d="M100 71 V80" className="category-art__wick" />
      <rect x="68" y="80" width="64" height="90" rx="10" fill={fill} />
      <rect x="68" y="80" width="22" height="90" rx="10" className="category-art__facet" />
      <path d="M68 92 C84 98 116 98 132 92" className="category-art__rim" />
    </g>
  );
}

function Soaps({ fill }: { fill: string }) {
  return (
    <g>
      <g transform="rotate(-6 100 140)">
        <rect x="46" y="122" width="108" height="46" rx="14" fill={fill} />
        <rect x="46" y="122" width="108" height="14" rx="7" className="category-art__shine" />
      </g>
      <g transform="rotate(5 104 100)">
        <rect x="58" y="84" width="92" height="40" rx="13" fill={fill} />
        <rect x="58" y="84" width="30" height="40" rx="13" className="category-art__facet" />
      </g>
      <path d="M128 60 C138 44 156 42 164 46 C158 60 144 66 128 60 Z" className="category-art__leaf" />
      <path d="M120 74 C124 66 128 62 134 58" className="category-art__stem" />
      <circle cx="62" cy="62" r="7" className="category-art__bubble" />
      <circle cx="78" cy="48" r="4" className="category-art__bubble" />
    </g>
  );
}
