// The ceiling: a bare node:http server that answers every request with one fixed JSON body. Nothing
// the shop does per request (routing, validation, cache, database, headers) can be faster than this
// on the same machine, so each endpoint is reported as a fraction of it.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startCeiling(body: Buffer): Promise<RunningServer> {
  const headers = { "content-type": "application/json; charset=utf-8", "content-length": String(body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  return listen(server);
}

/** Listens on a random loopback port. */
export async function listen(server: http.Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON body of exactly `size` bytes, for when the real listing answer could not be fetched. */
export function paddedJson(size: number): Buffer {
  const frame = JSON.stringify({ products: [], padding: "" });
  return Buffer.from(JSON.stringify({ products: [], padding: "x".repeat(Math.max(0, size - frame.length)) }));
}
