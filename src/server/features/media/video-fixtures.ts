// Hand-built review videos for the tests: an MP4 whose movie carries a GPS box (©xyz) in its user
// data, chunk offsets (stco or co64) into its media data, and a WebM with Tags and a title.
const gps = "+12.9716+077.5946/";

export function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

const fullBox = (type: string, body: Buffer) => box(type, Buffer.concat([Buffer.alloc(4), body]));

function offsetTable(kind: "stco" | "co64", offsets: number[]): Buffer {
  const body = Buffer.alloc(4 + offsets.length * (kind === "co64" ? 8 : 4));
  body.writeUInt32BE(offsets.length, 0);
  offsets.forEach((offset, index) => {
    if (kind === "co64") body.writeBigUInt64BE(BigInt(offset), 4 + index * 8);
    else body.writeUInt32BE(offset, 4 + index * 4);
  });
  return fullBox(kind, body);
}

/** The GPS box phones write: ©xyz with a length, a language and an ISO 6709 text. */
export const gpsBox = () =>
  box("\u00a9xyz", Buffer.concat([Buffer.from([0, gps.length, 0x15, 0xc7]), Buffer.from(gps)]));

/** Three chunks of media data, each a recognisable run of bytes. */
export const chunks = [Buffer.alloc(300, 0x11), Buffer.alloc(200, 0x22), Buffer.alloc(100, 0x33)];

/**
 * An MP4 with location data at three places (the movie's udta, a track's meta, a top-level udta);
 * `moovFirst` puts the movie before the media data (the "fast start" layout), so its chunk offsets
 * move when it shrinks.
 */
export function mp4WithLocation(options: { moovFirst: boolean; kind?: "stco" | "co64" }): Buffer {
  const kind = options.kind ?? "stco";
  const ftyp = box("ftyp", Buffer.concat([Buffer.from("isom"), Buffer.alloc(4), Buffer.from("isommp41")]));
  const topUdta = box("udta", gpsBox());
  const mdat = box("mdat", Buffer.concat(chunks));
  const moovWith = (offsets: number[]) =>
    box(
      "moov",
      Buffer.concat([
        box("mvhd", Buffer.alloc(100)),
        box(
          "trak",
          Buffer.concat([
            box("tkhd", Buffer.alloc(84)),
            box("meta", Buffer.concat([Buffer.alloc(4), box("hdlr", Buffer.alloc(25)), gpsBox()])),
            box(
              "mdia",
              box("minf", box("stbl", Buffer.concat([box("stsd", Buffer.alloc(8)), offsetTable(kind, offsets)]))),
            ),
          ]),
        ),
        box("udta", Buffer.concat([gpsBox(), box("loci", Buffer.alloc(20, 5))])),
      ]),
    );
  // the moov's size does not depend on the offsets' values: lay out once to learn where mdat lands
  const moovSize = moovWith([0, 0, 0]).length;
  const parts = options.moovFirst ? ["ftyp", "moov", "udta", "mdat"] : ["ftyp", "udta", "mdat", "moov"];
  const sizes: Record<string, number> = { ftyp: ftyp.length, moov: moovSize, udta: topUdta.length, mdat: mdat.length };
  let mdatStart = 0;
  for (const part of parts) {
    if (part === "mdat") break;
    mdatStart += sizes[part] ?? 0;
  }
  const first = mdatStart + 8;
  const offsets = [
    first,
    first + (chunks[0]?.length ?? 0),
    first + (chunks[0]?.length ?? 0) + (chunks[1]?.length ?? 0),
  ];
  const built: Record<string, Buffer> = { ftyp, moov: moovWith(offsets), udta: topUdta, mdat };
  return Buffer.concat(parts.map((part) => built[part] as Buffer));
}

/** The offsets of the first stco/co64 box of an MP4, read the plain way (for the tests' checks). */
export function chunkOffsetsOf(bytes: Buffer): number[] {
  for (const kind of ["stco", "co64"]) {
    const at = bytes.indexOf(Buffer.from(kind, "latin1"));
    if (at < 0) continue;
    const count = bytes.readUInt32BE(at + 8);
    return Array.from({ length: count }, (_, index) =>
      kind === "co64" ? Number(bytes.readBigUInt64BE(at + 12 + index * 8)) : bytes.readUInt32BE(at + 12 + index * 4),
    );
  }
  return [];
}

const ebml = (id: number[], body: Buffer) => {
  const size = body.length <= 126 ? [0x80 | body.length] : [0x40 | (body.length >> 8), body.length & 0xff];
  return Buffer.concat([Buffer.from(id), Buffer.from(size), body]);
};

/** A WebM with a title, a date, Tags naming a place, and an attachment. */
export function webmWithTags(): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from("webm")));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ebml([0x7b, 0xa9], Buffer.from("Holiday at home")),
      ebml([0x44, 0x61], Buffer.alloc(8, 9)),
    ]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], ebml([0xd7], Buffer.from([1]))));
  const tags = ebml(
    [0x12, 0x54, 0xc3, 0x67],
    ebml(
      [0x73, 0x73],
      ebml(
        [0x67, 0xc8],
        Buffer.concat([ebml([0x45, 0xa3], Buffer.from("LOCATION")), ebml([0x44, 0x87], Buffer.from(gps))]),
      ),
    ),
  );
  const attachments = ebml([0x19, 0x41, 0xa4, 0x69], ebml([0x61, 0xa7], Buffer.from("owner-photo.jpg")));
  const cluster = ebml(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.concat([ebml([0xe7], Buffer.from([0])), ebml([0xa3], Buffer.alloc(40, 0x44))]),
  );
  const segment = ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, tags, attachments, cluster]));
  return Buffer.concat([header, segment]);
}

export const gpsText = Buffer.from(gps);
