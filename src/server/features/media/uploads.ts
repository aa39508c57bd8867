// Several uploads that belong together (a review's photos and videos): every file is checked and
// every photo re-encoded BEFORE anything is written, so one bad file stores nothing at all. Photos
// follow storeImage's rules (type from the bytes, sound image, 40 MP at most, metadata stripped,
// WebP master); videos follow video.ts (MP4 or WebM by structure) and lose their metadata
// (video-clean.ts), or are refused when they cannot be cleaned.

import type { VideoType } from "../../../core/media.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { HttpError, Invalid } from "../../http/errors.ts";
import { encodeMaster, maxInputPixels, probeImage, requestQueue } from "./encoder.ts";
import { detectImageType } from "./image-type.ts";
import { makeMediaKey, masterFile } from "./keys.ts";
import { insertMediaRows, type MediaRow } from "./queries.ts";
import { tooLargeMessage, unreadableMessage } from "./service.ts";
import { mediaStorage } from "./storage.ts";
import { detectVideoType, videoFileName, videoRow } from "./video.ts";
import { cleanVideo, uncleanableVideoMessage } from "./video-clean.ts";

export const refusedUploadMessage = "Only JPEG, PNG, GIF or WebP photos and MP4 or WebM videos can be attached.";

export interface UploadFile {
  /** The name the browser sent: for messages only, never for storage. */
  name: string;
  data: Buffer;
}

export type CheckedUpload =
  | { kind: "image"; key: string; data: Buffer; width: number; height: number }
  | { kind: "video"; key: string; data: Buffer; type: VideoType };

export interface UploadRules {
  maxBytes: number;
  tooLargeMessage: string;
  /** Readable start of each key ("review-amethyst-tumble"). */
  keyHint: string;
}

function refuse(file: UploadFile, message: string): never {
  throw new Invalid(message, { files: `${file.name || "file"}: ${message}` });
}

async function checkImage(file: UploadFile, keyHint: string): Promise<CheckedUpload> {
  const type = detectImageType(file.data);
  if (!type) refuse(file, refusedUploadMessage);
  const probe = await probeImage(file.data).catch(() => refuse(file, unreadableMessage));
  if (probe.format !== type) refuse(file, unreadableMessage);
  if (probe.width * probe.height > maxInputPixels) refuse(file, tooLargeMessage);
  const master = await requestQueue.run(() => encodeMaster(file.data)).catch(() => refuse(file, unreadableMessage));
  return {
    kind: "image",
    key: makeMediaKey(keyHint, file.data),
    data: master.data,
    width: master.width,
    height: master.height,
  };
}

/** A video without its metadata (where and when it was filmed, the phone), still the same kind of video. */
function checkVideo(file: UploadFile, type: VideoType, keyHint: string): CheckedUpload {
  let data: Buffer;
  try {
    data = cleanVideo(type, file.data);
  } catch {
    refuse(file, uncleanableVideoMessage);
  }
  if (detectVideoType(data) !== type) refuse(file, uncleanableVideoMessage);
  return { kind: "video", key: makeMediaKey(keyHint, data), data, type };
}

/**
 * Checks every file and encodes every photo; throws (400, or 413 for size) at the first bad one.
 * Nothing is written here.
 */
export async function checkUploads(files: readonly UploadFile[], rules: UploadRules): Promise<CheckedUpload[]> {
  for (const file of files) {
    if (file.data.length > rules.maxBytes) {
      throw new HttpError(413, "too_large", rules.tooLargeMessage, { files: `${file.name}: ${rules.tooLargeMessage}` });
    }
  }
  const checked: CheckedUpload[] = [];
  // one at a time: encodings already queue behind each other, and memory stays bounded
  for (const file of files) {
    const video = detectVideoType(file.data);
    checked.push(video ? checkVideo(file, video, rules.keyHint) : await checkImage(file, rules.keyHint));
  }
  // the same file attached twice is stored once
  return checked.filter((upload, index) => checked.findIndex((other) => other.key === upload.key) === index);
}

/**
 * Writes checked uploads to the media store and records their rows (in the caller's transaction
 * when given one). Files are written first: if the transaction then fails, what is left are
 * unreferenced files under content-hash keys, never a row pointing at nothing.
 */
export async function saveUploads(
  ctx: AppContext,
  exec: Executor,
  uploads: readonly CheckedUpload[],
  alt: string,
): Promise<string[]> {
  const storage = mediaStorage(ctx.config);
  const rows: MediaRow[] = [];
  for (const upload of uploads) {
    if (upload.kind === "image") {
      await storage.write(upload.key, masterFile, upload.data);
      rows.push({
        key: upload.key,
        kind: "image",
        contentType: "image/webp",
        width: upload.width,
        height: upload.height,
        bytes: upload.data.length,
        alt,
      });
    } else {
      await storage.write(upload.key, videoFileName(upload.type), upload.data);
      rows.push(videoRow(upload.key, upload.type, upload.data.length, alt));
    }
  }
  await insertMediaRows(exec, rows);
  return uploads.map((upload) => upload.key);
}
