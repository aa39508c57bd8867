// A long streamed answer that waits for 'drain' the way React Router does (once + off) leaves no
// listeners behind on the compression stream, and arrives whole.
import http from "node:http";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compress } from "./compression.ts";

let server: http.Server;
let url = "";
let waits = 0;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

beforeAll(async () => {
  const app = express();
  app.use(compress());
  app.get("/long", async (_req, res) => {
    res.setHeader("content-type", "text/html");
    // random text does not compress, so the stream pushes back often
    for (let chunk = 0; chunk < 200; chunk++) {
      if (!res.write(Buffer.from(crypto.getRandomValues(new Uint8Array(16_384))).toString("base64"))) {
        waits += 1;
        await new Promise<void>((resolve) => {
          const onDrain = () => {
            res.off("drain", onDrain);
            resolve();
          };
          res.once("drain", onDrain);
        });
      }
    }
    res.end();
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/long`;
  process.on("warning", onWarning);
});

afterAll(async () => {
  process.off("warning", onWarning);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("compression", () => {
  test("a long answer with many waits for drain: whole, compressed, and no listener left behind", async () => {
    const body = await new Promise<Buffer>((resolve, reject) => {
      http.get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("br");
        const parts: Buffer[] = [];
        // read slowly so the server has to wait
        response.on("data", (part: Buffer) => {
          parts.push(part);
          response.pause();
          setTimeout(() => response.resume(), 1);
        });
        response.on("end", () => resolve(zlib.brotliDecompressSync(Buffer.concat(parts))));
        response.on("error", reject);
      });
    });
    expect(body.length).toBeGreaterThan(200 * 16_384);
    expect(waits).toBeGreaterThan(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings.filter((warning) => warning.includes("MaxListeners"))).toEqual([]);
  });
});
