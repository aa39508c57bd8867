// A cached page's bytes with a fresh CSP nonce in every answer, compressed once (page-lane.ts).
// The page is rendered once with a placeholder nonce; its bytes are split at the placeholder, and
// each compressed form is made once, by one compressor, with a flush before and after every
// placeholder. An answer is then the compressed pieces with the answer's own nonce put in the
// placeholders' places as stored data: a deflate stored block (gzip) or an uncompressed meta-block
// (Brotli), both byte-aligned after a flush. No compression per answer, only copying.
//
// Why this is sound: the compressor's output for the placeholders is dropped, and the decoder sees
// the nonce instead. What decodes the rest does not depend on the nonce's bytes as long as no
// back-reference reads inside the placeholder (the last two characters, "==", are the same in every
// nonce, and they are all Brotli's literal context looks at), and no Brotli state the dropped output
// would have changed (its distance cache) is used later. Both are checked once per page: the
// answer made with a nonce differing from the placeholder in every other character must decode to
// exactly the page with that nonce; a form that fails is not used (gzip is made without sharing a
// window across pieces then; Brotli is left out and gzip answers).
import { once } from "node:events";
import zlib from "node:zlib";

export interface NoncePage {
  /** The page's bytes between the placeholder's occurrences (one more than the occurrences). */
  segments: Buffer[];
  /** Uncompressed length, placeholders included (a nonce is as long as the placeholder). */
  length: number;
  nonceLength: number;
  gzip: GzipForm;
  /** Brotli pieces for the segments; undefined when the check failed. */
  br: Buffer[] | undefined;
  /** Bytes held: the plain segments and the compressed pieces. */
  bytes: number;
}

interface GzipForm {
  /** Raw deflate for each segment; the last ends the stream. */
  parts: Buffer[];
}

/** Splits a page at the placeholder and makes its gzip and Brotli pieces. */
export async function makeNoncePage(page: Buffer, placeholder: string): Promise<NoncePage> {
  const marker = Buffer.from(placeholder);
  const segments: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(marker); at >= 0; at = page.indexOf(marker, from)) {
    segments.push(page.subarray(from, at));
    from = at + marker.length;
  }
  segments.push(page.subarray(from));
  const base = {
    segments,
    length: page.length,
    nonceLength: marker.length,
  };
  // a nonce differing from the placeholder in every character but the padding: the check's nonce
  const probe = differingNonce(placeholder);
  const expected = substitute(segments, Buffer.from(probe));
  const pieces = interleave(segments, marker);

  let gzip = gzipForm(await compressPieces(zlib.createDeflateRaw(), pieces, "deflate"));
  if (!decodes(() => zlib.gunzipSync(gzipAnswer({ ...base, gzip }, probe)), expected)) {
    // never seen; kept correct anyway: each segment compressed on its own reads nothing outside it
    gzip = gzipForm(
      segments.map((segment, index) =>
        zlib.deflateRawSync(segment, {
          finishFlush: index === segments.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        }),
      ),
    );
  }
  let br: Buffer[] | undefined = await compressPieces(
    zlib.createBrotliCompress({
      params: {
        // the compression middleware's quality; the window as large as the page needs
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
    pieces,
    "brotli",
  );
  try {
    if (!zlib.brotliDecompressSync(brotliAnswer({ ...base, br }, probe) ?? Buffer.alloc(0)).equals(expected)) {
      br = undefined;
    }
  } catch {
    br = undefined;
  }
  const held = (buffers: Buffer[] | undefined) => (buffers ?? []).reduce((sum, buffer) => sum + buffer.length, 0);
  return { ...base, gzip, br, bytes: page.length + held(gzip.parts) + held(br) };
}

/** The page with the nonce in the placeholder's places. */
export function identityAnswer(page: Pick<NoncePage, "segments">, nonce: string): Buffer {
  return substitute(page.segments, Buffer.from(nonce));
}

export function gzipAnswer(page: Pick<NoncePage, "gzip" | "length" | "segments">, nonce: string): Buffer {
  const { parts } = page.gzip;
  const nonceLength = Buffer.byteLength(nonce);
  let size = gzipHeader.length + 8 + (parts.length - 1) * (5 + nonceLength);
  for (const part of parts) size += part.length;
  const out = Buffer.allocUnsafe(size);
  let at = gzipHeader.copy(out, 0);
  const first = parts[0];
  if (first) at += first.copy(out, at);
  // the CRC-32 of what the answer decodes to, read straight from its bytes (zlib's crc32 runs at
  // memory speed; combining the segments' CRCs arithmetically gave wrong trailers on some pages)
  const nonceBytes = Buffer.from(nonce, "latin1");
  let crc = zlib.crc32(page.segments[0] ?? Buffer.alloc(0));
  for (let index = 1; index < page.segments.length; index += 1) {
    crc = zlib.crc32(page.segments[index] as Buffer, zlib.crc32(nonceBytes, crc));
  }
  for (let index = 1; index < parts.length; index += 1) {
    // a stored block: header byte, LEN and NLEN (little-endian), the nonce
    out[at] = 0;
    out.writeUInt16LE(nonceLength, at + 1);
    out.writeUInt16LE(~nonceLength & 0xffff, at + 3);
    const nonceAt = at + 5;
    at = nonceAt + nonceBytes.copy(out, nonceAt);
    at += (parts[index] as Buffer).copy(out, at);
  }
  out.writeUInt32LE(crc, at);
  out.writeUInt32LE(page.length % 2 ** 32, at + 4);
  return out;
}

export function brotliAnswer(page: Pick<NoncePage, "br">, nonce: string): Buffer | undefined {
  const { br } = page;
  if (!br) return undefined;
  const nonceLength = Buffer.byteLength(nonce);
  let size = (br.length - 1) * (3 + nonceLength);
  for (const part of br) size += part.length;
  const out = Buffer.allocUnsafe(size);
  // an uncompressed meta-block (RFC 7932 section 9.2): ISLAST 0, MNIBBLES 4, MLEN-1 in 16 bits,
  // ISUNCOMPRESSED 1, zero bits to the byte boundary, then the bytes
  const bits = ((nonceLength - 1) << 3) | (1 << 19);
  let at = (br[0] as Buffer).copy(out, 0);
  for (let index = 1; index < br.length; index += 1) {
    out[at] = bits & 0xff;
    out[at + 1] = (bits >> 8) & 0xff;
    out[at + 2] = (bits >> 16) & 0xff;
    at += 3;
    at += out.write(nonce, at, "latin1");
    at += (br[index] as Buffer).copy(out, at);
  }
  return out;
}

// --- making the pieces ---

function interleave(segments: Buffer[], marker: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  segments.forEach((segment, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(segment);
  });
  return pieces;
}

function substitute(segments: Buffer[], nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  segments.forEach((segment, index) => {
    if (index > 0) pieces.push(nonce);
    pieces.push(segment);
  });
  return Buffer.concat(pieces);
}

/**
 * Compresses the pieces with one compressor, flushed (byte-aligned) after each; returns the output
 * of the segments (even pieces) and drops the placeholders' (odd pieces).
 */
async function compressPieces(
  stream: zlib.DeflateRaw | zlib.BrotliCompress,
  pieces: Buffer[],
  kind: "deflate" | "brotli",
): Promise<Buffer[]> {
  const outputs: Buffer[][] = pieces.map(() => []);
  let current = 0;
  stream.on("data", (chunk: Buffer) => outputs[current]?.push(chunk));
  const flushKind = kind === "deflate" ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.BROTLI_OPERATION_FLUSH;
  for (let index = 0; index < pieces.length - 1; index += 1) {
    stream.write(pieces[index]);
    await new Promise<void>((resolve) => stream.flush(flushKind, () => resolve()));
    // the flush's output is pushed before its callback; let any 'data' still queued run first
    await new Promise<void>((resolve) => setImmediate(resolve));
    current = index + 1;
  }
  const ended = once(stream, "end");
  stream.end(pieces.at(-1));
  await ended;
  return outputs.filter((_, index) => index % 2 === 0).map((chunks) => Buffer.concat(chunks));
}

function gzipForm(parts: Buffer[]): GzipForm {
  return { parts };
}

/** gzip's header: deflate, no name, no time, Unix (as zlib writes it). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The placeholder with every character changed but the base64 padding. */
function differingNonce(placeholder: string): string {
  return placeholder.replace(/[A-Za-z0-9]/g, (char) => (char === "z" ? "A" : char === "9" ? "a" : "z"));
}

/** True when decoding gives exactly the expected bytes (a decoder's error counts as a mismatch). */
function decodes(decode: () => Buffer, expected: Buffer): boolean {
  try {
    return decode().equals(expected);
  } catch {
    return false;
  }
}
