// Bodies are bounded before they are read (issue 18 point 2): a declared-huge body is refused at
// once with Connection: close, a chunked body is cut off as it grows past the limit, and ordinary
// bodies (JSON, page forms, uploads) still go through.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { json, startTestShop, type TestShop } from "../testing/shop.ts";
import { bodyLimits, withBodyLimits } from "./body-limits.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

interface RawAnswer {
  status: number;
  head: string;
  ms: number;
  /** The server closed the connection. */
  closed: boolean;
  /** Body bytes written before the answer came. */
  sent: number;
}

/**
 * Sends a request head, then body chunks (as fast as the socket takes them) until the answer's
 * head arrives or `maxBody` bytes are out; resolves once the server has closed the connection.
 */
function raw(
  head: string,
  options: { chunked?: boolean; maxBody?: number; chunk?: Buffer; port?: number } = {},
): Promise<RawAnswer> {
  const port = options.port ?? Number(new URL(shop.url).port);
  const chunk = options.chunk ?? Buffer.alloc(16 * 1024, "a");
  const maxBody = options.maxBody ?? 0;
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let answeredAt = 0;
    let sent = 0;
    let sentBeforeAnswer = 0;
    const pump = () => {
      while (!answer && sent < maxBody) {
        const part = options.chunked
          ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
          : chunk;
        sent += chunk.length;
        if (!socket.write(part)) {
          socket.once("drain", pump);
          return;
        }
      }
    };
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (data) => {
      if (!answer) {
        answeredAt = performance.now();
        sentBeforeAnswer = sent;
      }
      answer += data.toString("latin1");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // the server may close while body bytes are still on their way (EPIPE / ECONNRESET)
      if (answer && (error.code === "EPIPE" || error.code === "ECONNRESET")) return;
      reject(error);
    });
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({
        status,
        head: answer.split("\r\n\r\n")[0] ?? "",
        ms: answeredAt - startedAt,
        closed: true,
        sent: sentBeforeAnswer,
      });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within 10 s; answer so far: ${answer.slice(0, 200)}`));
    }, 10_000).unref();
  });
}

const host = () => `Host: ${new URL(shop.url).host}\r\n`;

describe("bodies are bounded before they are read", () => {
  test("a JSON request declaring 4 GB gets its 413 in milliseconds, and the connection is closed", async () => {
    const answer = await raw(
      `POST /api/newsletter HTTP/1.1\r\n${host()}Content-Type: application/json\r\nContent-Length: 4294967296\r\n\r\n{"email":`,
    );
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(answer.ms).toBeLessThan(500);
    expect(answer.closed).toBe(true);
  });

  test("a page form post declaring 200 MB (sign-in, contact, verification) is refused at once", async () => {
    for (const page of ["/login", "/contactus", "/verification", "/register"]) {
      const answer = await raw(
        `POST ${page} HTTP/1.1\r\n${host()}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 209715200\r\n\r\nemail=`,
      );
      expect(answer.status, page).toBe(413);
      expect(answer.head).toMatch(/^connection: close$/im);
      expect(answer.ms).toBeLessThan(500);
    }
  });

  test("an upload declaring more than any form may hold is refused before a byte is read", async () => {
    const answer = await raw(
      `POST /api/reviews HTTP/1.1\r\n${host()}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bodyLimits.upload + 1}\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(500);
  });

  test("a chunked JSON body that grows past the limit is cut off as it comes", async () => {
    const answer = await raw(
      `POST /api/newsletter HTTP/1.1\r\n${host()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { chunked: true, maxBody: 50 * 1024 * 1024 },
    );
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/^connection: close$/im);
    // the answer came while the body was still being sent, long before its 50 MB were out
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
  });

  test("a chunked page form that grows past the limit is cut off while a page action reads it", async () => {
    // a listener reading the body the way React Router's adapter does: the web stream of the request
    const { Readable } = await import("node:stream");
    const listener = withBodyLimits((req, res) => {
      const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      new Request("http://shop/login", {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit)
        .formData()
        .then((form) => res.end(`read ${[...form.keys()].length} fields`))
        .catch(() => {
          if (!res.headersSent) res.end("failed");
        });
    });
    const server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as net.AddressInfo).port;
      const head = `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const answer = await raw(head, { chunked: true, maxBody: 50 * 1024 * 1024, port });
      expect(answer.status).toBe(413);
      expect(answer.head).toMatch(/^connection: close$/im);
      expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
      // and a small form through the same listener is read
      const small = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.test&password=secret",
      });
      expect(await small.text()).toBe("read 2 fields");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test("a body just within the limit is read as usual, chunked or not", async () => {
    // valid JSON of nearly 100 KB: the endpoint answers it (400 for the missing consent), not 413
    const padding = "x".repeat(bodyLimits.json - 200);
    const body = { email: "reader@example.test", note: padding };
    const plain = await shop.api("/api/newsletter", json("POST", body));
    expect(plain.status).toBe(400);
    const { Readable } = await import("node:stream");
    const chunked = await shop.api("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Readable.toWeb(Readable.from([JSON.stringify(body)])) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(400);
    // and one byte too many, declared, is 413
    const over = await shop.api(
      "/api/newsletter",
      json("POST", { email: "reader@example.test", note: "x".repeat(bodyLimits.json) }),
    );
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe("too_large");
  });

  test("ordinary requests on a kept-alive connection still work after a refusal elsewhere", async () => {
    const response = await shop.api(
      "/api/newsletter",
      json("POST", { email: "ok-reader@example.test", consent: true }),
    );
    expect(response.status).toBe(202);
  });
});
