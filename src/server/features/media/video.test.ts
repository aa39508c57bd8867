// Review videos are recognised by their structure, not their first bytes alone: an MP4 needs an
// ftyp box with an MP4-family brand, boxes that chain to the end and a moov box; a WebM needs an
// EBML header whose DocType is "webm" and a Segment after it. Byte ranges for the players.
import { describe, expect, it } from "vitest";
import { detectVideoType, parseRange } from "./video.ts";
import { cleanVideo, uncleanableVideoMessage } from "./video-clean.ts";
import { chunkOffsetsOf, chunks, gpsText, mp4WithLocation, webmWithTags } from "./video-fixtures.ts";

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

const ftyp = (brand: string) =>
  box("ftyp", Buffer.concat([Buffer.from(brand, "latin1"), Buffer.alloc(4), Buffer.from("isommp41")]));
const movie = box("moov", box("mvhd", Buffer.alloc(100)));
const data = box("mdat", Buffer.alloc(512, 3));

function webm(docType = "webm"): Buffer {
  const type = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | type.length]), type]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x84]), Buffer.alloc(4)]);
}

describe("detectVideoType", () => {
  it("recognises an MP4, whichever box comes after ftyp", () => {
    expect(detectVideoType(Buffer.concat([ftyp("isom"), movie, data]))).toBe("mp4");
    expect(detectVideoType(Buffer.concat([ftyp("mp42"), data, movie]))).toBe("mp4");
  });

  it("refuses QuickTime, a missing moov, a truncated file and text", () => {
    expect(detectVideoType(Buffer.concat([ftyp("qt  "), movie, data]))).toBeNull();
    expect(detectVideoType(Buffer.concat([ftyp("isom"), data]))).toBeNull();
    const whole = Buffer.concat([ftyp("isom"), movie, data]);
    expect(detectVideoType(whole.subarray(0, whole.length - 10))).toBeNull();
    expect(detectVideoType(Buffer.from("....ftypisom but really a text file"))).toBeNull();
    expect(detectVideoType(Buffer.alloc(0))).toBeNull();
  });

  it("recognises a WebM and refuses Matroska and garbage after an EBML header", () => {
    expect(detectVideoType(webm())).toBe("webm");
    expect(detectVideoType(webm("matroska"))).toBeNull();
    expect(detectVideoType(Buffer.concat([webm().subarray(0, 12), Buffer.from("garbage")]))).toBeNull();
  });
});

describe("parseRange", () => {
  it("reads one byte range, an open end and a suffix", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=95-500", 100)).toEqual({ start: 95, end: 99 });
  });

  it("refuses ranges it cannot serve", () => {
    for (const header of ["bytes=100-", "bytes=9-1", "bytes=-0", "bytes=-", "items=0-1", "bytes=0-1,4-5"]) {
      expect(parseRange(header, 100)).toBe("invalid");
    }
  });
});

describe("metadata removal (issue 18 point 8)", () => {
  const located = (bytes: Buffer) =>
    bytes.includes(Buffer.from("\u00a9xyz", "latin1")) ||
    bytes.includes(gpsText) ||
    bytes.includes(Buffer.from("loci"));

  for (const [label, options] of [
    ["moov before mdat, stco", { moovFirst: true, kind: "stco" }],
    ["moov before mdat, co64", { moovFirst: true, kind: "co64" }],
    ["moov after mdat, stco", { moovFirst: false, kind: "stco" }],
  ] as const) {
    it(`MP4 (${label}): no location left, still an MP4, every chunk offset still points at its chunk`, () => {
      const input = mp4WithLocation(options);
      expect(located(input)).toBe(true);
      const cleaned = cleanVideo("mp4", input);
      expect(located(cleaned)).toBe(false);
      expect(cleaned.includes(Buffer.from("udta"))).toBe(false);
      expect(cleaned.includes(Buffer.from("meta"))).toBe(false);
      expect(cleaned.length).toBeLessThan(input.length);
      expect(detectVideoType(cleaned)).toBe("mp4");
      const offsets = chunkOffsetsOf(cleaned);
      expect(offsets).toHaveLength(chunks.length);
      chunks.forEach((chunk, index) => {
        const at = offsets[index] ?? -1;
        expect(cleaned.subarray(at, at + chunk.length).equals(chunk)).toBe(true);
      });
    });
  }

  it("leaves an MP4 without metadata byte for byte as it was", () => {
    const plain = Buffer.concat([ftyp("isom"), movie, data]);
    expect(cleanVideo("mp4", plain).equals(plain)).toBe(true);
  });

  it("refuses an MP4 it cannot rewrite safely: fragments, offsets into nothing", () => {
    const fragmented = Buffer.concat([ftyp("isom"), movie, box("moof", box("mfhd", Buffer.alloc(8))), data]);
    expect(() => cleanVideo("mp4", fragmented)).toThrow(uncleanableVideoMessage);
    const input = mp4WithLocation({ moovFirst: true });
    const broken = Buffer.from(input);
    const at = broken.indexOf(Buffer.from("stco"));
    broken.writeUInt32BE(input.length + 1000, at + 12);
    expect(() => cleanVideo("mp4", broken)).toThrow(uncleanableVideoMessage);
  });

  it("WebM: Tags, Attachments, title and date become Void elements; positions and the clusters stay", () => {
    const input = webmWithTags();
    expect(input.includes(gpsText)).toBe(true);
    const cleaned = cleanVideo("webm", input);
    expect(cleaned.length).toBe(input.length);
    expect(cleaned.includes(gpsText)).toBe(false);
    expect(cleaned.includes(Buffer.from("owner-photo.jpg"))).toBe(false);
    expect(cleaned.includes(Buffer.from("Holiday at home"))).toBe(false);
    expect(cleaned.includes(Buffer.alloc(40, 0x44))).toBe(true);
    expect(detectVideoType(cleaned)).toBe("webm");
    // cleaning twice changes nothing more: the Void elements read as elements
    expect(cleanVideo("webm", cleaned).equals(cleaned)).toBe(true);
  });

  it("refuses an MP4 whose boxes nest deeper than any movie's index, quickly (issue 32: not a stack overflow)", () => {
    // moov holding trak holding trak... 100,000 deep: 800 KB, well under the upload limit
    const levels = 100_000;
    const nested = Buffer.alloc(levels * 8);
    for (let level = 0; level < levels; level += 1) {
      nested.writeUInt32BE((levels - level) * 8, level * 8);
      nested.write(level === 0 ? "moov" : "trak", level * 8 + 4, "latin1");
    }
    const started = performance.now();
    expect(() => cleanVideo("mp4", Buffer.concat([ftyp("isom"), nested, data]))).toThrow(uncleanableVideoMessage);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a WebM whose elements cannot be read", () => {
    const input = webmWithTags();
    expect(() => cleanVideo("webm", input.subarray(0, input.length - 20))).toThrow(uncleanableVideoMessage);
  });
});
