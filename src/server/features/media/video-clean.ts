// Review videos lose their metadata before they are stored (issue 18 point 8): phones write where
// and when a video was shot, and which phone shot it, into boxes (MP4) or elements (WebM) a player
// never needs. MP4: the container is rewritten without its user-data, metadata, XMP and location
// boxes, at any depth of the movie's index, with every box size and every chunk offset (stco, co64)
// fixed for the bytes that moved. WebM: Tags and Attachments, and Info's title and date, are
// overwritten in place by Void elements of the same length, so no position in the file changes.
// Whatever cannot be cleaned is refused.

import type { VideoType } from "../../../core/media.ts";
import { Invalid } from "../../http/errors.ts";

export const uncleanableVideoMessage =
  "This video's details (such as where it was filmed) could not be removed, so it was not uploaded. Please export it again as a standard MP4 or WebM.";

const refuse = () => new Invalid(uncleanableVideoMessage);

// ── MP4 (ISO base media) ──────────────────────────────────────────────────────────────────────

/** Boxes dropped wherever they appear: user data, metadata, XMP and vendor boxes, locations. */
const droppedBoxes = new Set(["udta", "meta", "uuid", "XMP_", "loci", "\u00a9xyz", "xyz "]);
/** Boxes made of boxes, rebuilt child by child; every other box is kept byte for byte. */
const containerBoxes = new Set(["moov", "trak", "mdia", "minf", "stbl", "edts", "dinf", "mvex"]);
/**
 * How deep containers may nest: a movie's index is moov > trak > mdia > minf > stbl (5). The boxes
 * are the uploader's bytes, so the walks below stop here rather than recurse as deep as they say.
 */
const maxContainerDepth = 8;

interface Box {
  type: string;
  /** Where the box starts in its parent's bytes, and its whole length. */
  start: number;
  size: number;
  headerSize: number;
}

function readBoxes(bytes: Buffer, topLevel: boolean): Box[] {
  const boxes: Box[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) throw refuse();
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) throw refuse();
      size = Number(bytes.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      if (!topLevel) throw refuse();
      size = bytes.length - offset;
    }
    if (size < headerSize || offset + size > bytes.length) throw refuse();
    boxes.push({ type, start: offset, size, headerSize });
    offset += size;
  }
  return boxes;
}

function boxHeader(type: string, bodyLength: number): Buffer {
  if (bodyLength + 8 <= 0xffffffff) {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(bodyLength + 8);
    header.write(type, 4, "latin1");
    return header;
  }
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(BigInt(bodyLength + 16), 8);
  return header;
}

/** A container box rebuilt without the dropped boxes inside it (at any depth). */
function cleanContainer(type: string, body: Buffer, depth = 1): Buffer {
  if (depth > maxContainerDepth) throw refuse();
  const children: Buffer[] = [];
  for (const child of readBoxes(body, false)) {
    if (droppedBoxes.has(child.type)) continue;
    const whole = body.subarray(child.start, child.start + child.size);
    if (containerBoxes.has(child.type)) {
      children.push(cleanContainer(child.type, whole.subarray(child.headerSize), depth + 1));
    } else {
      children.push(whole);
    }
  }
  const inside = Buffer.concat(children);
  return Buffer.concat([boxHeader(type, inside.length), inside]);
}

interface OffsetTable {
  type: string;
  bodyStart: number;
  end: number;
}

/** Every stco / co64 box within [start, end) of `bytes`, at any depth of the containers there. */
function findChunkOffsetTables(
  bytes: Buffer,
  start: number,
  end: number,
  found: OffsetTable[] = [],
  depth = 1,
): OffsetTable[] {
  if (depth > maxContainerDepth) throw refuse();
  for (const box of readBoxes(bytes.subarray(start, end), false)) {
    const boxStart = start + box.start;
    if (box.type === "stco" || box.type === "co64") {
      found.push({ type: box.type, bodyStart: boxStart + box.headerSize, end: boxStart + box.size });
    } else if (containerBoxes.has(box.type)) {
      findChunkOffsetTables(bytes, boxStart + box.headerSize, boxStart + box.size, found, depth + 1);
    }
  }
  return found;
}

/** The MP4 without its metadata boxes; chunk offsets moved with the media data they point at. */
export function cleanMp4(input: Buffer): Buffer {
  const top = readBoxes(input, true);
  const kept: Array<{ old: Box; bytes: Buffer; newStart: number }> = [];
  let position = 0;
  for (const box of top) {
    if (droppedBoxes.has(box.type)) continue;
    // a fragmented movie's fragments carry offsets of their own: only plain movies are rewritten
    if (box.type === "moof" || box.type === "sidx" || box.type === "mfra") throw refuse();
    const whole = input.subarray(box.start, box.start + box.size);
    const bytes = box.type === "moov" ? cleanContainer("moov", whole.subarray(box.headerSize)) : whole;
    kept.push({ old: box, bytes, newStart: position });
    position += bytes.length;
  }
  /** Where an offset of the original file lands in the cleaned one; refused inside a dropped box. */
  const moved = (offset: number): number => {
    for (const entry of kept) {
      if (offset >= entry.old.start && offset < entry.old.start + entry.old.size) {
        if (entry.old.type === "moov") throw refuse();
        return offset - entry.old.start + entry.newStart;
      }
    }
    throw refuse();
  };
  for (const entry of kept) {
    if (entry.old.type !== "moov") continue;
    const moov = Buffer.from(entry.bytes); // a copy: the offsets are patched in place
    for (const table of findChunkOffsetTables(moov, 0, moov.length)) fixChunkOffsets(moov, table, moved);
    entry.bytes = moov;
  }
  return Buffer.concat(kept.map((entry) => entry.bytes));
}

function fixChunkOffsets(bytes: Buffer, table: OffsetTable, moved: (offset: number) => number): void {
  // version and flags (4 bytes), entry count (4 bytes), then the offsets
  if (table.bodyStart + 8 > table.end) throw refuse();
  const count = bytes.readUInt32BE(table.bodyStart + 4);
  const width = table.type === "co64" ? 8 : 4;
  if (table.bodyStart + 8 + count * width > table.end) throw refuse();
  for (let index = 0; index < count; index++) {
    const at = table.bodyStart + 8 + index * width;
    if (width === 4) {
      const next = moved(bytes.readUInt32BE(at));
      if (next > 0xffffffff) throw refuse();
      bytes.writeUInt32BE(next, at);
    } else {
      bytes.writeBigUInt64BE(BigInt(moved(Number(bytes.readBigUInt64BE(at)))), at);
    }
  }
}

// ── WebM (EBML) ───────────────────────────────────────────────────────────────────────────────

const segmentId = 0x18538067;
const infoId = 0x1549a966;
/** Segment children that are only metadata: Tags, Attachments. */
const droppedSegmentChildren = new Set([0x1254c367, 0x1941a469]);
/** Info children that say more than the player needs: Title, DateUTC. */
const droppedInfoChildren = new Set([0x7ba9, 0x4461]);
const unknownSize = -1;

function readVint(bytes: Buffer, offset: number, keepMarker: boolean): { length: number; value: number } {
  const first = bytes[offset];
  if (first === undefined || first === 0) throw refuse();
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) throw refuse();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  return { length, value: !keepMarker && allOnes ? unknownSize : value };
}

/** Overwrites the element at [start, end) with a Void element of the same length. */
function voidOut(bytes: Buffer, start: number, end: number): void {
  const total = end - start;
  if (total < 2) throw refuse();
  bytes.fill(0, start, end);
  bytes[start] = 0xec;
  // the size as an 8-byte vint when it fits, else as short a one as the length allows
  const sizeLength = Math.min(8, total - 1);
  const value = total - 1 - sizeLength;
  if (value >= 2 ** (7 * sizeLength) - 1) throw refuse();
  let rest = value;
  for (let index = sizeLength - 1; index >= 0; index--) {
    bytes[start + 1 + index] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  bytes[start + 1] = (bytes[start + 1] ?? 0) | (0x80 >> (sizeLength - 1));
}

/** Visits the children of [start, end), calling `visit` with each child's id and extent. */
function eachElement(
  bytes: Buffer,
  start: number,
  end: number,
  visit: (id: number, elementStart: number, dataStart: number, dataEnd: number) => boolean | undefined,
): void {
  let offset = start;
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    const size = readVint(bytes, offset + id.length, false);
    const dataStart = offset + id.length + size.length;
    // only a Segment or a Cluster may have an unknown size; it then runs to its parent's end
    const dataEnd = size.value === unknownSize ? end : dataStart + size.value;
    if (dataEnd > end) throw refuse();
    if (visit(id.value, offset, dataStart, dataEnd) === false) return;
    offset = dataEnd;
  }
}

/** The WebM with its Tags, Attachments, title and date overwritten by Void elements. */
export function cleanWebm(input: Buffer): Buffer {
  const bytes = Buffer.from(input);
  let sawSegment = false;
  eachElement(bytes, 0, bytes.length, (id, _elementStart, dataStart, dataEnd) => {
    if (id !== segmentId) return true;
    sawSegment = true;
    eachElement(bytes, dataStart, dataEnd, (childId, childStart, childData, childEnd) => {
      if (droppedSegmentChildren.has(childId)) voidOut(bytes, childStart, childEnd);
      if (childId === infoId) {
        eachElement(bytes, childData, childEnd, (infoChild, infoStart, _infoData, infoEnd) => {
          if (droppedInfoChildren.has(infoChild)) voidOut(bytes, infoStart, infoEnd);
          return true;
        });
      }
      return true;
    });
    return true;
  });
  if (!sawSegment) throw refuse();
  return bytes;
}

/** The video without its metadata, or Invalid (400) when it cannot be cleaned. */
export function cleanVideo(type: VideoType, input: Buffer): Buffer {
  return type === "mp4" ? cleanMp4(input) : cleanWebm(input);
}
