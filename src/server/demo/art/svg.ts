// A small SVG writer for the demo images: gradients and clip paths get unique ids, shapes are
// appended in paint order, and every drawing shares one 800 × 1000 (4:5) coordinate space.

export const frameWidth = 800;
export const frameHeight = 1000;

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? "" : ` stop-opacity="${round(opacity)}"`;
      return `<stop offset="${round(offset)}" stop-color="${color}"${alpha}/>`;
    })
    .join("");
}

export function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  /** userSpaceOnUse coordinates instead of the shape's bounding box. */
  user?: boolean;
  transform?: string;
}

export interface LinearOptions {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
  transform?: string;
}

export class Drawing {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  id(prefix = "d"): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  def(markup: string): this {
    this.defs.push(markup);
    return this;
  }

  /** A radial gradient; returns `url(#id)`. Identical gradients are written once. */
  radial(stops: readonly Stop[], options: RadialOptions = {}): string {
    const attributes = [
      options.cx === undefined ? "" : ` cx="${round(options.cx)}"`,
      options.cy === undefined ? "" : ` cy="${round(options.cy)}"`,
      options.r === undefined ? "" : ` r="${round(options.r)}"`,
      options.fx === undefined ? "" : ` fx="${round(options.fx)}"`,
      options.fy === undefined ? "" : ` fy="${round(options.fy)}"`,
      options.user ? ` gradientUnits="userSpaceOnUse"` : "",
      options.transform ? ` gradientTransform="${options.transform}"` : "",
    ].join("");
    return this.gradient("radialGradient", attributes, stops);
  }

  /** A linear gradient (default: top to bottom); returns `url(#id)`. */
  linear(stops: readonly Stop[], options: LinearOptions = {}): string {
    const attributes = [
      ` x1="${round(options.x1 ?? 0)}" y1="${round(options.y1 ?? 0)}"`,
      ` x2="${round(options.x2 ?? 0)}" y2="${round(options.y2 ?? 1)}"`,
      options.user ? ` gradientUnits="userSpaceOnUse"` : "",
      options.transform ? ` gradientTransform="${options.transform}"` : "",
    ].join("");
    return this.gradient("linearGradient", attributes, stops);
  }

  /** A clip path from shape markup; returns `url(#id)`. */
  clip(shapeMarkup: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shapeMarkup}</clipPath>`);
    return `url(#${id})`;
  }

  toSvg(width: number, height: number): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${frameWidth} ${frameHeight}">`,
      `<defs>${this.defs.join("")}</defs>`,
      this.body.join(""),
      "</svg>",
    ].join("");
  }

  private gradient(tag: string, attributes: string, stops: readonly Stop[]): string {
    const signature = `${tag}${attributes}${stopsMarkup(stops)}`;
    const known = this.cache.get(signature);
    if (known) return known;
    const id = this.id("g");
    this.defs.push(`<${tag} id="${id}"${attributes}>${stopsMarkup(stops)}</${tag}>`);
    const reference = `url(#${id})`;
    this.cache.set(signature, reference);
    return reference;
  }
}

/** Escapes text for SVG markup. */
export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A closed smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedPath(points: ReadonlyArray<readonly [number, number]>): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as readonly [number, number];
  let path = `M${round(at(0)[0])} ${round(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    path += ` C${round(c1x)} ${round(c1y)} ${round(c2x)} ${round(c2y)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return `${path}Z`;
}

export function polygon(points: ReadonlyArray<readonly [number, number]>): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(" L")}Z`;
}

/** An ellipse as path data (for clip paths and strokes that need a path). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${round(cx - rx)} ${round(cy)} A${round(rx)} ${round(ry)} 0 1 0 ${round(cx + rx)} ${round(cy)} A${round(rx)} ${round(ry)} 0 1 0 ${round(cx - rx)} ${round(cy)}Z`;
}
