// The gift box every order ships in: kraft box, a ribbon in the parent category's colour and a
// small Sattva tag. One image per parent category, shown in each product's gallery.
import { darken, lighten } from "./colour.ts";
import { shotHeight, shotWidth } from "./shots.ts";
import { shadow, studio } from "./studio.ts";
import { Drawing, round } from "./svg.ts";

export function drawGiftBox(ribbon: string): string {
  const d = new Drawing();
  studio(d);
  const cx = 400;
  const baseY = 780;
  const width = 480;
  const height = 220;
  const depth = 150;
  const half = width / 2;
  const skew = 70;
  const frontTop = baseY - height;
  const backY = frontTop - depth;
  shadow(d, cx + skew * 0.5, baseY + 6, half * 1.3, 40, 0.4);
  const kraft = "#C9A27A";
  d.add(
    // right side
    `<path d="M${cx + half} ${frontTop} L${cx + half + skew} ${backY} L${cx + half + skew} ${backY + height} L${cx + half} ${baseY}Z" fill="${darken(kraft, 0.25)}"/>`,
    // front
    `<rect x="${cx - half}" y="${frontTop}" width="${width}" height="${height}" fill="${d.linear([
      [0, kraft],
      [1, darken(kraft, 0.12)],
    ])}"/>`,
    // lid top
    `<path d="M${cx - half} ${frontTop} L${cx + half} ${frontTop} L${cx + half + skew} ${backY} L${cx - half + skew} ${backY}Z" fill="${lighten(kraft, 0.12)}"/>`,
    // lid edge
    `<rect x="${cx - half}" y="${frontTop}" width="${width}" height="40" fill="${lighten(kraft, 0.04)}"/>`,
    `<path d="M${cx + half} ${frontTop} L${cx + half + skew} ${backY} L${cx + half + skew} ${backY + 40} L${cx + half} ${frontTop + 40}Z" fill="${darken(kraft, 0.15)}"/>`,
  );
  // ribbon across front and top, and a bow
  const band = 46;
  const ribbonFill = d.linear([
    [0, lighten(ribbon, 0.15)],
    [1, darken(ribbon, 0.15)],
  ]);
  d.add(
    `<rect x="${cx - band / 2}" y="${frontTop}" width="${band}" height="${height}" fill="${ribbonFill}"/>`,
    `<path d="M${cx - band / 2} ${frontTop} L${cx + band / 2} ${frontTop} L${cx + band / 2 + skew} ${backY} L${cx - band / 2 + skew} ${backY}Z" fill="${lighten(ribbon, 0.1)}"/>`,
    `<path d="M${cx - half + skew * 0.5} ${round((frontTop + backY) / 2 - 14)} L${cx + half + skew * 0.5} ${round((frontTop + backY) / 2 - 14)} L${cx + half + skew * 0.5} ${round((frontTop + backY) / 2 + 14)} L${cx - half + skew * 0.5} ${round((frontTop + backY) / 2 + 14)}Z" fill="${lighten(ribbon, 0.05)}"/>`,
  );
  const bx = cx + skew * 0.5;
  const by = (frontTop + backY) / 2;
  d.add(
    `<path d="M${bx} ${by} C${bx - 90} ${by - 80} ${bx - 120} ${by + 10} ${bx} ${by}Z" fill="${ribbon}"/>`,
    `<path d="M${bx} ${by} C${bx + 90} ${by - 80} ${bx + 120} ${by + 10} ${bx} ${by}Z" fill="${darken(ribbon, 0.08)}"/>`,
    `<path d="M${bx} ${by} L${bx - 40} ${by + 70} L${bx - 20} ${by + 66} Z" fill="${darken(ribbon, 0.15)}"/>`,
    `<path d="M${bx} ${by} L${bx + 36} ${by + 74} L${bx + 16} ${by + 70} Z" fill="${darken(ribbon, 0.2)}"/>`,
    `<ellipse cx="${bx}" cy="${by}" rx="16" ry="12" fill="${lighten(ribbon, 0.1)}"/>`,
  );
  // tag on a string
  d.add(
    `<path d="M${cx - 100} ${frontTop + 70} Q${cx - 150} ${frontTop + 110} ${cx - 160} ${frontTop + 140}" fill="none" stroke="#8A6A4A" stroke-width="2"/>`,
    `<rect x="${cx - 230}" y="${frontTop + 136}" width="140" height="66" rx="8" fill="#FBF8F3" transform="rotate(-8 ${cx - 160} ${frontTop + 170})"/>`,
    `<text x="${cx - 160}" y="${frontTop + 178}" text-anchor="middle" font-family="serif" font-size="24" letter-spacing="4" fill="#1F1B24" transform="rotate(-8 ${cx - 160} ${frontTop + 170})">SATTVA</text>`,
  );
  return d.toSvg(shotWidth, shotHeight);
}
