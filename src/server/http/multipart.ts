// Reads a multipart/form-data request into its text fields and its files, in memory, with hard
// limits (busboy): file size, file count, field count and field size. A request over a limit is
// refused (413 for size, 400 otherwise) after its body is read to the end, so the client always
// gets the answer; only a body larger than everything allowed together is cut off.
// Used by reviews, the profile picture and the admin's product images. saveMultipart streams the
// files to disk instead (the catalogue import's CSV and images ZIP, up to 100 MB together).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import busboy from "busboy";
import type { Request, Response } from "express";
import { hasImpossibleText } from "../../core/text.ts";
import type { UploadFile } from "../features/media/uploads.ts";
import { HttpError, Invalid } from "./errors.ts";
import { impossibleTextError } from "./text-input.ts";

export interface MultipartLimits {
  /** The form field that carries files ("files"), or the fields that may (each file keeps its field's name). */
  fileField: string | readonly string[];
  files: number;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
  tooLargeMessage: string;
  tooManyFilesMessage: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: (UploadFile & { field: string })[];
}

const tooLarge = (message: string) => new HttpError(413, "too_large", message);

export function readMultipart(req: Request, res: Response, limits: MultipartLimits): Promise<MultipartForm> {
  // everything allowed together, with room for the multipart framing
  const maxBody = limits.files * limits.fileBytes + limits.fields * limits.fieldBytes + 64 * 1024;
  const declared = Number(req.headers["content-length"] ?? 0);
  // too large whatever it holds: answer at once and close the connection rather than read it
  if (declared > maxBody) {
    res.setHeader("Connection", "close");
    return Promise.reject(tooLarge(limits.tooLargeMessage));
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.files + limits.fields,
          fieldNameSize: 100,
        },
      });
    } catch {
      reject(new Invalid("The upload could not be read: send it as multipart/form-data."));
      return;
    }

    const form: MultipartForm = { fields: {}, files: [] };
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    let received = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      if (failure) reject(failure);
      else resolve(form);
    };

    parser.on("file", (name, stream, info) => {
      const fields = typeof limits.fileField === "string" ? [limits.fileField] : limits.fileField;
      if (!fields.includes(name)) {
        fail(new Invalid(`Attach files in the "${fields.join('" or "')}" field.`));
        stream.resume();
        return;
      }
      if (info.filename && hasImpossibleText(info.filename)) {
        fail(impossibleTextError(name));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (failure) return;
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on("limit", () => {
        fail(tooLarge(limits.tooLargeMessage));
        chunks.length = 0;
      });
      stream.on("end", () => {
        // a form with no file chosen still sends an empty, nameless part
        if (failure || size === 0) return;
        form.files.push({ name: info.filename ?? "", data: Buffer.concat(chunks, size), field: name });
      });
    });

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        fail(new Invalid(`The field ${name} is too long.`, { [name]: "Too long." }));
        return;
      }
      if (info.nameTruncated) {
        fail(new Invalid("A field name is too long."));
        return;
      }
      if (hasImpossibleText(name) || hasImpossibleText(value)) {
        fail(impossibleTextError(name));
        return;
      }
      form.fields[name] = value;
    });

    parser.on("filesLimit", () => fail(new Invalid(limits.tooManyFilesMessage, { files: limits.tooManyFilesMessage })));
    parser.on("fieldsLimit", () => fail(new Invalid("The form has too many fields.")));
    parser.on("partsLimit", () => fail(new Invalid("The form has too many parts.")));
    parser.on("error", () => {
      fail(new Invalid("The upload could not be read."));
      req.unpipe(parser);
      req.resume();
      finish();
    });
    parser.on("close", finish);

    // a body without a length (chunked) is counted as it comes and cut off above the limit
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody && !settled) {
        fail(tooLarge(limits.tooLargeMessage));
        req.unpipe(parser);
        res.setHeader("Connection", "close");
        finish();
        res.once("finish", () => req.destroy());
      }
    });
    req.on("aborted", () => {
      fail(new Invalid("The upload was interrupted."));
      finish();
    });
    req.pipe(parser);
  });
}

/** A file of a form, written to disk as it arrived. */
export interface SavedFile {
  field: string;
  name: string;
  path: string;
  size: number;
}

export interface SavedLimits {
  /** The fields that may carry a file, each with the most bytes its file may have. */
  fileBytes: Readonly<Record<string, number>>;
  files: number;
  fields: number;
  fieldBytes: number;
  tooLargeMessage: string;
  tooManyFilesMessage: string;
  /** Where the files are written (under server-made names); the caller moves or deletes them. */
  folder: string;
}

/**
 * Reads a multipart/form-data request with its files streamed to disk, never whole in memory (the
 * catalogue import's CSV and images ZIP): the request is read only as fast as the disk takes it. A
 * file over its field's limit answers 413 after the body is read, and nothing is kept: on any
 * refusal every file written is deleted.
 */
export function saveMultipart(
  req: Request,
  res: Response,
  limits: SavedLimits,
): Promise<{ fields: Record<string, string>; files: SavedFile[] }> {
  const largest = Math.max(...Object.values(limits.fileBytes));
  const maxBody = Object.values(limits.fileBytes).reduce((sum, bytes) => sum + bytes, 0) + 64 * 1024;
  if (Number(req.headers["content-length"] ?? 0) > maxBody) {
    res.setHeader("Connection", "close");
    return Promise.reject(tooLarge(limits.tooLargeMessage));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          // each field's own limit is counted below; this only stops a file beyond every limit
          fileSize: largest + 1,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.files + limits.fields,
          fieldNameSize: 100,
        },
      });
    } catch {
      reject(new Invalid("The upload could not be read: send it as multipart/form-data."));
      return;
    }
    const fields: Record<string, string> = {};
    const files: SavedFile[] = [];
    const writing: Promise<void>[] = [];
    const outs: fs.WriteStream[] = [];
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      // refused or cut off: files still being written are abandoned (and deleted below), and the
      // answer waits for the body's last byte, so the client is never cut off while it sends
      if (failure) for (const out of outs) out.destroy();
      const bodyRead =
        failure && !req.complete
          ? new Promise<void>((done) => {
              req.once("end", done);
              req.once("close", done);
              req.resume();
            })
          : Promise.resolve();
      if (failure instanceof HttpError && failure.status === 413) res.setHeader("Connection", "close");
      void Promise.all([...writing, bodyRead]).then(() => {
        const kept = files.filter((file) => file.size > 0);
        if (failure) {
          for (const file of files) fs.rmSync(file.path, { force: true });
          reject(failure);
          return;
        }
        // a form with no file chosen still sends an empty, nameless part
        for (const file of files) if (file.size === 0) fs.rmSync(file.path, { force: true });
        resolve({ fields, files: kept });
      });
    };

    parser.on("file", (name, stream, info) => {
      const max = limits.fileBytes[name];
      if (max === undefined) {
        fail(new Invalid(`Attach files in the "${Object.keys(limits.fileBytes).join('" or "')}" field.`));
        stream.resume();
        return;
      }
      if (info.filename && hasImpossibleText(info.filename)) {
        fail(impossibleTextError(name));
        stream.resume();
        return;
      }
      const file: SavedFile = {
        field: name,
        name: info.filename ?? "",
        path: path.join(limits.folder, `${crypto.randomUUID()}.part`),
        size: 0,
      };
      files.push(file);
      const out = fs.createWriteStream(file.path);
      outs.push(out);
      writing.push(
        new Promise<void>((done) => {
          out.on("close", done);
          out.on("error", (error) => {
            fail(error);
            done();
          });
        }),
      );
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.length;
        if (file.size > max && !out.destroyed) {
          fail(tooLarge(limits.tooLargeMessage));
          out.destroy();
        }
        if (failure || out.destroyed) return;
        // the request is read only as fast as the file is written
        if (!out.write(chunk)) {
          stream.pause();
          out.once("drain", () => stream.resume());
        }
      });
      stream.on("limit", () => fail(tooLarge(limits.tooLargeMessage)));
      stream.on("end", () => {
        if (!out.destroyed) out.end();
      });
    });

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new Invalid(`The field ${name} is too long.`, { [name]: "Too long." }));
      else if (info.nameTruncated) fail(new Invalid("A field name is too long."));
      else if (hasImpossibleText(name) || hasImpossibleText(value)) fail(impossibleTextError(name));
      else fields[name] = value;
    });
    parser.on("filesLimit", () => fail(new Invalid(limits.tooManyFilesMessage, { files: limits.tooManyFilesMessage })));
    parser.on("fieldsLimit", () => fail(new Invalid("The form has too many fields.")));
    parser.on("partsLimit", () => fail(new Invalid("The form has too many parts.")));
    parser.on("error", () => {
      fail(new Invalid("The upload could not be read."));
      req.unpipe(parser);
      req.resume();
      finish();
    });
    parser.on("close", finish);
    req.on("aborted", () => {
      fail(new Invalid("The upload was interrupted."));
      finish();
    });
    req.pipe(parser);
  });
}
