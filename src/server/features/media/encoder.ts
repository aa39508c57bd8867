// Every sharp call of the shop: re-encoding uploads into WebP masters, rendering the demo SVGs,
// and making the responsive sizes. Settings live here once.
import os from "node:os";
import sharp, { type Sharp } from "sharp";
import type { ImageFormat, ImageWidth } from "../../../core/media.ts";
import { createEncodeQueue } from "./encode-queue.ts";

// One libvips thread per image; parallelism comes from the queues below, sized for this machine.
sharp.concurrency(1);
sharp.cache({ memory: 64, files: 0, items: 200 });

/** Uploads above 40 megapixels are refused before they are decoded (decompression bombs). */
export const maxInputPixels = 40_000_000;
export const maxMasterWidth = 1600;

/** Encodings made while serving requests: leave a core for the event loop. */
export const requestQueue = createEncodeQueue(Math.max(1, os.availableParallelism() - 1));

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export class UnreadableImage extends Error {}

/** Reads the header only: dimensions and the format libvips sees. */
export async function probeImage(input: Buffer): Promise<{ width: number; height: number; format: string }> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new UnreadableImage("no dimensions");
    return { width: meta.width, height: meta.height, format: meta.format ?? "" };
  } catch (error) {
    throw error instanceof UnreadableImage ? error : new UnreadableImage(String(error));
  }
}

/** An upload as a master: EXIF orientation applied, metadata stripped (sharp's default), at most 1600 px wide. */
export async function encodeMaster(input: Buffer): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, autoOrient: true, failOn: "error" })
      .resize({ width: maxMasterWidth, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImage(String(error));
  }
}

/** One of the shop's own SVG drawings as a master. The SVG carries its pixel size (width, height). */
export async function renderSvgMaster(svg: string): Promise<EncodedImage> {
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: maxInputPixels })
    .resize({ width: maxMasterWidth, withoutEnlargement: true })
    .webp({ quality: 84, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A responsive size of a master; never wider than the master itself. */
export async function encodeDerived(master: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  return encodeSize(sharp(master).resize({ width, withoutEnlargement: true }), format);
}

/**
 * A responsive size drawn straight from one of the shop's SVG drawings, rendered at that size:
 * sharper than scaling the master, and it spares rendering the master first.
 */
export async function encodeDerivedFromSvg(svg: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const intrinsic = svgPixelSize(svg.subarray(0, 400).toString("utf8")).width;
  const target = intrinsic > 0 ? Math.min(width, intrinsic) : width;
  const density = intrinsic > 0 ? (72 * target) / intrinsic : 72;
  return encodeSize(sharp(svg, { density, limitInputPixels: maxInputPixels }).resize({ width: target }), format);
}

/** The pixel size an SVG drawing declares on its root element (0 when it declares none). */
export function svgPixelSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  return {
    width: Number(/\swidth="(\d+)"/.exec(root)?.[1] ?? 0),
    height: Number(/\sheight="(\d+)"/.exec(root)?.[1] ?? 0),
  };
}

function encodeSize(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  return format === "avif"
    ? pipeline.avif({ quality: 52, effort: 1 }).toBuffer()
    : pipeline.webp({ quality: 80, effort: 3 }).toBuffer();
}
